import { commonActions } from '@/components/page/common-actions';
import { ActionPanel } from '@/components/product/action-panel';
import { LedProjectBand } from '@/components/product/demo-band';
import { HubHero } from '@/components/product/hub-hero';
import { PageSections } from '@/components/product/page-sections';
import { ProductIllustration } from '@/components/product/product-illustration';
import { SectionHeading } from '@/components/product/section-heading';
import { SizesTable } from '@/components/product/sizes-table';
import { getProduct, localizeProduct } from '@/lib/content/products';
import { Link } from '@/lib/i18n/navigation';
import { pageMetadata, pageTranslations, type LocaleRouteProps } from '@/lib/pages';

export const generateMetadata = pageMetadata('retail');

export default async function RetailPage({ params }: LocaleRouteProps) {
  const {
    locale,
    t: [t, tCommon, tProduct],
  } = await pageTranslations(params, 'hubs.retail', 'common', 'product');
  const { contact } = commonActions(tCommon);
  const led = localizeProduct(getProduct('shinelink-plus'), locale);
  const seeLed = tProduct('seeProduct', { name: led.shortName });

  return (
    <>
      <HubHero
        locale={locale}
        pageId="retail"
        actions={{
          primary: contact,
          secondary: { href: '/pantallas-led/shinelink-plus', label: seeLed },
        }}
        illustration={
          <ProductIllustration illustration={led.illustration} className="w-full" priority />
        }
      />

      <PageSections locale={locale} pageId="retail" />

      <section className="container-site py-14 md:py-20" aria-labelledby="shinelink">
        <SectionHeading
          id="shinelink"
          eyebrow={tProduct('tiers.led')}
          title={t('ledTitle')}
          intro={led.tagline}
          action={
            <Link
              href="/pantallas-led/shinelink-plus"
              className="font-semibold text-brand hover:text-brand-strong"
            >
              {seeLed} →
            </Link>
          }
        />
        <ul className="mt-10 grid gap-5 md:grid-cols-2 lg:grid-cols-4">
          {led.benefits.map((benefit) => (
            <li key={benefit.title} className="card p-6">
              <h3 className="text-lg font-semibold">{benefit.title}</h3>
              <p className="mt-2 text-pretty text-muted">{benefit.body}</p>
            </li>
          ))}
        </ul>
        <div className="mt-10">
          <SizesTable locale={locale} product={led} />
        </div>
      </section>

      <ActionPanel
        id="led-service"
        title={t('serviceTitle')}
        body={t('serviceBody')}
        actions={{
          primary: { href: '/soporte/reparacion-pantallas-led', label: t('repairCta') },
          secondary: { href: '/soporte/descargas/pantallas-led', label: t('downloadsCta') },
        }}
      />

      <LedProjectBand locale={locale} />
    </>
  );
}
