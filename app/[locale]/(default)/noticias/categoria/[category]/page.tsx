import { notFound } from 'next/navigation';

import { newsIndexPage } from '@/components/news/news-index';
import { categoryCounts, getArticles } from '@/lib/content/news';
import { isAppLocale, toAppLocale } from '@/lib/i18n/locales';
import type { LocaleParams } from '@/lib/pages';

type CategoryPageProps = {
  params: Promise<{ locale: string; category: string }>;
};

export const dynamicParams = false;

/** One static page per category that has articles, in every locale. */
export function generateStaticParams({ params }: LocaleParams) {
  const locale = toAppLocale(params.locale);
  return categoryCounts(getArticles(locale)).map(({ category }) => ({ category }));
}

async function resolve(params: CategoryPageProps['params']) {
  const { locale, category } = await params;
  if (!isAppLocale(locale)) notFound();
  const entry = categoryCounts(getArticles(locale)).find((item) => item.category === category);
  if (!entry) notFound();
  return { locale, category: entry.category };
}

const listing = newsIndexPage(resolve);

export const generateMetadata = listing.generateMetadata;
export default listing.Page;
