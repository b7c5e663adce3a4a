import { PageHeader } from '@/components/page/page-header';
import { PartsCatalogue } from '@/components/parts/parts-catalogue';
import { HelpBand } from '@/components/support/help-band';
import { ScanLabelAside } from '@/components/support/scan-label-aside';
import { pageContext, pageMetadata, type LocaleRouteProps } from '@/lib/pages';

export const generateMetadata = pageMetadata('spareParts');

export default async function SparePartsPage({ params }: LocaleRouteProps) {
  const { locale, texts, crumbs } = await pageContext(params, 'spareParts');
  return (
    <>
      <PageHeader locale={locale} crumbs={crumbs} heading={texts.heading} intro={texts.intro} />
      <PartsCatalogue locale={locale} />
      <ScanLabelAside locale={locale} />
      <HelpBand locale={locale} />
    </>
  );
}
