import { getTranslations } from 'next-intl/server';

import { getWarrantyTerms } from '@/lib/content/warranty';
import type { AppLocale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';

type WarrantyCalloutProps = {
  locale: AppLocale;
  /** The plans' one-line descriptions instead of the summary paragraph. */
  detailed?: boolean;
};

/** The five-year service promise, on a dark panel, linking to the warranty pages. */
export async function WarrantyCallout({ locale, detailed = false }: WarrantyCalloutProps) {
  const [t, tCommon] = await Promise.all([
    getTranslations({ locale, namespace: 'home' }),
    getTranslations({ locale, namespace: 'common' }),
  ]);
  const { durationYears } = getWarrantyTerms();
  return (
    <section
      aria-labelledby="warranty"
      className="flex flex-col justify-between rounded-[var(--radius-card)] bg-ink p-8 text-white md:p-10"
    >
      <div className="flex items-start gap-6">
        <p className="text-7xl leading-none font-bold tracking-tight text-accent">
          {durationYears}
          <span className="sr-only"> {t('warrantyYears')}</span>
        </p>
        <div>
          <h2 id="warranty" className="text-2xl font-bold md:text-3xl">
            {t('warrantyTitle')}
          </h2>
          {detailed ? (
            <ul className="mt-4 space-y-2 text-white/80">
              <li>{t('warrantyCare')}</li>
              <li>{t('warrantyCarePlus')}</li>
            </ul>
          ) : (
            <p className="mt-3 text-white/80">{t('warrantyBody')}</p>
          )}
        </div>
      </div>
      <Link
        href="/soporte/garantia"
        className="mt-8 btn self-start text-white ring-1 ring-white/30 hover:ring-white"
      >
        {tCommon('learnMore')}
      </Link>
    </section>
  );
}
