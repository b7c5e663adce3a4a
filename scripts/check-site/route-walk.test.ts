import { describe, expect, it } from 'vitest';

import { localeInfo } from '@/lib/i18n/locales';

import {
  expectedSitemapSize,
  registryRoutes,
  routeWalkProblems,
  type WalkedPage,
} from './route-walk';

/** A site that answers every registry page as it should, and lists the expected sitemap URLs. */
function healthySite(): WalkedPage[] {
  const routes = registryRoutes();
  const listed = expectedSitemapSize();
  const pages: WalkedPage[] = routes.map((route) => ({
    path: route.path,
    locale: route.locale,
    inSitemap: false,
    status: 200,
    prerender: '1',
    html: `<html lang="${localeInfo[route.locale].tag}"><h1>${route.heading.replace(/&/g, '&amp;').replace(/'/g, '&#x27;')}</h1></html>`,
  }));
  for (const locale of new Set(routes.map((route) => route.locale))) {
    for (let i = 0; i < listed; i += 1) {
      pages.push({
        path: `/${locale}/listed-${i}`,
        locale,
        inSitemap: true,
        status: 200,
        prerender: '1, 1',
        html: `<html lang="${localeInfo[locale].tag}">`,
      });
    }
  }
  return pages;
}

const problems = (pages: WalkedPage[]) => Object.values(routeWalkProblems(pages)).flat();

describe('the route walk', () => {
  it('passes a site whose every page answers as it should', () => {
    expect(problems(healthySite())).toEqual([]);
  });

  it('reports a redirect, a wrong heading, a page rendered per request and a missing URL', () => {
    const pages = healthySite();
    const registry = pages.filter((page) => !page.inSitemap);
    registry[0]!.status = 307;
    registry[1]!.html = registry[1]!.html!.replace(/<h1>.*<\/h1>/, '<h1>Otro</h1>');
    const listed = pages.filter((page) => page.inSitemap);
    listed[0]!.prerender = undefined;
    pages.splice(pages.indexOf(listed[1]!), 1);
    expect(problems(pages).map((problem) => problem.message)).toEqual([
      expect.stringContaining('HTTP 307'),
      expect.stringContaining('h1 "Otro"'),
      expect.stringContaining(`lists ${expectedSitemapSize() - 1} URLs`),
      'not prerendered (x-nextjs-prerender)',
    ]);
  });
});
