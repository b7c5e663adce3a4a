/**
 * Search costs (issue 16): the size of each language's index, and what a visitor's first query
 * downloads (the search code and the index), measured in Chromium on a desktop page.
 *
 *   npx tsx scripts/bench/search-size.ts      builds nothing; starts `npm start` on BENCH_PORT
 *   (npm run bench also prints this table)
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

import type { Browser } from '@playwright/test';

import { localizedPathname } from '@/scripts/site-facts';

import { kb } from './budget';

/** The most index a first query may download, gzip (issue 16). */
export const SEARCH_INDEX_BUDGET = 150_000;

export type SearchCost = {
  locale: string;
  /** Bytes of public/search/<locale>.json, and gzipped as `next start` sends it. */
  indexRaw: number;
  indexGzip: number;
  /** gzip bytes the first query downloaded: the index, and the search code (scripts). */
  queryIndex: number;
  queryCode: number;
};

const gzip = (data: Buffer) => zlib.gzipSync(data).length;

/** Types `query` into the header field of `url` and weighs what the browser fetched for it. */
async function firstQuery(browser: Browser, url: string, query: string) {
  // Spanish has no prefix: an English Accept-Language (Chromium's default) would redirect it.
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: 'es-ES',
  });
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    const bodies: Promise<{ url: string; type: string; bytes: number }>[] = [];
    page.on('response', (response) => {
      bodies.push(
        response
          .body()
          .then((body) => ({
            url: response.url(),
            type: response.request().resourceType(),
            bytes: gzip(body),
          }))
          .catch(() => ({ url: response.url(), type: 'failed', bytes: 0 })),
      );
    });
    const field = page.locator('input[data-site-search]:visible');
    await field.click();
    await field.pressSequentially(query, { delay: 40 });
    await page.getByRole('option').first().waitFor();
    await page.waitForLoadState('networkidle');
    const responses = await Promise.all(bodies);
    const sum = (keep: (r: { url: string; type: string }) => boolean) =>
      responses.filter(keep).reduce((total, r) => total + r.bytes, 0);
    return {
      queryIndex: sum((r) => new URL(r.url).pathname.startsWith('/search/')),
      queryCode: sum((r) => r.type === 'script'),
    };
  } finally {
    await context.close();
  }
}

/** Index sizes from public/search and the first query's bytes on `base`, per locale. */
export async function measureSearch(
  browser: Browser,
  base: string,
  locales: readonly string[],
  dir = path.join(process.cwd(), 'public', 'search'),
): Promise<SearchCost[]> {
  const costs: SearchCost[] = [];
  for (const locale of locales) {
    const file = fs.readFileSync(path.join(dir, `${locale}.json`));
    const url = `${base}${localizedPathname(locale, '/soporte')}`;
    costs.push({
      locale,
      indexRaw: file.length,
      indexGzip: gzip(file),
      ...(await firstQuery(browser, url, 'garantia')),
    });
  }
  return costs;
}

/** The markdown table of docs/performance.md, and the budget broken, if any. */
export function searchReport(costs: SearchCost[]): { table: string; failures: string[] } {
  const table = [
    `**Search** (header box, first query "garantia" on the support page; gzip; budget ${kb(SEARCH_INDEX_BUDGET)} of index):`,
    '',
    '| locale | index (raw) | index (gzip) | first query: index | first query: code |',
    '| --- | --- | --- | --- | --- |',
    ...costs.map(
      (c) =>
        `| ${c.locale} | ${kb(c.indexRaw)} | ${kb(c.indexGzip)} | ${kb(c.queryIndex)} | ${kb(c.queryCode)} |`,
    ),
  ].join('\n');
  const failures = costs
    .filter((c) => c.queryIndex > SEARCH_INDEX_BUDGET || c.queryIndex === 0)
    .map((c) => `search (${c.locale}): the first query loaded ${kb(c.queryIndex)} of index`);
  return { table, failures };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { launchChromium } = await import('@/scripts/chromium');
  const { startProductionServer } = await import('@/scripts/production-server');
  const { routing } = await import('@/lib/i18n/routing');
  const server = await startProductionServer(Number(process.env.BENCH_PORT ?? 3120));
  const browser = await launchChromium();
  try {
    const { table, failures } = searchReport(
      await measureSearch(browser, server.url, routing.locales),
    );
    console.log(`${table}\n${failures.join('\n') || 'Search budget holds.'}`);
    process.exitCode = failures.length ? 1 : 0;
  } finally {
    await browser.close();
    await server.stop();
  }
}
