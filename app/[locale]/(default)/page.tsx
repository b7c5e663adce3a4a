import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

import { DisplayIllustration } from '@/components/illustrations/display-illustration';
import { LedWallIllustration } from '@/components/illustrations/led-wall-illustration';
import { commonActions } from '@/components/page/common-actions';
import { GlowPanel } from '@/components/page/cta-band';
import { CardSection } from '@/components/product/card-section';
import { HeroActions } from '@/components/product/hero-actions';
import { LatestArticles } from '@/components/product/latest-articles';
import { ProductIllustration } from '@/components/product/product-illustration';
import { RangeSection } from '@/components/product/range-section';
import { SectionHeading } from '@/components/product/section-heading';
import { SoftwareCard } from '@/components/product/software-card';
import { WarrantyCallout } from '@/components/product/warranty-callout';
import { pages } from '@/config/pages';
import { aiModelNames, builtInAiDisplays } from '@/lib/content/facts';
import { getProduct, localizeProduct } from '@/lib/content/products';
import { getEdsuiteMembers, localizeSoftware } from '@/lib/content/software';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale, pageTranslations, type LocaleRouteProps } from '@/lib/pages';
import { buildMetadata } from '@/lib/seo';

const heroPoints = ['picture', 'software', 'service'] as const;
const aiPoints = ['assistant', 'drawing', 'subtitles', 'training'] as const;

export async function generateMetadata({ params }: LocaleRouteProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'pages.home' });
  return buildMetadata({
    locale,
    href: '/',
    title: t('title'),
    description: t('description'),
    absoluteTitle: true,
  });
}

export default async function HomePage({ params }: LocaleRouteProps) {
  const {
    locale,
    t: [t, tPages, tCommon, tProduct],
  } = await pageTranslations(params, 'home', 'pages', 'common', 'product');
  const { demo } = commonActions(tCommon);
  const ia = localizeProduct(getProduct('ia'), locale);
  const members = getEdsuiteMembers().map((entry) => localizeSoftware(entry, locale));
  const sectors: Array<{ id: 'education' | 'companies' | 'retail'; drawing: ReactNode }> = [
    { id: 'education', drawing: <DisplayIllustration variant="cyse" className="w-full" /> },
    { id: 'companies', drawing: <DisplayIllustration variant="meeting" className="w-full" /> },
    { id: 'retail', drawing: <LedWallIllustration className="w-full" /> },
  ];

  return (
    <>
      <section className="relative overflow-hidden bg-night text-white">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(ellipse_at_70%_20%,rgba(31,79,224,0.5),transparent_60%)]"
        />
        <div className="relative container-site grid items-center gap-10 py-14 md:py-24 lg:grid-cols-2">
          <div>
            <p className="eyebrow text-accent">{t('heroEyebrow')}</p>
            <h1 className="mt-4 text-display font-bold text-balance">{t('heroTitle')}</h1>
            <p className="mt-6 max-w-xl text-lg leading-relaxed text-white/80">
              {t('heroBody', {
                aiModels: aiModelNames(locale),
                aiCount: builtInAiDisplays().length,
              })}
            </p>
            <div className="mt-9 flex flex-wrap gap-3">
              <HeroActions
                tone="dark"
                primary={demo}
                secondary={{
                  href: '/pantallas-interactivas-educacion',
                  label: tCommon('seeRange'),
                }}
              />
            </div>
            <ul className="mt-10 flex flex-wrap gap-x-6 gap-y-2 text-sm text-white/80">
              {heroPoints.map((point) => (
                <li key={point} className="flex items-center gap-2">
                  <span aria-hidden="true" className="size-1.5 rounded-full bg-accent" />
                  {t(`heroPoints.${point}`)}
                </li>
              ))}
            </ul>
          </div>
          <DisplayIllustration
            variant="taurus"
            title={t('heroAlt')}
            className="w-full max-w-xl justify-self-center"
            priority
          />
        </div>
      </section>

      <RangeSection locale={locale} id="range" title={t('rangeTitle')} intro={t('rangeBody')} />

      <section className="bg-night py-16 text-white md:py-24" aria-labelledby="ai">
        <div className="container-site grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
          <ProductIllustration illustration={ia.illustration} className="w-full" />
          <div>
            <p className="eyebrow text-accent">{ia.name}</p>
            <h2 id="ai" className="mt-3 text-title font-bold text-balance">
              {t('aiTitle')}
            </h2>
            <p className="mt-5 text-lg leading-relaxed text-white/80">{t('aiBody')}</p>
            <ul className="mt-8 grid gap-3 sm:grid-cols-2">
              {aiPoints.map((point) => (
                <li
                  key={point}
                  className="flex gap-3 rounded-xl bg-white/5 p-4 outline outline-white/10"
                >
                  <span aria-hidden="true" className="text-accent">
                    ✦
                  </span>
                  {t(`aiPoints.${point}`)}
                </li>
              ))}
            </ul>
            <Link href="/pantallas-interactivas-educacion/ia" className="mt-8 btn btn-on-dark">
              {tProduct('seeProduct', { name: ia.name })}
            </Link>
          </div>
        </div>
      </section>

      <CardSection
        id="edsuite"
        title={t('edsuiteTitle')}
        intro={t('edsuiteBody')}
        action={
          <Link href="/software-educativo-edsuite" className="btn btn-primary">
            {t('edsuiteCta')}
          </Link>
        }
      >
        {members.map((member) => (
          <SoftwareCard key={member.id} locale={locale} software={member} />
        ))}
      </CardSection>

      <div className="container-site grid gap-5 lg:grid-cols-2">
        <GlowPanel tone="brand" className="flex flex-col justify-between md:p-10">
          <div className="relative">
            <h2 className="text-2xl font-bold md:text-3xl">{t('demoTitle')}</h2>
            <p className="mt-4 leading-relaxed text-white/85">{t('demoBody')}</p>
          </div>
          <Link
            href="/demo-gratuita-de-pantalla-interactiva"
            className="relative mt-8 btn self-start btn-on-dark"
          >
            {tCommon('requestDemo')}
          </Link>
        </GlowPanel>
        <WarrantyCallout locale={locale} detailed />
      </div>

      <section className="container-site py-16 md:py-24" aria-labelledby="sectors">
        <SectionHeading id="sectors" title={t('sectorsTitle')} />
        <ul className="mt-10 grid gap-5 md:grid-cols-3">
          {sectors.map(({ id, drawing }) => (
            <li key={id} className="group relative flex flex-col overflow-hidden card">
              <div className="bg-gradient-to-b from-surface to-brand-soft/40 px-6 pt-6">
                {drawing}
              </div>
              <div className="p-6">
                <h3 className="text-xl font-semibold">
                  <Link
                    href={pages[id].pathname}
                    className="after:absolute after:inset-0 hover:text-brand"
                  >
                    {tPages(`${id}.label`)}
                  </Link>
                </h3>
                <p className="mt-2 text-pretty text-muted">{tPages(`${id}.intro`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <LatestArticles locale={locale} id="latest" title={t('newsTitle')} />
    </>
  );
}
