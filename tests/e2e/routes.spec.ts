import fs from 'node:fs';

import { expect, test } from '@playwright/test';

import {
  expectedHeading,
  localeInfo,
  localizedPath,
  locales,
  pageIds,
  pages,
} from './support/site';

test.describe('every page of the registry in every locale', () => {
  for (const locale of locales) {
    test(`${locale}: 200, lang ${localeInfo[locale].tag} and the translated heading`, async ({
      request,
    }) => {
      for (const id of pageIds) {
        const path = localizedPath(locale, pages[id].pathname);
        const response = await request.get(path, { maxRedirects: 0 });
        expect(response.status(), path).toBe(200);
        const html = await response.text();
        expect(html, path).toContain(`<html lang="${localeInfo[locale].tag}"`);
        const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '');
        expect(h1, path).toBe(
          expectedHeading(locale, id).replace(/&/g, '&amp;').replace(/'/g, '&#x27;'),
        );
      }
    });
  }
});

/** Indexable registry pages, articles, spare parts and LED references, counted from the sources. */
function expectedSitemapSize(): number {
  const indexable = pageIds.filter((id) => !('noindex' in pages[id])).length;
  // Drafts never reach a production build (lib/content/news.ts).
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

test('every URL of the five sitemaps answers 200 from the prerendered output', async ({
  request,
}) => {
  // Walks every page of the site five times over: minutes, not seconds, on a loaded CI machine.
  test.setTimeout(300_000);
  for (const locale of locales) {
    const sitemapPath = locale === 'es' ? '/sitemap.xml' : `/${locale}/sitemap.xml`;
    const xml = await (await request.get(sitemapPath)).text();
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1]!).pathname,
    );
    expect(urls.length).toBe(expectedSitemapSize());
    for (const path of urls) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      // A rewritten route repeats the header ("1, 1"); it is absent from pages rendered per request.
      expect(response.headers()['x-nextjs-prerender'], `${path} is prerendered`).toMatch(
        /^1(, 1)*$/,
      );
      expect(await response.text(), path).toContain(`<html lang="${localeInfo[locale].tag}"`);
    }
  }
});
