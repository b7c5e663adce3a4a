import { getTranslations } from 'next-intl/server';

import { getCompany } from '@/lib/content/company';
import { getJobOpenings } from '@/lib/content/jobs';
import type { AppLocale } from '@/lib/i18n/locales';

type JobOpeningsProps = { locale: AppLocale };

function ApplyLink({ label }: { label: string }) {
  return (
    <a
      href="#formulario"
      className="mt-6 inline-flex items-center gap-1 self-start font-semibold text-brand hover:underline"
    >
      {label}
      <span aria-hidden="true">→</span>
    </a>
  );
}

/**
 * The open positions (content/jobs.json, empty until the company confirms one), each leading to the
 * application form below, and the speculative application that is always open.
 */
export async function JobOpenings({ locale }: JobOpeningsProps) {
  const t = await getTranslations({ locale, namespace: 'forms.jobs' });
  const openings = getJobOpenings(locale);
  const email = getCompany().emails.careers;
  return (
    <section aria-labelledby="openings-heading" className="container-site pb-12 md:pb-16">
      <h2 id="openings-heading" className="text-2xl font-bold tracking-tight md:text-3xl">
        {t('openingsTitle')}
      </h2>
      {openings.length === 0 ? <p className="mt-4 text-muted">{t('none')}</p> : null}
      <ul className="mt-6 grid gap-5 md:grid-cols-2">
        {openings.map((job) => (
          <li key={job.id} className="flex flex-col card p-6 md:p-7">
            <p className="eyebrow">{job.department}</p>
            <h3 className="mt-2 text-xl font-semibold text-balance">{job.title}</h3>
            <p className="mt-3 leading-relaxed text-muted">{job.summary}</p>
            <dl className="mt-5 flex flex-wrap gap-2 text-sm">
              {[
                [t('location'), job.location],
                [t('schedule'), t(`schedules.${job.schedule}`)],
                [t('mode'), t(`remote.${job.mode}`)],
              ].map(([term, value]) => (
                <div key={term} className="rounded-full bg-surface px-3 py-1">
                  <dt className="sr-only">{term}</dt>
                  <dd className="font-medium text-ink-soft">{value}</dd>
                </div>
              ))}
            </dl>
            <ApplyLink label={t('apply')} />
          </li>
        ))}
        <li className="flex flex-col rounded-[var(--radius-card)] border border-dashed border-ink/20 p-6 md:p-7">
          <h3 className="text-xl font-semibold">{t('openApplicationTitle')}</h3>
          <p className="mt-3 leading-relaxed text-muted">{t('openApplicationBody')}</p>
          {email ? (
            <p className="mt-3 text-muted">
              {t.rich('email', {
                email,
                link: (chunks) => (
                  <a href={`mailto:${email}`} className="text-brand underline">
                    {chunks}
                  </a>
                ),
              })}
            </p>
          ) : null}
          <ApplyLink label={t('apply')} />
        </li>
      </ul>
    </section>
  );
}
