import { DisplayIllustration } from '@/components/illustrations/display-illustration';
import { commonActions } from '@/components/page/common-actions';
import { AccessoryCard } from '@/components/product/accessory-card';
import { ActionPanel } from '@/components/product/action-panel';
import { CardSection } from '@/components/product/card-section';
import { FreeDemoBand } from '@/components/product/demo-band';
import { HubHero } from '@/components/product/hub-hero';
import { PageSections } from '@/components/product/page-sections';
import { ProductCard } from '@/components/product/product-card';
import { ProductIllustration } from '@/components/product/product-illustration';
import { SoftwareCard } from '@/components/product/software-card';
import {
  getAccessory,
  getProduct,
  localizeAccessory,
  localizeProduct,
} from '@/lib/content/products';
import { getSoftware, localizeSoftware } from '@/lib/content/software';
import { Link } from '@/lib/i18n/navigation';
import { pageMetadata, pageTranslations, type LocaleRouteProps } from '@/lib/pages';

export const generateMetadata = pageMetadata('companies');

/** What turns a display into a meeting-room set: the computer inside it, the camera shelf, sharing. */
const meetingKit = ['ops-i5-1240p', 'ops-i5-14400', 'st41b', 'wireless-dongle'] as const;

export default async function CompaniesPage({ params }: LocaleRouteProps) {
  const {
    locale,
    t: [t, tCommon, tProduct],
  } = await pageTranslations(params, 'hubs.companies', 'common', 'product');
  const { demo, contact } = commonActions(tCommon);
  const led = localizeProduct(getProduct('shinelink-plus'), locale);

  return (
    <>
      <HubHero
        locale={locale}
        pageId="companies"
        actions={{
          primary: contact,
          secondary: demo,
        }}
        illustration={
          <DisplayIllustration variant="meeting" title={t('heroAlt')} className="w-full" priority />
        }
      />

      <PageSections locale={locale} pageId="companies" />

      <CardSection
        id="meeting-displays"
        title={t('displaysTitle')}
        intro={t('displaysBody')}
        columns={2}
      >
        {(['taurus', 'ia'] as const).map((id) => (
          <ProductCard key={id} locale={locale} product={localizeProduct(getProduct(id), locale)} />
        ))}
      </CardSection>

      <CardSection id="meeting-kit" title={t('kitTitle')} intro={t('kitBody')} columns={4} band>
        {meetingKit.map((id) => (
          <AccessoryCard
            key={id}
            locale={locale}
            accessory={localizeAccessory(getAccessory(id), locale)}
          />
        ))}
      </CardSection>

      <CardSection id="tools" title={t('toolsTitle')} columns={2}>
        {(['synetech-share', 'synetech-dms'] as const).map((id) => (
          <SoftwareCard
            key={id}
            locale={locale}
            software={localizeSoftware(getSoftware(id), locale)}
          />
        ))}
      </CardSection>

      <section className="container-site py-14 md:py-20" aria-labelledby="led">
        <div className="grid items-center gap-10 lg:grid-cols-2">
          <ProductIllustration illustration={led.illustration} className="w-full" />
          <div>
            <p className="eyebrow">{tProduct('tiers.led')}</p>
            <h2 id="led" className="mt-2 text-title font-bold text-balance">
              {t('ledTitle')}
            </h2>
            <p className="mt-4 text-lg text-pretty text-muted">{led.summary}</p>
            <Link
              href="/pantallas-led/shinelink-plus"
              className="mt-6 inline-block font-semibold text-brand hover:text-brand-strong"
            >
              {tProduct('seeProduct', { name: led.shortName })} →
            </Link>
          </div>
        </div>
      </section>

      <ActionPanel
        id="documentation"
        title={t('downloadsTitle')}
        body={t('downloadsBody')}
        actions={{
          primary: {
            href: '/soporte/descargas/pantallas-interactivas-empresas',
            label: t('downloadsCta'),
          },
          secondary: { href: '/soporte/asistencia-tecnica', label: t('assistanceCta') },
        }}
      />

      <FreeDemoBand locale={locale} withContact />
    </>
  );
}
