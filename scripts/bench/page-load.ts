/**
 * A page load through the serving front against `next start` alone (the very Node process behind
 * it), as Chromium loads it: HTTP/1.1, up to six keep-alive connections per host, its own
 * Accept-Encoding, a cold cache in a new context per load. Loads alternate between the two, after
 * one unmeasured load of each (it fills the front's cache); each figure is the median.
 *
 *   BENCH_PORT=3120 npx tsx scripts/bench/page-load.ts [--loads=7]
 *
 * Ports: BENCH_PORT + 8 (Node) and + 9 (the front).
 */
import fs from 'node:fs';

import type { Browser } from 'playwright';

import { startBenchFront } from './serving';
import { launchChromium } from '../check-site/axe';
import { median } from '../front/reused-connection';

const PAGES = [
  { kind: 'home', path: '/' },
  { kind: 'product', path: '/pantallas-interactivas-educacion/taurus' },
  { kind: 'article', path: '/noticias/que-es-edtech' },
];

type Timing = { document: number; lastAsset: number; load: number; assets: number };

async function loadOnce(browser: Browser, url: string): Promise<Timing> {
  const context = await browser.newContext({ locale: 'es-ES' });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    return await page.evaluate(() => {
      const navigation = performance.getEntriesByType(
        'navigation',
      )[0] as PerformanceNavigationTiming;
      const assets = performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).origin === location.origin)
        .map((entry) => (entry as PerformanceResourceTiming).responseEnd);
      return {
        document: navigation.responseEnd,
        lastAsset: Math.max(0, ...assets),
        load: navigation.loadEventEnd,
        assets: assets.length,
      };
    });
  } finally {
    await context.close();
  }
}

function option(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length);
}

const loads = Number(option('loads') ?? 7);
const base = Number(process.env.BENCH_PORT ?? 3120) + 8;
const front = await startBenchFront(base);
const browser = await launchChromium();
const rows: string[] = [];
try {
  for (const page of PAGES) {
    const targets = {
      front: `${front.url}${page.path}`,
      'next start': `${front.nodeUrl}${page.path}`,
    };
    const seen: Record<string, Timing[]> = { front: [], 'next start': [] };
    for (const url of Object.values(targets)) await loadOnce(browser, url);
    for (let i = 0; i < loads; i += 1) {
      for (const [name, url] of Object.entries(targets)) {
        seen[name]!.push(await loadOnce(browser, url));
      }
    }
    const figure = (name: string, key: keyof Timing) => median(seen[name]!.map((t) => t[key]));
    const cells = (['document', 'lastAsset', 'load'] as const).map((key) => {
      const viaFront = figure('front', key);
      const direct = figure('next start', key);
      return `${viaFront.toFixed(0)} / ${direct.toFixed(0)} ms (×${(direct / viaFront).toFixed(1)})`;
    });
    rows.push(`| ${page.kind} | ${figure('front', 'assets')} | ${cells.join(' | ')} |`);
  }
} finally {
  await browser.close();
  await front.stop();
  fs.rmSync(front.dir, { recursive: true, force: true });
}
console.log(
  [
    `Chromium page loads, median of ${loads} (front / next start; ×: how many times faster the front is):`,
    '',
    '| page | same-origin requests | document received | last asset received | load event |',
    '|---|---:|---:|---:|---:|',
    ...rows,
  ].join('\n'),
);
