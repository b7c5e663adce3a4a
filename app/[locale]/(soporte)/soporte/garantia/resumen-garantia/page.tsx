import { getTranslations } from 'next-intl/server';

import { PageHeader } from '@/components/page/page-header';
import { PageSection } from '@/components/page/page-section';
import { HeroActions } from '@/components/product/hero-actions';
import { HelpBand } from '@/components/support/help-band';
import { WarrantyComparison } from '@/components/support/warranty-comparison';
import { WarrantyExclusions } from '@/components/support/warranty-exclusions';
import { pageContext, pageMetadata, type LocaleRouteProps } from '@/lib/pages';

export const generateMetadata = pageMetadata('warrantySummary');

export default async function WarrantySummaryPage({ params }: LocaleRouteProps) {
  const { locale, texts, crumbs } = await pageContext(params, 'warrantySummary');
  const t = await getTranslations({ locale, namespace: 'support.summary' });

  return (
    <>
      <PageHeader locale={locale} crumbs={crumbs} heading={texts.heading} intro={texts.intro}>
        <HeroActions
          primary={{ href: '/soporte/garantia/synetech-care-plus', label: t('carePlusCta') }}
        />
      </PageHeader>

      <PageSection id="summary-table" title={t('tableTitle')} heading="lg">
        <div className="mt-8">
          <WarrantyComparison locale={locale} />
        </div>
      </PageSection>

      <WarrantyExclusions locale={locale} />
      <HelpBand locale={locale} />
    </>
  );
}
