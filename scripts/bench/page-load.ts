/**
 * A page load through the serving front against `next start` alone (the very Node process behind
 * it), as Chromium loads it: HTTP/1.1, up to six keep-alive connections per host, its own
 * Accept-Encoding and Accept-Language, a cold cache in a new context per load. For each bench page
 * (scripts/bench/pages.ts) in each locale, loads alternate between the two, after one unmeasured
 * load of each (it fills the front's cache); each figure is the median.
 *
 *   BENCH_PORT=3120 npx tsx scripts/bench/page-load.ts [--loads=7] [--locales=es,en] [--pages=home]
 *
 * Ports: BENCH_PORT + 8 (Node) and + 9 (the front).
 *
 * "All assets" is when the last of the page's own files arrived (document, stylesheets, images, and
 * every chunk script, which the page requests after its first frame, and whatever it asks for after
 * hydrating: a lazy chunk, a lazy image): the load waits for the chunks, whenever they are
 * requested, then for 200 ms without a new file; each pair of loads (front, next start) is compared
 * on the files both asked for. The load event is shown too, but it is bimodal here: when the first
 * frame (and so the chunk loader, scripts/critical-css/defer-chunks.ts) comes before the load
 * event, the chunks join it and it fires after they ran, 250–400 ms later; "chunks in load" counts
 * those loads. Client-router prefetches (`fetch`) are speculative and left out. "Summed waits" adds
 * up each answer's time from its request to its last byte: the part of a load the server decides,
 * apart from Chromium's own work, which dominates on this machine.
 */
import fs from 'node:fs';

import type { Browser } from 'playwright';

import { isAppLocale, localeInfo } from '@/lib/i18n/locales';
import { launchChromium } from '@/scripts/chromium';
import { median } from '@/scripts/median';

import { BENCH_PAGES, benchPath } from './pages';
import { startBenchFront } from './serving-front';

type Timing = {
  document: number;
  paint: number;
  assets: number;
  load: number;
  /** When each file (path and query) arrived, the document's under ''. */
  ends: Record<string, number>;
  /** Summed request-to-last-byte time of the document and every file: what the server decides. */
  waited: number;
  count: number;
  /** Whether the chunk scripts were requested before the load event (which then waited for them). */
  chunksInLoad: boolean;
  /** Files the front had answered before that did not come from its cache this time. */
  notHit: string[];
};

const METRICS = [
  ['document', 'document received'],
  ['paint', 'first contentful paint'],
  ['assets', 'all assets received'],
  ['load', 'load event'],
  ['waited', 'summed waits for answers'],
] as const;

/** Files the front has answered once in this run: it must answer them from its cache after that. */
const served = new Set<string>();

async function loadOnce(browser: Browser, url: string, locale: string): Promise<Timing> {
  const context = await browser.newContext({ locale });
  const notHit: string[] = [];
  try {
    const page = await context.newPage();
    page.on('response', (response) => {
      const cache = response.headers()['x-front-cache'];
      const type = response.request().resourceType();
      if (!cache || type === 'fetch') return;
      // A file first asked in a measured load (one the page asks for late, after some loads'
      // hydration) is a MISS once; a second MISS means the front did not keep it.
      const file = `${new URL(response.url()).pathname}${new URL(response.url()).search}`;
      if (cache !== 'HIT' && served.has(file)) notHit.push(`${cache} ${file}`);
      served.add(file);
    });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    // Every chunk script the loader added has arrived, and no other file is on its way.
    await page.waitForFunction(
      () => {
        const files = performance
          .getEntriesByType('resource')
          .filter((entry) => (entry as PerformanceResourceTiming).initiatorType !== 'fetch');
        const chunks = [...document.querySelectorAll<HTMLScriptElement>('script[src]')].filter(
          (script) => !script.noModule,
        );
        const w = window as unknown as { __files?: number; __since?: number };
        if (w.__files !== files.length) {
          w.__files = files.length;
          w.__since = performance.now();
        }
        return (
          chunks.length > 0 &&
          chunks.every((script) => performance.getEntriesByName(script.src).length > 0) &&
          performance.now() - w.__since! > 200
        );
      },
      undefined,
      { timeout: 60_000, polling: 50 },
    );
    const timing = await page.evaluate(() => {
      const navigation = performance.getEntriesByType(
        'navigation',
      )[0] as PerformanceNavigationTiming;
      const files = performance
        .getEntriesByType('resource')
        .map((entry) => entry as PerformanceResourceTiming)
        .filter(
          (entry) =>
            new URL(entry.name).origin === location.origin && entry.initiatorType !== 'fetch',
        );
      const chunkStarts = files
        .filter((entry) => entry.initiatorType === 'script')
        .map((entry) => entry.startTime);
      return {
        document: navigation.responseEnd,
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
        assets: Math.max(navigation.responseEnd, ...files.map((entry) => entry.responseEnd)),
        ends: Object.fromEntries([
          ['', navigation.responseEnd],
          ...files.map((entry) => {
            const file = new URL(entry.name);
            return [`${file.pathname}${file.search}`, entry.responseEnd];
          }),
        ]),
        load: navigation.loadEventEnd,
        waited: [navigation, ...files].reduce(
          (sum, entry) => sum + entry.responseEnd - entry.requestStart,
          0,
        ),
        count: files.length + 1,
        chunksInLoad: Math.min(...chunkStarts) < navigation.loadEventStart,
      };
    });
    return { ...timing, notHit };
  } finally {
    await context.close();
  }
}

