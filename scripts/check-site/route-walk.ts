import fs from 'node:fs';

import {
  expectedHeading,
  localeInfo,
  localizedPath,
  locales,
  pageIds,
  pages,
  type AppLocale,
} from '@/scripts/site-facts';

import type { Problem } from './seo';

/*
 * The route walk: what every page of the site must answer, checked by the site check
 * (scripts/check-site) on the one fetch it makes of each URL. The registry pages come from
 * config/pages.ts: this is the one place the walk reads its routes from.
 */

/** One fetched page, as the site check holds it. */
export type WalkedPage = {
  /** The path (and query) on the server. */
  path: string;
  locale: string;
  /** Listed in the locale's sitemap. */
  inSitemap: boolean;
  /** The status of the first answer (redirects are not followed). */
  status?: number;
  /** The `x-nextjs-prerender` header, absent from pages rendered per request. */
  prerender?: string;
  html?: string;
};

/** Every page of the registry in every locale: its path and the heading it shows. */
export function registryRoutes(): { locale: AppLocale; path: string; heading: string }[] {
  return locales.flatMap((locale) =>
    pageIds.map((id) => ({
      locale,
      path: localizedPath(locale, pages[id].pathname),
      heading: expectedHeading(locale, id),
    })),
  );
}

/** Indexable registry pages, articles, spare parts and LED references, counted from the sources. */
export function expectedSitemapSize(): number {
  const indexable = pageIds.filter((id) => !('noindex' in pages[id])).length;
  // Drafts never reach a production build (lib/content/news/read.ts).
  const articles = fs
    .readdirSync('content/news', { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .filter(
      (d) => !/^draft:\s*true\s*$/m.test(fs.readFileSync(`content/news/${d.name}/es.mdx`, 'utf8')),
    );
  const parts = (JSON.parse(fs.readFileSync('content/spare-parts.json', 'utf8')) as unknown[])
    .length;
  return indexable + articles.length + parts + 6;
}

const firstHeading = (html: string) =>
  /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '');

/**
 * The walk's problems, one list per check: in each locale, every registry page answers 200 (no
 * redirect) with its `lang` and translated heading; every sitemap URL answers 200, prerendered,
 * with its `lang`; each sitemap lists as many URLs as the sources say.
 */
export function routeWalkProblems(walked: WalkedPage[]): Record<string, Problem[]> {
  const byPath = new Map(walked.map((page) => [page.path, page]));
  const checks: Record<string, Problem[]> = {};
  const size = expectedSitemapSize();
  const routes = registryRoutes();
  for (const locale of locales) {
    const problems: Problem[] = [];
    const lang = `<html lang="${localeInfo[locale].tag}"`;
    const answers = (url: string, page: WalkedPage | undefined): page is WalkedPage => {
      if (page?.status === 200 && page.html?.includes(lang)) return true;
      problems.push({
        url,
        message: `HTTP ${page?.status ?? 'not fetched'}, expected 200 and ${lang}`,
      });
      return false;
    };
    for (const route of routes.filter((r) => r.locale === locale)) {
      const page = byPath.get(route.path);
      if (!answers(route.path, page)) continue;
      const heading = route.heading.replace(/&/g, '&amp;').replace(/'/g, '&#x27;');
      const shown = firstHeading(page.html!);
      if (shown !== heading) {
        problems.push({ url: route.path, message: `h1 "${shown}", expected "${heading}"` });
      }
    }
    const listed = walked.filter((page) => page.inSitemap && page.locale === locale);
    if (listed.length !== size) {
      problems.push({
        url: locale,
        message: `the sitemap lists ${listed.length} URLs, expected ${size}`,
      });
    }
    for (const page of listed) {
      if (!answers(page.path, page)) continue;
      // A rewritten route repeats the header ("1, 1").
      if (!/^1(, 1)*$/.test(page.prerender ?? '')) {
        problems.push({ url: page.path, message: 'not prerendered (x-nextjs-prerender)' });
      }
    }
    checks[`route walk (${locale})`] = problems;
  }
  return checks;
}
