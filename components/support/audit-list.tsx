import { getTranslations } from 'next-intl/server';

import { auditsByYear, getAudits, localizeAudit } from '@/lib/content/audits';
import type { AppLocale } from '@/lib/i18n/locales';

type AuditListProps = {
  locale: AppLocale;
};

const resultStyles = {
  certified: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  verified: 'bg-brand-soft text-brand-strong ring-brand/20',
  completed: 'bg-surface text-ink ring-line',
} as const;

/** Every published audit, grouped by year, newest first (under the page's h2). */
export async function AuditList({ locale }: AuditListProps) {
  const t = await getTranslations({ locale, namespace: 'sustainability.audits' });
  const audits = getAudits().map((audit) => localizeAudit(audit, locale));
  return (
    <div className="space-y-12">
      {auditsByYear(audits).map(([year, inYear]) => (
        <section
          key={year}
          aria-labelledby={`audits-${year}`}
          className="grid gap-6 md:grid-cols-[8rem_1fr]"
        >
          <h3 id={`audits-${year}`} className="text-title font-bold text-brand md:pt-4">
            {year}
          </h3>
          <ul className="space-y-5">
            {inYear.map((audit) => (
              <li key={audit.id} id={audit.id} className="scroll-mt-24 card p-6 md:p-8">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <h4 className="text-xl font-semibold">{audit.standard}</h4>
                  <span
                    className={`rounded-full px-3 py-1 text-xs font-semibold ring-1 ${resultStyles[audit.result]}`}
                  >
                    {t(`results.${audit.result}`)}
                  </span>
                </div>
                <dl className="mt-5 grid gap-4 text-sm md:grid-cols-[10rem_1fr]">
                  <dt className="font-semibold text-muted">{t('certifier')}</dt>
                  <dd className="font-semibold text-ink">{audit.certifier}</dd>
                  <dt className="font-semibold text-muted">{t('scope')}</dt>
                  <dd className="leading-relaxed text-ink-soft">{audit.scope}</dd>
                  <dt className="font-semibold text-muted">{t('summary')}</dt>
                  <dd className="leading-relaxed text-ink-soft">{audit.summary}</dd>
                </dl>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
