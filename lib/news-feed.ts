import { Feed } from 'feed';

import { siteConfig } from '@/config/site';
import { getCompany } from '@/lib/content/company';
import type { ArticleMeta } from '@/lib/content/news';
import { localeInfo, type AppLocale } from '@/lib/i18n/locales';
import { feedPath } from '@/lib/news-links';
import { absoluteUrl } from '@/lib/seo';

type NewsFeedInput = {
  locale: AppLocale;
  title: string;
  description: string;
  /** Published articles of the locale, newest first. */
  articles: readonly ArticleMeta[];
  categoryLabel: (category: ArticleMeta['category']) => string;
};

/** The RSS 2.0 feed of a locale's news, built with the `feed` library. */
export function renderNewsFeed({
  locale,
  title,
  description,
  articles,
  categoryLabel,
}: NewsFeedInput): string {
  const newsUrl = absoluteUrl(locale, '/noticias');
  const latest = articles.reduce(
    (max, article) =>
      (article.updated ?? article.date) > max ? (article.updated ?? article.date) : max,
    '1970-01-01',
  );
  const feed = new Feed({
    id: newsUrl,
    link: newsUrl,
    title,
    description,
    language: localeInfo[locale].tag,
    updated: new Date(latest),
    generator: false,
    image: `${siteConfig.url}/icon.svg`,
    favicon: `${siteConfig.url}/icon.svg`,
    copyright: `© ${getCompany().legalName ?? siteConfig.name}`,
    feedLinks: { rss: `${siteConfig.url}${feedPath(locale)}` },
  });
  for (const article of articles) {
    const url = absoluteUrl(locale, {
      pathname: '/noticias/[slug]',
      params: { slug: article.slug },
    });
    feed.addItem({
      title: article.title,
      id: url,
      link: url,
      description: article.description,
      date: new Date(article.updated ?? article.date),
      published: new Date(article.date),
      author: [{ name: article.author }],
      category: [
        { name: categoryLabel(article.category) },
        ...article.tags.map((name) => ({ name })),
      ],
      image: { url: `${siteConfig.url}${article.cover}`, type: coverType(article.cover) },
    });
  }
  return feed.rss2();
}

function coverType(cover: string): string {
  if (cover.endsWith('.svg')) return 'image/svg+xml';
  return cover.endsWith('.png') ? 'image/png' : 'image/jpeg';
}
