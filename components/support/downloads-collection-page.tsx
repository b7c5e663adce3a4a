import { getTranslations } from 'next-intl/server';

import { PageHeader } from '@/components/page/page-header';
import { SectionTerms } from '@/components/page/section-terms';
import { pages } from '@/config/pages';
import { getDownloads, type InteractiveCollection } from '@/lib/content/downloads';
import { Link } from '@/lib/i18n/navigation';
import { pageContext, pageMetadata, type LocaleRouteProps } from '@/lib/pages';

import { DownloadList } from './download-list';
import { HelpBand } from './help-band';

/** The downloads page of each interactive collection. */
export const collectionPages = {
  general: 'downloadsInteractive',
  education: 'downloadsEducation',
  companies: 'downloadsCompanies',
} as const satisfies Record<InteractiveCollection, keyof typeof pages>;

/** A downloads page listing one interactive collection: `generateMetadata` and the page. */
export function downloadsCollectionPage(collection: InteractiveCollection) {
  const id = collectionPages[collection];

  async function Page({ params }: LocaleRouteProps) {
    const { locale, texts, crumbs } = await pageContext(params, id);
    const [t, tPages] = await Promise.all([
      getTranslations({ locale, namespace: 'downloads' }),
      getTranslations({ locale, namespace: 'pages' }),
    ]);
    const items = getDownloads(collection, locale);
    const others = (Object.keys(collectionPages) as InteractiveCollection[]).filter(
      (other) => other !== collection,
    );

    return (
      <>
        <PageHeader locale={locale} crumbs={crumbs} heading={texts.heading} intro={texts.intro}>
          <p className="w-full text-sm font-semibold text-ink-soft">
            {t('filesCount', { count: items.length })}
          </p>
        </PageHeader>
        <div className="container-site grid gap-10 pb-12 md:pb-16 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <section aria-label={texts.heading}>
            <DownloadList locale={locale} items={items} />
          </section>
          <aside className="space-y-6 lg:sticky lg:top-24 lg:self-start">
            {Object.entries(texts.sections).length > 0 ? (
              <div className="rounded-[var(--radius-card)] bg-surface p-6">
                <h2 className="text-base font-semibold">{t('forWhom')}</h2>
                <SectionTerms sections={texts.sections} className="mt-4 space-y-4 text-sm" />
              </div>
            ) : null}
            <nav
              aria-labelledby="downloads-more"
              className="rounded-[var(--radius-card)] bg-surface p-6"
            >
              <h2 id="downloads-more" className="text-base font-semibold">
                {t('moreDownloads')}
              </h2>
              <ul className="mt-4 space-y-2 text-sm">
                {others.map((other) => (
                  <li key={other}>
                    <Link
                      href={pages[collectionPages[other]].pathname}
                      className="font-semibold text-brand underline-offset-4 hover:underline"
                    >
                      {tPages(`${collectionPages[other]}.label`)}
                    </Link>
                  </li>
                ))}
                <li>
                  <Link
                    href="/soporte/descargas/pantallas-led"
                    className="font-semibold text-brand underline-offset-4 hover:underline"
                  >
                    {tPages('downloadsLed.label')}
                  </Link>
                </li>
              </ul>
            </nav>
          </aside>
        </div>
        <HelpBand locale={locale} />
      </>
    );
  }

  return { generateMetadata: pageMetadata(id), Page };
}
