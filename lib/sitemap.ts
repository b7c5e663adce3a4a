import { XMLBuilder } from 'fast-xml-parser';

import { pageIds, pages, routes } from '@/config/pages';
import { siteConfig } from '@/config/site';
import { locales, sitemapPath, type AppLocale } from '@/lib/i18n/locales';
import { routeItems } from '@/lib/route-items';
import { absoluteUrl, alternateLanguages, type Href } from '@/lib/seo';

type SitemapEntry = { href: Href; lastmod?: string };

/** Every indexable page of the site, one entry per page (the same in every locale). */
export function sitemapEntries(): SitemapEntry[] {
  const entries: SitemapEntry[] = pageIds
    .filter((id) => !('noindex' in pages[id] && pages[id].noindex))
    .map((id) => ({ href: pages[id].pathname }));
  for (const { params, lastmod } of routeItems.newsArticle()) {
    entries.push({ href: { pathname: routes.newsArticle.pathname, params }, lastmod });
  }
  for (const { params } of routeItems.sparePart()) {
    entries.push({ href: { pathname: routes.sparePart.pathname, params } });
  }
  for (const { params } of routeItems.ledDownload()) {
    entries.push({ href: { pathname: routes.ledDownload.pathname, params } });
  }
  return entries;
}

/** The XML sitemap of one locale; each URL lists all five languages plus x-default. */
export function renderSitemap(locale: AppLocale): string {
  const builder = new XMLBuilder({
    ignoreAttributes: false,
    format: true,
    suppressEmptyNode: true,
  });
  const urls = sitemapEntries().map(({ href, lastmod }) => ({
    loc: absoluteUrl(locale, href),
    ...(lastmod ? { lastmod } : {}),
    'xhtml:link': Object.entries(alternateLanguages(href)).map(([hreflang, url]) => ({
      '@_rel': 'alternate',
      '@_hreflang': hreflang,
      '@_href': url,
    })),
  }));
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    builder.build({
      urlset: {
        '@_xmlns': 'http://www.sitemaps.org/schemas/sitemap/0.9',
        '@_xmlns:xhtml': 'http://www.w3.org/1999/xhtml',
        url: urls,
      },
    })
  );
}

/** Absolute URLs of the five sitemaps, for robots.txt. */
export function sitemapUrls(): string[] {
  return locales.map((locale) => `${siteConfig.url}${sitemapPath(locale)}`);
}
