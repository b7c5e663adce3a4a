import { notFound } from 'next/navigation';

import { newsIndexPage } from '@/components/news/news-index';
import { getArticles, newsListing } from '@/lib/content/news';
import { isAppLocale, toAppLocale } from '@/lib/i18n/locales';
import type { LocaleParams } from '@/lib/pages';

type NewsPageProps = {
  params: Promise<{ locale: string; page: string }>;
};

export const dynamicParams = false;

/** Pages 2…n of the listing; page 1 is /noticias (and /noticias/pagina/1 redirects there). */
export function generateStaticParams({ params }: LocaleParams) {
  const count = newsListing(getArticles(toAppLocale(params.locale)), 1)?.pageCount ?? 1;
  return Array.from({ length: count - 1 }, (_, index) => ({ page: String(index + 2) }));
}

async function resolve(params: NewsPageProps['params']) {
  const { locale, page: raw } = await params;
  const page = Number(raw);
  if (!isAppLocale(locale) || page < 2 || !newsListing(getArticles(locale), page)) notFound();
  return { locale, page };
}

const listing = newsIndexPage(resolve);

export const generateMetadata = listing.generateMetadata;
export default listing.Page;
