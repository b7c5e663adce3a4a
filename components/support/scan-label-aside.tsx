import { getTranslations } from 'next-intl/server';

import { SplitSection } from '@/components/page/page-section';
import { SectionTerms } from '@/components/page/section-terms';
import { PartLabel } from '@/components/parts/part-label';
import { getSpareParts } from '@/lib/content/spare-parts';
import type { AppLocale } from '@/lib/i18n/locales';
import { getPageTexts } from '@/lib/pages';

type ScanLabelAsideProps = {
  locale: AppLocale;
};

/** How to find a part: by model in the catalogue, or by scanning the label on the part itself. */
export async function ScanLabelAside({ locale }: ScanLabelAsideProps) {
  const [texts, t] = await Promise.all([
    getPageTexts(locale, 'spareParts'),
    getTranslations({ locale, namespace: 'pages.sparePart' }),
  ]);
  const sample = getSpareParts()[0]!;
  return (
    <SplitSection
      id="scan-label"
      title={t('labelTitle')}
      className="container-site pb-16"
      gridClassName="grid items-center gap-8 card p-6 md:grid-cols-[minmax(0,1fr)_22rem] md:p-10"
      aside={
        <PartLabel
          partNumber={sample.partNumber}
          token={sample.token}
          title={t('labelAlt', { partNumber: sample.partNumber, token: sample.token })}
          className="h-auto w-full drop-shadow-md"
        />
      }
    >
      <SectionTerms sections={texts.sections} className="mt-5 space-y-5" />
    </SplitSection>
  );
}
