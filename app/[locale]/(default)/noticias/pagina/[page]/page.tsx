import { notFound } from 'next/navigation';

import { newsIndexPage } from '@/components/news/news-index';
import { getArticles, newsListing } from '@/lib/content/news';
import { pageLocale, type LocaleParams } from '@/lib/pages';

type NewsPageProps = {
  params: Promise<{ locale: string; page: string }>;
};

export const dynamicParams = false;

/** Pages 2…n of the listing; page 1 is /noticias (and /noticias/pagina/1 redirects there). */
export async function generateStaticParams({ params }: LocaleParams) {
  const count = newsListing(getArticles(await pageLocale(params)), 1)?.pageCount ?? 1;
  return Array.from({ length: count - 1 }, (_, index) => ({ page: String(index + 2) }));
}

async function resolve(params: NewsPageProps['params']) {
  const { page: raw } = await params;
  const locale = await pageLocale(params);
  const page = Number(raw);
  if (page < 2 || !newsListing(getArticles(locale), page)) notFound();
  return { locale, page };
}

const listing = newsIndexPage(resolve);

export const generateMetadata = listing.generateMetadata;
export default listing.Page;
