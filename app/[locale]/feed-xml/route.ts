import { getTranslations } from 'next-intl/server';

import { localeStaticParams, localeXmlHandler } from '@/components/page/locale-xml-route';
import { getArticles } from '@/lib/content/news';
import { renderNewsFeed } from '@/lib/news-feed';

// Served at /feed.xml and /{locale}/feed.xml through the rewrites in next.config.ts, like the sitemaps.
export const dynamic = 'force-static';
export const dynamicParams = false;

export const generateStaticParams = localeStaticParams;

export const GET = localeXmlHandler('application/rss+xml', async (locale) => {
  const [t, tPages] = await Promise.all([
    getTranslations({ locale, namespace: 'news' }),
    getTranslations({ locale, namespace: 'pages.news' }),
  ]);
  return renderNewsFeed({
    locale,
    title: t('feedTitle'),
    description: tPages('description'),
    articles: getArticles(locale),
    categoryLabel: (category) => t(`categories.${category}`),
  });
});