function option(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length);
}

const loads = Number(option('loads') ?? 7);
const locales = option('locales')?.split(',') ?? ['es', 'en'];
const kinds = option('pages')?.split(',');
const pages = BENCH_PAGES.filter((page) => !kinds || kinds.includes(page.kind));
const base = Number(process.env.BENCH_PORT ?? 3120) + 8;
const front = await startBenchFront(base);
const browser = await launchChromium();
const rows: string[] = [];
const misses: string[] = [];
const ratios: Record<string, number[]> = {};
try {
  for (const locale of locales) {
    const tag = isAppLocale(locale) ? localeInfo[locale].tag : locale;
    for (const page of pages) {
      const path = benchPath(locale, page);
      const targets = {
        front: `${front.url}${path}`,
        'next start': `${front.nodeUrl}${path}`,
      };
      const seen: Record<string, Timing[]> = { front: [], 'next start': [] };
      for (const url of Object.values(targets)) await loadOnce(browser, url, tag);
      for (let i = 0; i < loads; i += 1) {
        for (const [name, url] of Object.entries(targets)) {
          seen[name]!.push(await loadOnce(browser, url, tag));
        }
      }
      // Each pair of loads is compared on the files both asked for: a file one of them asked late
      // (after its hydration) and the other not yet, within its quiet 200 ms, is left out.
      for (const [i, viaFront] of seen.front!.entries()) {
        const direct = seen['next start']![i]!;
        const common = Object.keys(viaFront.ends).filter((file) => file in direct.ends);
        viaFront.assets = Math.max(...common.map((file) => viaFront.ends[file]!));
        direct.assets = Math.max(...common.map((file) => direct.ends[file]!));
      }
      misses.push(...seen.front!.flatMap((timing) => timing.notHit.map((m) => `${path}: ${m}`)));
      const figure = (name: string, key: (typeof METRICS)[number][0] | 'count') =>
        // A load Chromium had not painted when it was read (a loaded machine) has no paint figure.
        median(seen[name]!.map((t) => t[key]).filter(Number.isFinite));
      const cells = METRICS.map(([key]) => {
        const viaFront = figure('front', key);
        const direct = figure('next start', key);
        (ratios[key] ??= []).push(direct / viaFront);
        return `${viaFront.toFixed(0)} / ${direct.toFixed(0)} ms (×${(direct / viaFront).toFixed(2)})`;
      });
      const inLoad = (name: string) => seen[name]!.filter((t) => t.chunksInLoad).length;
      rows.push(
        `| ${path} | ${figure('front', 'count')} / ${figure('next start', 'count')} | ${cells.join(' | ')} | ${inLoad('front')} / ${inLoad('next start')} |`,
      );
      console.error(`  ${rows.at(-1)}`);
    }
  }
} finally {
  await browser.close();
  await front.stop();
  fs.rmSync(front.dir, { recursive: true, force: true });
}
const range = (values: number[]) =>
  `×${Math.min(...values).toFixed(2)}–${Math.max(...values).toFixed(2)} (median ×${median(values).toFixed(2)})`;
console.log(
  [
    `Chromium page loads, median of ${loads} (front / next start; ×: how many times faster the front is):`,
    '',
    `| page | files (front / next start) | ${METRICS.map(([, label]) => label).join(' | ')} | chunks in load (of ${loads}) |`,
    `|---|---:|${METRICS.map(() => '---:').join('|')}|---:|`,
    ...rows,
    '',
    ...METRICS.map(([key, label]) => `${label}: ${range(ratios[key]!)}`),
    misses.length
      ? `answered again, not from the front's cache:\n${misses.join('\n')}`
      : 'every file the front had answered before came from its cache (X-Front-Cache: HIT)',
  ].join('\n'),
);
// A file a page load asks for again that the front does not keep is a regression, whatever the times.
process.exitCode = misses.length ? 1 : 0;
