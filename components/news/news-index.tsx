import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { PageHeader } from '@/components/page/page-header';
import { PageLinks } from '@/components/ui/page-links';
import { siteConfig } from '@/config/site';
import {
  categoryCounts,
  filterByCategory,
  getArticles,
  newsListing,
  type NewsCategory,
} from '@/lib/content/news';
import type { AppLocale } from '@/lib/i18n/locales';
import { feedPath, newsPageHref } from '@/lib/news-links';
import { pageCrumbs } from '@/lib/pages';
import type { Crumb } from '@/lib/seo';
import { buildMetadata, type Href } from '@/lib/seo';

import { ArticleCard } from './article-card';
import { CategoryNav } from './category-nav';

export type NewsIndexProps = {
  locale: AppLocale;
  /** 1-based listing page; category pages are not paginated. */
  page?: number;
  category?: NewsCategory;
};

/** The `<link rel="alternate" type="application/rss+xml">` of a locale's news feed. */
export async function feedAlternate(locale: AppLocale) {
  const t = await getTranslations({ locale, namespace: 'news' });
  return {
    'application/rss+xml': [{ url: `${siteConfig.url}${feedPath(locale)}`, title: t('feedTitle') }],
  };
}

/** Title, description, canonical and feed link of a listing page. */
export async function newsIndexMetadata({
  locale,
  page = 1,
  category,
}: NewsIndexProps): Promise<Metadata> {
  const [t, tPages, types] = await Promise.all([
    getTranslations({ locale, namespace: 'news' }),
    getTranslations({ locale, namespace: 'pages.news' }),
    feedAlternate(locale),
  ]);
  const categoryLabel = category ? t(`categories.${category}`) : undefined;
  const href: Href = category
    ? { pathname: '/noticias/categoria/[category]', params: { category } }
    : newsPageHref(page);
  const metadata = buildMetadata({
    locale,
    href,
    title: categoryLabel
      ? t('categoryTitle', { category: categoryLabel })
      : page > 1
        ? t('pageTitle', { page })
        : tPages('title'),
    description: category ? t(`categoryIntro.${category}`) : tPages('description'),
  });
  return { ...metadata, alternates: { ...metadata.alternates, types } };
}

/** The news listing: categories, the featured article, the article grid and the pagination. */
export async function NewsIndex({ locale, page = 1, category }: NewsIndexProps) {
  const [t, tPages, tPagination, trail] = await Promise.all([
    getTranslations({ locale, namespace: 'news' }),
    getTranslations({ locale, namespace: 'pages.news' }),
    getTranslations({ locale, namespace: 'pagination' }),
    pageCrumbs(locale, 'news'),
  ]);
  const articles = getArticles(locale);
  const listing = category
    ? { items: filterByCategory(articles, category), page: 1, pageCount: 1, featured: undefined }
    : newsListing(articles, page);
  if (!listing) return null;
  const categoryLabel = category ? t(`categories.${category}`) : undefined;
  const crumbs: Crumb[] =
    category && categoryLabel
      ? [
          ...trail,
          {
            label: categoryLabel,
            href: { pathname: '/noticias/categoria/[category]', params: { category } },
          },
        ]
      : trail;

  return (
    <>
      <PageHeader
        locale={locale}
        crumbs={crumbs}
        eyebrow={
          category
            ? tPages('label')
            : page > 1
              ? tPagination('pageOf', { page, count: listing.pageCount })
              : undefined
        }
        heading={categoryLabel ?? tPages('heading')}
        intro={category ? t(`categoryIntro.${category}`) : tPages('intro')}
      />
      <div className="container-site pb-16 md:pb-24">
        <CategoryNav locale={locale} categories={categoryCounts(articles)} current={category} />
        <section aria-label={t('listLabel')} className="mt-8 md:mt-10">
          {listing.featured ? (
            <div className="mb-8 md:mb-10">
              <ArticleCard article={listing.featured} featured eager />
            </div>
          ) : null}
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {listing.items.map((article, index) => (
              <li key={article.slug}>
                <ArticleCard article={article} eager={!listing.featured && index === 0} />
              </li>
            ))}
          </ul>
        </section>
        <div className="mt-12 md:mt-16">
          <PageLinks
            locale={locale}
            label={t('paginationLabel')}
            page={listing.page}
            pageCount={listing.pageCount}
            hrefFor={newsPageHref}
            align="center"
          />
        </div>
        <p className="mt-10 text-center text-sm">
          <a
            href={feedPath(locale)}
            className="inline-flex items-center gap-2 font-medium text-muted underline-offset-4 hover:text-ink hover:underline"
          >
            <svg
              viewBox="0 0 24 24"
              aria-hidden="true"
              className="size-4 text-warm"
              fill="currentColor"
            >
              <path d="M5 3a16 16 0 0 1 16 16h-3A13 13 0 0 0 5 6V3Zm0 6a10 10 0 0 1 10 10h-3a7 7 0 0 0-7-7V9Zm2 8a2 2 0 1 1 0 4 2 2 0 0 1 0-4Z" />
            </svg>
            {t('subscribe')}
          </a>
        </p>
      </div>
    </>
  );
}

/**
 * A listing route (the first page, a later page, a category): its `generateMetadata` and its page,
 * from `resolve`, which reads the route's params into the listing it shows (or calls `notFound`).
 */
export function newsIndexPage<Params>(
  resolve: (params: Promise<Params>) => Promise<NewsIndexProps>,
) {
  type Props = { params: Promise<Params> };
  return {
    async generateMetadata({ params }: Props): Promise<Metadata> {
      return newsIndexMetadata(await resolve(params));
    },
    async Page({ params }: Props) {
      const listing = await resolve(params);
      setRequestLocale(listing.locale);
      return <NewsIndex {...listing} />;
    },
  };
}
