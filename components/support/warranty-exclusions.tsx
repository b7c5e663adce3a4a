import { getTranslations } from 'next-intl/server';

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
    <section aria-labelledby="warranty-exclusions" className="container-site pb-12 md:pb-16">
      <div className="grid gap-8 md:grid-cols-[minmax(0,20rem)_1fr]">
        <div>
          <h2 id="warranty-exclusions" className="text-2xl font-semibold">
            {t('exclusionsTitle')}
          </h2>
          <p className="mt-3 text-muted">{t('exclusionsIntro')}</p>
        </div>
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
      </div>
    </section>
  );
}
