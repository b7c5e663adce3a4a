/* The site check's crawl: its pages from the sitemaps (and the 404, noindex and search pages), and its links. */

import { sitemapPath } from '@/lib/i18n/locales';
import { routing } from '@/lib/i18n/routing';
import { localizedPathname } from '@/scripts/site-facts';

import { mapLimit } from './concurrency';
import { htmlFacts, type HtmlFacts } from './html-facts';
import { classifyLink } from './links';
import { registryRoutes } from './route-walk';
import { type Problem } from './seo';
import { parseSitemap } from './sitemaps';

export type Page = {
  url: string;
  locale: string;
  /** Sitemap data; absent for the 404 and noindex pages. */
  sitemap?: { loc: string; alternates: Record<string, string> };
  expectedStatus: number;
  status?: number;
  /** The `x-nextjs-prerender` header of the answer. */
  prerender?: string;
  html?: string;
  facts?: HtmlFacts;
};

export const FETCH_JOBS = 8;

/** Fetches `url`; the site's own pages without following a redirect (it is a problem there). */
export async function get(
  url: string,
  redirect: 'follow' | 'manual' = 'follow',
): Promise<{ status: number; body: string; redirected: boolean; prerender?: string }> {
  const response = await fetch(url, { redirect, signal: AbortSignal.timeout(30_000) });
  const type = response.headers.get('content-type') ?? '';
  const body = type.includes('html') ? await response.text() : (await response.arrayBuffer(), '');
  return {
    status: response.status,
    body,
    redirected: response.redirected,
    prerender: response.headers.get('x-nextjs-prerender') ?? undefined,
  };
}

/** Queries whose results pages are checked: one with results, one without. */
const searchSamples = ['Taurus', 'xqzvvk'];

export async function collectPages(base: string): Promise<{ pages: Page[]; publicOrigin: string }> {
  const pages: Page[] = [];
  let publicOrigin = '';
  for (const locale of routing.locales) {
    const { status, body } = await fetch(`${base}${sitemapPath(locale)}`).then(async (r) => ({
      status: r.status,
      body: await r.text(),
    }));
    if (status !== 200) throw new Error(`${sitemapPath(locale)} answered ${status}`);
    for (const entry of parseSitemap(body)) {
      const loc = new URL(entry.loc);
      publicOrigin ||= loc.origin;
      if (loc.origin !== publicOrigin) throw new Error(`${entry.loc}: sitemaps mix origins`);
      pages.push({
        url: `${base}${loc.pathname}${loc.search}`,
        locale,
        sitemap: entry,
        expectedStatus: 200,
      });
    }
  }
  // Templates no sitemap lists: the 404 page, the search results, with results first (the one axe
  // audits), then none, and every registry page not in a sitemap (the noindex confirmations).
  const listed = new Set(pages.map((page) => page.url));
  for (const locale of routing.locales) {
    const prefix = locale === routing.defaultLocale ? '' : `/${locale}`;
    pages.push({ url: `${base}${prefix}/pagina-que-no-existe`, locale, expectedStatus: 404 });
    for (const query of searchSamples) {
      pages.push({
        url: `${base}${localizedPathname(locale, '/buscar')}?q=${encodeURIComponent(query)}`,
        locale,
        expectedStatus: 200,
      });
    }
  }
  for (const route of registryRoutes()) {
    if (!listed.has(`${base}${route.path}`)) {
      pages.push({ url: `${base}${route.path}`, locale: route.locale, expectedStatus: 200 });
    }
  }
  return { pages, publicOrigin };
}

export type LinkReport = {
  broken: Problem[];
  redirects: Problem[];
  external: Map<string, Set<string>>;
};

export async function checkLinks(
  pages: Page[],
  origins: { base: string; public: string },
): Promise<LinkReport> {
  const report: LinkReport = { broken: [], redirects: [], external: new Map() };
  const known = new Map<string, { status: number; facts?: HtmlFacts; redirected: boolean }>();
  for (const page of pages) {
    if (page.status !== undefined) {
      known.set(page.url, { status: page.status, facts: page.facts, redirected: false });
    }
  }
  const uses: { from: string; url: string; fragment: string | null; href: string }[] = [];
  for (const page of pages) {
    if (!page.facts) continue;
    for (const href of [...page.facts.links, ...page.facts.resources]) {
      const link = classifyLink(href, page.url, origins);
      if (link.kind === 'external') {
        report.external.set(link.url, (report.external.get(link.url) ?? new Set()).add(page.url));
      } else if (link.kind === 'internal') {
        uses.push({ from: page.url, url: link.url, fragment: link.fragment, href });
      }
    }
  }
  const unknown = [...new Set(uses.map((use) => use.url))].filter((url) => !known.has(url));
  await mapLimit(unknown, FETCH_JOBS, async (url) => {
    try {
      const { status, body, redirected } = await get(url);
      known.set(url, { status, redirected, facts: body ? htmlFacts(body) : undefined });
    } catch (error) {
      known.set(url, { status: 0, redirected: false });
      report.broken.push({ url, message: (error as Error).message });
    }
  });
  const reported = new Set<string>();
  const byUrl = new Map(pages.map((page) => [page.url, page]));
  for (const use of uses) {
    // A fragment of the page itself is checked there, whatever the page's own status (404 page).
    const self = use.url === use.from ? byUrl.get(use.from) : undefined;
    const target = self
      ? { status: 200, facts: self.facts, redirected: false }
      : known.get(use.url);
    const key = `${use.from} ${use.href}`;
    if (reported.has(key) || !target) continue;
    if (target.status < 200 || target.status >= 300) {
      report.broken.push({ url: use.from, message: `${use.href} → HTTP ${target.status}` });
      reported.add(key);
    } else if (use.fragment && !target.facts?.anchors.has(use.fragment)) {
      report.broken.push({
        url: use.from,
        message: `${use.href}: no element with id "${use.fragment}"`,
      });
      reported.add(key);
    } else if (target.redirected) {
      report.redirects.push({ url: use.from, message: `${use.href} redirects` });
      reported.add(key);
    }
  }
  return report;
}
