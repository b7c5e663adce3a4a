import { getTranslations } from 'next-intl/server';

import { PageHeader } from '@/components/page/page-header';
import { SplitSection } from '@/components/page/page-section';
import { PageSection } from '@/components/page/page-section';
import { collectionPages } from '@/components/support/downloads-collection-page';
import { HelpBand } from '@/components/support/help-band';
import { DownloadsIllustration } from '@/components/support/illustrations/downloads-illustration';
import { LedReferenceCard } from '@/components/support/led-reference-card';
import { SupportIcon } from '@/components/support/support-icon';
import { pages } from '@/config/pages';
import {
  getDownloads,
  getDownloadsData,
  interactiveCollections,
  isLedCode,
  latestDownloads,
} from '@/lib/content/downloads';
import { localeInfo } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { pageContext, pageMetadata, type LocaleRouteProps } from '@/lib/pages';

export const generateMetadata = pageMetadata('downloads');

export default async function DownloadsPage({ params }: LocaleRouteProps) {
  const { locale, texts, crumbs } = await pageContext(params, 'downloads');
  const [t, tPages] = await Promise.all([
    getTranslations({ locale, namespace: 'downloads' }),
    getTranslations({ locale, namespace: 'pages' }),
  ]);
  const date = new Intl.DateTimeFormat(localeInfo[locale].tag, {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });
  const latest = latestDownloads(locale, 5);

  return (
    <>
      <PageHeader locale={locale} crumbs={crumbs} heading={texts.heading} intro={texts.intro} />

      <SplitSection
        id="downloads-interactive"
        title={texts.sections.interactive?.title ?? ''}
        heading="lg"
        gridClassName="grid items-center gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]"
        aside={
          <DownloadsIllustration
            title={t('illustrationAlt')}
            priority
            className="mx-auto hidden h-auto w-full max-w-sm lg:block"
          />
        }
      >
        <p className="mt-3 text-lg text-muted">{texts.sections.interactive?.body}</p>
        <ul className="mt-8 grid gap-4 sm:grid-cols-3">
          {interactiveCollections.map((collection) => {
            const id = collectionPages[collection];
            return (
              <li
                key={collection}
                className="group relative flex flex-col card p-5 transition-shadow focus-within:shadow-lg hover:shadow-lg"
              >
                <SupportIcon name="document" className="size-7 text-brand" />
                <Link
                  href={pages[id].pathname}
                  className="mt-3 font-semibold text-ink group-hover:text-brand after:absolute after:inset-0 after:rounded-[var(--radius-card)]"
                >
                  {tPages(`${id}.label`)}
                </Link>
                <p className="mt-auto pt-2 text-sm text-muted">
                  {t('filesCount', { count: getDownloads(collection, locale).length })}
                </p>
              </li>
            );
          })}
        </ul>
      </SplitSection>

      <section aria-labelledby="downloads-led" className="container-site pb-12 md:pb-16">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="downloads-led" className="text-title font-bold">
              {texts.sections.led?.title}
            </h2>
            <p className="mt-3 text-lg text-muted">{texts.sections.led?.body}</p>
          </div>
          <Link
            href="/soporte/descargas/pantallas-led"
            className="font-semibold text-brand hover:underline"
          >
            {t('allLed')}
          </Link>
        </div>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {getDownloadsData().ledReferences.map((reference) => (
            <LedReferenceCard key={reference.code} locale={locale} reference={reference} />
          ))}
        </ul>
      </section>

      <PageSection id="downloads-latest" title={t('latestTitle')}>
        <ul className="mt-6 divide-y divide-line overflow-hidden card">
          {latest.map((item) => {
            const collectionLabel = isLedCode(item.collection)
              ? item.collection
              : tPages(`${collectionPages[item.collection]}.label`);
            const href = isLedCode(item.collection)
              ? ({
                  pathname: '/soporte/descargas/pantallas-led/[code]',
                  params: { code: item.collection },
                } as const)
              : pages[collectionPages[item.collection]].pathname;
            return (
              <li
                key={item.id}
                className="relative flex flex-col gap-1 p-5 sm:flex-row sm:items-center sm:gap-6"
              >
                <time dateTime={item.date} className="w-32 shrink-0 text-sm text-muted">
                  {date.format(new Date(`${item.date}T00:00:00Z`))}
                </time>
                <span className="flex-1">
                  <Link
                    href={
                      typeof href === 'string'
                        ? { pathname: href, hash: item.id }
                        : { ...href, hash: item.id }
                    }
                    className="font-semibold text-ink after:absolute after:inset-0 hover:text-brand"
                  >
                    {isLedCode(item.collection) ? `${item.title} · ${item.collection}` : item.title}
                  </Link>
                  <span className="block text-sm text-muted">
                    {t(`types.${item.type}`)} · {collectionLabel} ·{' '}
                    {t('versionShort', { version: item.version })}
                  </span>
                </span>
              </li>
            );
          })}
        </ul>
      </PageSection>

      <HelpBand locale={locale} />
    </>
  );
}
