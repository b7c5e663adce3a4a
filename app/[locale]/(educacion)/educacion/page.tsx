import { DisplayIllustration } from '@/components/illustrations/display-illustration';
import { commonActions } from '@/components/page/common-actions';
import { CardSection } from '@/components/product/card-section';
import { DemoBand } from '@/components/product/demo-band';
import { HubHero } from '@/components/product/hub-hero';
import { LatestArticles } from '@/components/product/latest-articles';
import { PageSections } from '@/components/product/page-sections';
import { RangeSection } from '@/components/product/range-section';
import { SoftwareCard } from '@/components/product/software-card';
import { WarrantyCallout } from '@/components/product/warranty-callout';
import { getSoftware, localizeSoftware } from '@/lib/content/software';
import { pageMetadata, pageTranslations, type LocaleRouteProps } from '@/lib/pages';

export const generateMetadata = pageMetadata('education');

export default async function EducationPage({ params }: LocaleRouteProps) {
  const {
    locale,
    t: [t, tCommon, tHome],
  } = await pageTranslations(params, 'hubs.education', 'common', 'home');
  const { demo } = commonActions(tCommon);
  const software = (['edsuite', 'synetech-class', 'bytello-class'] as const).map((id) =>
    localizeSoftware(getSoftware(id), locale),
  );

  return (
    <>
      <HubHero
        locale={locale}
        pageId="education"
        actions={{
          primary: demo,
          secondary: { href: '/pantallas-interactivas-educacion', label: tCommon('seeRange') },
        }}
        illustration={
          <DisplayIllustration variant="taurus" title={t('heroAlt')} className="w-full" priority />
        }
      />

      <PageSections locale={locale} pageId="education" />

      <RangeSection locale={locale} id="range" title={t('rangeTitle')} intro={tHome('rangeBody')} />

      <CardSection
        id="software"
        title={t('softwareTitle')}
        intro={tHome('edsuiteBody')}
        columns={3}
        band
      >
        {software.map((entry) => (
          <SoftwareCard key={entry.id} locale={locale} software={entry} />
        ))}
      </CardSection>

      <div className="container-site py-14 md:py-20">
        <WarrantyCallout locale={locale} />
      </div>

      <LatestArticles locale={locale} id="ideas" title={t('newsTitle')} />

      <DemoBand title={tHome('demoTitle')} body={tHome('demoBody')} action={demo} />
    </>
  );
}
