import { notFound } from 'next/navigation';

import { newsIndexPage } from '@/components/news/news-index';
import { categoryCounts, getArticles } from '@/lib/content/news';
import { pageLocale, type LocaleParams } from '@/lib/pages';

type CategoryPageProps = {
  params: Promise<{ locale: string; category: string }>;
};

export const dynamicParams = false;

/** One static page per category that has articles, in every locale. */
export async function generateStaticParams({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  return categoryCounts(getArticles(locale)).map(({ category }) => ({ category }));
}

async function resolve(params: CategoryPageProps['params']) {
  const { category } = await params;
  const locale = await pageLocale(params);
  const entry = categoryCounts(getArticles(locale)).find((item) => item.category === category);
  if (!entry) notFound();
  return { locale, category: entry.category };
}

const listing = newsIndexPage(resolve);

export const generateMetadata = listing.generateMetadata;
export default listing.Page;
