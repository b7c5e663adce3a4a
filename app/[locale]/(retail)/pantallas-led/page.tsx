import { commonActions } from '@/components/page/common-actions';
import { LedProjectBand } from '@/components/product/demo-band';
import { HubHero } from '@/components/product/hub-hero';
import { PageSections } from '@/components/product/page-sections';
import { ProductCard } from '@/components/product/product-card';
import { ProductIllustration } from '@/components/product/product-illustration';
import { SectionHeading } from '@/components/product/section-heading';
import { SizesTable } from '@/components/product/sizes-table';
import { ledCodes } from '@/lib/content/downloads/ids';
import { getProduct, localizeProduct } from '@/lib/content/products';
import { Link } from '@/lib/i18n/navigation';
import { pageMetadata, pageTranslations, type LocaleRouteProps } from '@/lib/pages';

export const generateMetadata = pageMetadata('led');

export default async function LedPage({ params }: LocaleRouteProps) {
  const {
    locale,
    t: [t, tPages, tCommon, tProduct],
  } = await pageTranslations(params, 'hubs.led', 'pages', 'common', 'product');
  const { contact } = commonActions(tCommon);
  const led = localizeProduct(getProduct('shinelink-plus'), locale);

  return (
    <>
      <HubHero
        locale={locale}
        pageId="led"
        eyebrow={tProduct('tiers.led')}
        highlights={led.highlights}
        highlightsLabel={tProduct('highlights')}
        actions={{
          primary: {
            href: '/pantallas-led/shinelink-plus',
            label: tProduct('seeProduct', { name: led.shortName }),
          },
          secondary: contact,
        }}
        illustration={
          <ProductIllustration illustration={led.illustration} className="w-full" priority />
        }
      />

      <PageSections locale={locale} pageId="led" />

      <section className="container-site py-14 md:py-20" aria-labelledby="line">
        <SectionHeading id="line" title={tProduct('range')} intro={tProduct('sizesIntroLed')} />
        <div className="mt-10 grid gap-8 lg:grid-cols-[1fr_2fr]">
          <ProductCard locale={locale} product={led} />
          <SizesTable locale={locale} product={led} />
        </div>
      </section>

      <section className="bg-surface py-14 md:py-20" aria-labelledby="references">
        <div className="container-site">
          <SectionHeading
            id="references"
            title={t('referencesTitle')}
            intro={t('referencesBody')}
          />
          <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {ledCodes.map((code) => (
              <li key={code}>
                <Link
                  href={{ pathname: '/soporte/descargas/pantallas-led/[code]', params: { code } }}
                  className="flex items-center justify-between card p-5 font-semibold hover:text-brand"
                >
                  {t('reference', { code })}
                  <span aria-hidden="true">→</span>
                </Link>
              </li>
            ))}
          </ul>
          <p className="mt-8">
            <Link
              href="/soporte/reparacion-pantallas-led"
              className="font-semibold text-brand hover:text-brand-strong"
            >
              {tPages('ledRepair.label')} →
            </Link>
          </p>
        </div>
      </section>

      <LedProjectBand locale={locale} />
    </>
  );
}
