import { getTranslations } from 'next-intl/server';

import { WarrantyComparison } from '@/components/support/warranty-comparison';
import type { AppLocale } from '@/lib/i18n/locales';

type CarePlanComparisonProps = { locale: AppLocale };

/**
 * Synetech Care and Care+ compared before the request form: the warranty summary's table, so the
 * services of each plan have one source (content/warranty-terms.json).
 */
export async function CarePlanComparison({ locale }: CarePlanComparisonProps) {
  const t = await getTranslations({ locale, namespace: 'forms.carePlus' });
  return (
    <section aria-labelledby="care-compare" className="container-site pb-12 md:pb-16">
      <h2 id="care-compare" className="text-2xl font-bold tracking-tight md:text-3xl">
        {t('compareTitle')}
      </h2>
      <p className="mt-3 max-w-2xl text-muted">{t('compareIntro')}</p>
      <div className="mt-6">
        <WarrantyComparison locale={locale} />
      </div>
    </section>
  );
}
