import { getTranslations } from 'next-intl/server';

import { SplitSection } from '@/components/page/page-section';
import { getWarrantyTerms } from '@/lib/content/warranty';
import type { AppLocale } from '@/lib/i18n/locales';

type WarrantyExclusionsProps = {
  locale: AppLocale;
};

/** What the warranty does not cover, from content/warranty-terms.json. */
export async function WarrantyExclusions({ locale }: WarrantyExclusionsProps) {
  const t = await getTranslations({ locale, namespace: 'support.warranty' });
  const { exclusions } = getWarrantyTerms();
  return (
    <SplitSection
      id="warranty-exclusions"
      title={t('exclusionsTitle')}
      gridClassName="grid gap-8 md:grid-cols-[minmax(0,20rem)_1fr]"
      aside={
        <ul className="grid gap-3 sm:grid-cols-2">
          {exclusions.map((exclusion) => (
            <li
              key={exclusion.es}
              className="rounded-xl border border-line bg-white p-4 text-sm leading-relaxed text-ink-soft"
            >
              {exclusion[locale]}
            </li>
          ))}
        </ul>
      }
    >
      <p className="mt-3 text-muted">{t('exclusionsIntro')}</p>
    </SplitSection>
  );
}
