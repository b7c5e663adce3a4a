import { ledCodes } from '@/lib/content/downloads/ids';
import { getArticles } from '@/lib/content/news';
import { getSpareParts } from '@/lib/content/spare-parts';

/**
 * The items of each route with one page per content item (config/pages.ts `routes`), listed once:
 * the route's `generateStaticParams`, the sitemap (lib/sitemap.ts) and the search index
 * (lib/search/documents.ts) all read these, in this order.
 */
export const routeItems = {
  /** Every article, newest first (each exists in all five languages: lib/content/news/read.ts). */
  newsArticle: () =>
    getArticles('es').map((article) => ({
      params: { slug: article.slug },
      lastmod: article.updated ?? article.date,
    })),
  sparePart: () => getSpareParts().map((part) => ({ params: { hash: part.hash }, part })),
  /** A part's short link, printed on its label: its canonical URL is the part's page, so only that one is listed. */
  token: () => getSpareParts().map((part) => ({ params: { token: part.token }, part })),
  ledDownload: () => ledCodes.map((code) => ({ params: { code } })),
};

/** A route's `generateStaticParams`: its own segment only (Next crosses it with the locales). */
export function staticParams<K extends keyof typeof routeItems>(route: K) {
  return routeItems[route]().map((item) => item.params) as Array<
    ReturnType<(typeof routeItems)[K]>[number]['params']
  >;
}
