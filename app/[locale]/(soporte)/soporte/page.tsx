import { getTranslations } from 'next-intl/server';

import { PageHeader } from '@/components/page/page-header';
import { PageSection } from '@/components/page/page-section';
import { HeroActions } from '@/components/product/hero-actions';
import { WarrantyIllustration } from '@/components/support/illustrations/warranty-illustration';
import { LinkCardGrid, type LinkCard } from '@/components/support/link-card-grid';
import { SupportIcon } from '@/components/support/support-icon';
import { StepNumber } from '@/components/ui/step-number';
import { getCompany, telHref } from '@/lib/content/company';
import { supportLanguages } from '@/lib/content/facts';
import {
  getWarrantyCountries,
  getWarrantyTerms,
  HOME_COUNTRY,
  timeZoneName,
} from '@/lib/content/warranty';
import { localeInfo } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { pageContext, pageMetadata, type LocaleRouteProps } from '@/lib/pages';

export const generateMetadata = pageMetadata('support');

const cardIcons = {
  assistance: 'headset',
  warrantyLookup: 'search',
  downloads: 'download',
  spareParts: 'part',
  warranty: 'shield',
  carePlus: 'plus',
  ledRepair: 'wrench',
  warrantyCountries: 'globe',
  warrantySummary: 'table',
} as const satisfies Partial<Record<LinkCard['page'], LinkCard['icon']>>;

export default async function SupportPage({ params }: LocaleRouteProps) {
  const { locale, texts, crumbs } = await pageContext(params, 'support');
  const [t, tPages, tCountries] = await Promise.all([
    getTranslations({ locale, namespace: 'support.hub' }),
    getTranslations({ locale, namespace: 'pages' }),
    getTranslations({ locale, namespace: 'support.countries' }),
  ]);
  const { durationYears } = getWarrantyTerms();
  const { phones, emails } = getCompany();
  const phone = phones.main;
  // The hub's hours are the home country's row of the country table, not a second copy.
  const { hours } = getWarrantyCountries().find((c) => c.code === HOME_COUNTRY)!.channel;
  const languages = supportLanguages(locale);
  const cards: LinkCard[] = (Object.keys(cardIcons) as (keyof typeof cardIcons)[]).map((page) => ({
    page,
    icon: cardIcons[page],
    title: tPages(`${page}.label`),
    body: t(`cards.${page}`),
  }));

  return (
    <>
      <PageHeader locale={locale} crumbs={crumbs} heading={texts.heading} intro={texts.intro}>
        <HeroActions
          primary={{ href: '/soporte/asistencia-tecnica', label: t('assistanceCta') }}
          secondary={{ href: '/soporte/garantia/consulta-tu-garantia', label: t('lookupCta') }}
        />
      </PageHeader>

      <PageSection id="support-needs" title={t('needTitle')}>
        <div className="mt-6">
          <LinkCardGrid cards={cards} />
        </div>
      </PageSection>

      <section className="container-site pb-12 md:pb-16">
        <div className="grid items-center gap-8 rounded-[var(--radius-card)] bg-surface p-6 md:grid-cols-2 md:p-10">
          <div>
            <p className="eyebrow">{t('warrantyEyebrow')}</p>
            <h2 className="mt-3 text-2xl font-semibold text-balance md:text-3xl">
              {t('warrantyTitle', { years: String(durationYears) })}
            </h2>
            <p className="mt-3 text-muted">{t('warrantyBody')}</p>
            <p className="mt-6">
              <Link href="/soporte/garantia" className="btn btn-primary">
                {t('warrantyCta')}
              </Link>
            </p>
          </div>
          <WarrantyIllustration
            years={durationYears}
            priority
            title={t('warrantyAlt', { years: String(durationYears) })}
            className="mx-auto h-auto w-full max-w-md"
          />
        </div>
      </section>

      <section aria-labelledby="support-before" className="container-site pb-12 md:pb-16">
        <div className="grid gap-5 lg:grid-cols-2">
          <div className="card p-6 md:p-8">
            <h2 id="support-before" className="text-xl font-semibold">
              {t('beforeTitle')}
            </h2>
            <ol className="mt-5 space-y-4">
              {(['serial', 'symptom', 'media'] as const).map((step, index) => (
                <li key={step} className="flex gap-4">
                  <StepNumber number={index + 1} className="size-8 bg-ink text-sm" />
                  <span className="text-ink-soft">{t(`before.${step}`)}</span>
                </li>
              ))}
            </ol>
          </div>
          <div className="card p-6 md:p-8">
            <h2 className="text-xl font-semibold">{t('contactTitle')}</h2>
            <p className="mt-2 text-muted">
              {languages ? `${t('contactLanguages', { languages })} ` : null}
              {t('contactBody')}
            </p>
            <ul className="mt-5 space-y-3">
              <li className="flex items-center gap-3">
                <SupportIcon name="mail" className="size-5 text-brand" />
                <Link
                  href="/soporte/asistencia-tecnica"
                  className="font-semibold underline-offset-4 hover:underline"
                >
                  {tCountries('channelForm')}
                </Link>
              </li>
              {emails.support ? (
                <li className="flex items-center gap-3">
                  <SupportIcon name="mail" className="size-5 text-brand" />
                  <a
                    href={`mailto:${emails.support}`}
                    className="font-semibold underline-offset-4 hover:underline"
                  >
                    {emails.support}
                  </a>
                </li>
              ) : null}
              {phone ? (
                <li className="flex items-center gap-3">
                  <SupportIcon name="phone" className="size-5 text-brand" />
                  <a
                    href={telHref(phone)}
                    className="font-semibold underline-offset-4 hover:underline"
                  >
                    {phone}
                  </a>
                </li>
              ) : null}
              {hours ? (
                <li className="flex items-center gap-3">
                  <SupportIcon name="clock" className="size-5 text-brand" />
                  <span>
                    {tCountries('hoursValue', {
                      days: tCountries(`days.${hours.days}`),
                      from: hours.from,
                      to: hours.to,
                      zone: timeZoneName(hours.timeZone, localeInfo[locale].tag),
                    })}
                  </span>
                </li>
              ) : null}
            </ul>
            <p className="mt-5 text-sm">
              <Link
                href="/soporte/garantia/paises"
                className="font-semibold text-brand hover:underline"
              >
                {t('contactCountries')}
              </Link>
            </p>
          </div>
        </div>
      </section>
    </>
  );
}
