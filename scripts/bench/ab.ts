/**
 * Two builds of the site side by side, interleaved run by run with the bare Next.js floor: what a
 * change bought, on a shared machine whose load moves all three together.
 *
 *   BENCH_PORT=3120 npx tsx scripts/bench/ab.ts --before=/path/a --after=/path/b \
 *     [--pages=home,product] [--runs=3] [--locale=en]
 *
 * Each folder holds a production build (`.next`). Ports: BENCH_PORT (before), + 1 (after), + 2
 * (floor), + 5…7 (Chromium).
 */
import { isAppLocale, localeInfo } from '@/lib/i18n/locales';
import { launchChromium } from '@/scripts/chromium';
import { startProductionServer } from '@/scripts/production-server';

import { kb, ms, type LighthouseSummary } from './budget';
import { buildFloorApp } from './floor';
import { longTasksAfter, medianSummary, runMeasured } from './lighthouse';
import { weighPage, type PageWeight } from './page-weight';
import { BENCH_PAGES, benchPath } from './pages';
import { startNextIn } from './serving';

function option(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length);
}

const PORT = Number(process.env.BENCH_PORT ?? 3120);
const CHROMIUM = [PORT + 5, PORT + 6, PORT + 7];
const runs = Number(option('runs') ?? 3);
const kinds = option('pages')?.split(',') ?? ['home', 'product'];
const locale = option('locale') ?? 'es';
if (!isAppLocale(locale)) throw new Error(`--locale=${locale}: not a site locale`);
const pages = BENCH_PAGES.filter((page) => kinds.includes(page.kind)).map((page) => ({
  kind: page.kind,
  pathname: benchPath(locale, page),
}));
const builds = { before: option('before'), after: option('after') };
if (!builds.before || !builds.after) throw new Error('--before=<folder> and --after=<folder>');

const servers = {
  before: await startProductionServer(PORT, { cwd: builds.before }),
  after: await startProductionServer(PORT + 1, { cwd: builds.after }),
};
const floor = await startNextIn(await buildFloorApp('turbopack'), PORT + 2);
type Side = keyof typeof servers;
const sides: Side[] = ['before', 'after'];
const weights = new Map<string, PageWeight>();
const simulated = new Map<string, LighthouseSummary[]>();
const applied = new Map<string, LighthouseSummary[]>();
const push = (map: Map<string, LighthouseSummary[]>, key: string, run: LighthouseSummary) =>
  map.set(key, [...(map.get(key) ?? []), run]);
const language = localeInfo[locale].tag;

try {
  const browser = await launchChromium();
  try {
    for (const page of pages) {
      for (const side of sides) {
        weights.set(
          `${page.kind} ${side}`,
          await weighPage(browser, `${servers[side].url}${page.pathname}`, {
            waitForConsentBox: true,
          }),
        );
      }
    }
  } finally {
    await browser.close();
  }
  for (let round = 1; round <= runs; round += 1) {
    for (const throttling of ['simulate', 'devtools'] as const) {
      const map = throttling === 'simulate' ? simulated : applied;
      const {
        version: _,
        longTasks: floorTasks,
        ...floorRun
      } = await runMeasured(`${floor.url}/`, {
        ports: CHROMIUM,
        throttling,
      });
      console.log(
        `  ${throttling} floor: TBT ${ms(floorRun.tbtMs)}, perf ${Math.round(floorRun.performance * 100)}; long tasks after FCP: ${longTasksAfter(floorTasks, floorRun.fcpMs).join(', ') || 'none'}`,
      );
      push(map, 'floor', floorRun);
      for (const page of pages) {
        for (const side of sides) {
          const {
            version: __,
            longTasks,
            ...run
          } = await runMeasured(`${servers[side].url}${page.pathname}`, {
            ports: CHROMIUM,
            throttling,
            language,
          });
          push(map, `${page.kind} ${side}`, run);
          console.log(
            `  ${throttling} ${page.kind} ${side}: FCP ${ms(run.fcpMs)}, LCP ${ms(run.lcpMs)}, TBT ${ms(run.tbtMs)}, perf ${Math.round(run.performance * 100)}; long tasks after FCP: ${longTasksAfter(longTasks, run.fcpMs).join(', ') || 'none'}`,
          );
        }
      }
    }
    console.log(`round ${round}/${runs} done`);
  }
} finally {
  await floor.stop();
  await servers.before.stop();
  await servers.after.stop();
}

const median = (map: Map<string, LighthouseSummary[]>, key: string) => {
  const list = map.get(key);
  return list?.length ? medianSummary(list) : undefined;
};
const rows = ['floor', ...pages.flatMap((page) => sides.map((side) => `${page.kind} ${side}`))];
console.log(
  [
    '',
    `Medians of ${runs} interleaved runs (Lighthouse mobile; simulated = Lantern, applied = devtools throttling):`,
    '',
    '| page | JS before consent | HTML gzip / br | inline scripts gzip / br | inline CSS | sim. FCP | sim. LCP | TBT | perf | a11y | applied FCP | applied LCP |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map((key) => {
      const w = weights.get(key);
      const s = median(simulated, key);
      const a = median(applied, key);
      return `| ${key} | ${w ? kb(w.js) : '–'} | ${w ? `${kb(w.htmlGzip)} / ${kb(w.htmlBrotli)}` : '–'} | ${w ? `${kb(w.inlineGzip)} / ${kb(w.inlineBrotli)}` : '–'} | ${w ? kb(w.inlineCss) : '–'} | ${s ? ms(s.fcpMs) : '–'} | ${s ? ms(s.lcpMs) : '–'} | ${s ? ms(s.tbtMs) : '–'} | ${s ? Math.round(s.performance * 100) : '–'} | ${s ? Math.round(s.accessibility * 100) : '–'} | ${a ? ms(a.fcpMs) : '–'} | ${a ? ms(a.lcpMs) : '–'} |`;
    }),
  ].join('\n'),
);
