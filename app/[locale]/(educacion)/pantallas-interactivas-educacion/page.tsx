import { DisplayIllustration } from '@/components/illustrations/display-illustration';
import { commonActions } from '@/components/page/common-actions';
import { AccessoryCard } from '@/components/product/accessory-card';
import { ActionPanel } from '@/components/product/action-panel';
import { CardSection } from '@/components/product/card-section';
import { ComparisonTable } from '@/components/product/comparison-table';
import { FreeDemoBand } from '@/components/product/demo-band';
import { HubHero } from '@/components/product/hub-hero';
import { RangeSection } from '@/components/product/range-section';
import { RoomSizeTable } from '@/components/product/room-size-table';
import { SectionHeading } from '@/components/product/section-heading';
import { pages } from '@/config/pages';
import {
  displayComparison,
  displayGuide,
  getAccessories,
  getDisplays,
  localizeAccessory,
} from '@/lib/content/products';
import { Link } from '@/lib/i18n/navigation';
import { pageMetadata, pageTranslations, type LocaleRouteProps } from '@/lib/pages';

export const generateMetadata = pageMetadata('displays');

export default async function DisplaysPage({ params }: LocaleRouteProps) {
  const {
    locale,
    t: [t, tProduct, tPages, tCommon],
  } = await pageTranslations(params, 'hubs.displays', 'product', 'pages', 'common');
  const { demo } = commonActions(tCommon);
  const accessories = getAccessories().map((accessory) => localizeAccessory(accessory, locale));

  return (
    <>
      <HubHero
        locale={locale}
        pageId="displays"
        eyebrow={tProduct('range')}
        actions={{
          primary: { href: '#compare', label: t('compareTitle') },
          secondary: demo,
        }}
        illustration={
          <DisplayIllustration variant="cyse" title={t('heroAlt')} className="w-full" priority />
        }
      />

      <RangeSection locale={locale} id="range" title={tProduct('range')} />

      <section className="container-site py-14 md:py-20" aria-labelledby="compare">
        <SectionHeading id="compare" title={t('compareTitle')} intro={t('compareIntro')} />
        <div className="mt-10">
          <ComparisonTable
            locale={locale}
            comparison={displayComparison(locale)}
            caption={tProduct('compareCaption')}
          />
        </div>
      </section>

      <section className="bg-surface py-14 md:py-20" aria-labelledby="choose">
        <div className="container-site">
          <SectionHeading id="choose" title={t('chooseTitle')} />
          <div className="mt-10 grid gap-6 lg:grid-cols-2">
            <div className="card p-7">
              <h3 className="text-xl font-semibold">{t('chooseSizeTitle')}</h3>
              <RoomSizeTable locale={locale} variant="card" />
            </div>
            <div className="card p-7">
              <h3 className="text-xl font-semibold">{t('chooseModelTitle')}</h3>
              <dl className="mt-5 space-y-4">
                {displayGuide(getDisplays()).map((row) => (
                  <div key={row.id}>
                    <dt>
                      <Link
                        href={pages[row.page].pathname}
                        className="font-semibold text-brand hover:text-brand-strong"
                      >
                        {tPages(`${row.page}.label`)}
                      </Link>
                      <span className="text-muted"> · {tProduct(`tiers.${row.tier}`)}</span>
                    </dt>
                    <dd className="mt-1 text-pretty text-muted">{t(`use.${row.id}`)}</dd>
                  </div>
                ))}
              </dl>
            </div>
          </div>
        </div>
      </section>

      <CardSection
        id="accessories"
        title={t('accessoriesTitle')}
        intro={tProduct('accessoriesIntro')}
        columns={3}
      >
        {accessories.map((accessory) => (
          <AccessoryCard key={accessory.id} locale={locale} accessory={accessory} />
        ))}
      </CardSection>

      <ActionPanel
        id="software"
        title={t('softwareTitle')}
        body={t('softwareBody')}
        actions={{ primary: { href: '/software-educativo-edsuite', label: tCommon('learnMore') } }}
        dark
      />

      <FreeDemoBand locale={locale} withContact />
    </>
  );
}
