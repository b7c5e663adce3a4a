import { expect, test } from '@playwright/test';
import { XMLParser } from 'fast-xml-parser';

import { sitemapPath } from '@/lib/i18n/locales';
import { localeInfo, locales } from '@/scripts/site-facts';

type UrlEntry = { loc: string; 'xhtml:link': Array<{ '@_hreflang': string; '@_href': string }> };

const parser = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => name === 'url' || name === 'xhtml:link',
});

test('the five sitemaps are XML whose alternates are complete and reciprocal', async ({
  request,
}) => {
  const byLocale = new Map<string, Map<string, Record<string, string>>>();
  for (const locale of locales) {
    const response = await request.get(sitemapPath(locale));
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('xml');
    const doc = parser.parse(await response.text()) as { urlset: { url: UrlEntry[] } };
    const entries = new Map<string, Record<string, string>>();
    for (const url of doc.urlset.url) {
      const alternates = Object.fromEntries(
        url['xhtml:link'].map((l) => [l['@_hreflang'], l['@_href']]),
      );
      expect(Object.keys(alternates).sort(), url.loc).toEqual(
        [...locales.map((l) => localeInfo[l].tag), 'x-default'].sort(),
      );
      expect(alternates[localeInfo[locale].tag], 'a page lists itself').toBe(url.loc);
      entries.set(url.loc, alternates);
    }
    byLocale.set(locale, entries);
  }
  const sizes = [...byLocale.values()].map((entries) => entries.size);
  expect(new Set(sizes).size, 'every locale lists the same pages').toBe(1);
  for (const [, entries] of byLocale) {
    for (const [loc, alternates] of entries) {
      for (const other of locales) {
        const target = alternates[localeInfo[other].tag]!;
        const back = byLocale.get(other)!.get(target);
        expect(back, `${target} is in the ${other} sitemap`).toBeDefined();
        expect(Object.values(back!)).toContain(loc);
      }
    }
  }
});

test('robots.txt names the five sitemaps', async ({ request }) => {
  const body = await (await request.get('/robots.txt')).text();
  for (const locale of locales) {
    expect(body).toContain(`Sitemap: https://synetechworld.com${sitemapPath(locale)}`);
  }
});
