import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { PageHeader } from '@/components/page/page-header';
import { SearchField } from '@/components/search/search-field';
import { SearchResults } from '@/components/search/search-results';
import { PageLinks } from '@/components/ui/page-links';
import { getPathname } from '@/lib/i18n/navigation';
import { pageCrumbs, pageLocale } from '@/lib/pages';
import {
  MAX_QUERY_LENGTH,
  PAGE_SIZE,
  readPage,
  readQuery,
  resultsPageHref,
} from '@/lib/search/query';
import { searchSite, stemmerFor } from '@/lib/search/server';
import { buildMetadata } from '@/lib/seo';

// Rendered on request: the results depend on `?q=`. Next marks such responses `private, no-store`,
// so no shared cache keeps one visitor's query for another.
export const dynamic = 'force-dynamic';

type SearchPageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: SearchPageProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'search' });
  // Result pages are endless and thin: crawlers follow their links but never index them.
  return buildMetadata({
    locale,
    href: '/buscar',
    title: t('title'),
    description: t('description'),
    noindex: true,
  });
}

export default async function SearchPage({ params, searchParams }: SearchPageProps) {
  const locale = await pageLocale(params);
  setRequestLocale(locale);
  const search = await searchParams;
  const { query, truncated } = readQuery(search.q);
  const t = await getTranslations({ locale, namespace: 'search' });
  const crumbs = [
    ...(await pageCrumbs(locale, 'home')),
    { label: t('title'), href: '/buscar' as const },
  ];
  const hits = query ? await searchSite(locale, query) : [];
  const pageCount = Math.ceil(hits.length / PAGE_SIZE);
  const page = readPage(search.page, pageCount);
  const first = (page - 1) * PAGE_SIZE;
  return (
    <>
      <PageHeader
        locale={locale}
        crumbs={crumbs}
        heading={query ? t('resultsHeading', { query }) : t('heading')}
        intro={query ? undefined : t('intro')}
      >
        <SearchField
          action={getPathname({ locale, href: '/buscar' })}
          label={t('label')}
          placeholder={t('placeholder')}
          submit={t('submit')}
          query={query}
        />
        {truncated ? (
          <p className="w-full text-sm text-muted" data-search-truncated>
            {t('truncated', { max: MAX_QUERY_LENGTH })}
          </p>
        ) : null}
      </PageHeader>
      {query ? (
        <div className="container-site pt-2 pb-16 md:pb-24">
          <SearchResults
            locale={locale}
            query={query}
            hits={hits.slice(first, first + PAGE_SIZE)}
            total={hits.length}
            first={first + 1}
            stem={stemmerFor(locale)}
          >
            <PageLinks
              locale={locale}
              label={t('paginationLabel')}
              page={page}
              pageCount={pageCount}
              hrefFor={(to) => resultsPageHref(query, to)}
              className="mt-8"
            />
          </SearchResults>
        </div>
      ) : null}
    </>
  );
}
