import { getTranslations } from 'next-intl/server';

import { PageHeader } from '@/components/page/page-header';
import { HelpBand } from '@/components/support/help-band';
import { WarrantyCountries } from '@/components/support/warranty-countries';
import { getWarrantyCountries } from '@/lib/content/warranty';
import { Link } from '@/lib/i18n/navigation';
import { pageContext, pageMetadata, type LocaleRouteProps } from '@/lib/pages';

export const generateMetadata = pageMetadata('warrantyCountries');

export default async function WarrantyCountriesPage({ params }: LocaleRouteProps) {
  const { locale, texts, crumbs } = await pageContext(params, 'warrantyCountries');
  const t = await getTranslations({ locale, namespace: 'support.countries' });
  const countries = getWarrantyCountries();
  const outside = texts.sections.outside;

  return (
    <>
      <PageHeader locale={locale} crumbs={crumbs} heading={texts.heading} intro={texts.intro}>
        <p className="w-full text-sm font-semibold text-ink-soft">
          {t('count', {
            countries: String(countries.length),
            onSite: String(
              countries.filter((country) => country.plans.includes('care-plus')).length,
            ),
          })}
        </p>
      </PageHeader>
      <div className="container-site pb-12 md:pb-16">
        <WarrantyCountries locale={locale} />
      </div>
      {outside ? (
        <section aria-labelledby="countries-outside" className="container-site pb-12 md:pb-16">
          <div className="flex flex-col gap-4 rounded-[var(--radius-card)] bg-surface p-6 md:flex-row md:items-center md:justify-between md:p-8">
            <div>
              <h2 id="countries-outside" className="text-xl font-semibold">
                {outside.title}
              </h2>
              <p className="mt-1 text-muted">{outside.body}</p>
            </div>
            <Link href="/contacto" className="btn shrink-0 btn-secondary">
              {t('outsideCta')}
            </Link>
          </div>
        </section>
      ) : null}
      <HelpBand locale={locale} />
    </>
  );
}
