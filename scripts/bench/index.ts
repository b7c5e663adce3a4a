/**
 * `npm run bench`: measures the production build and writes the table of docs/performance.md.
 * Exits non-zero when a budget of scripts/bench/budget.ts is broken. Slow (Lighthouse runs five
 * times per page): not part of `npm test`. Every port it opens is BENCH_PORT (default 3120) + 0…14.
 *
 *   --locales=es,en       fewer locales (default: all five)
 *   --pages=home,product  fewer page kinds (default: home, product, article, form, support)
 *   --runs=5              Lighthouse runs per page and for the floor (each figure's median kept)
 *   --skip=lighthouse,applied,applied-front,serving,front,tls,floor-webpack,search,first-input,vitals
 *   --duration=10         seconds of each serving load test
 *   --front-duration=3    seconds of each of the serving front's wrk runs
 *   --front-rounds=3      interleaved rounds (nginx, front, nginx, front, …) of the front's table
 *   --no-write            print the table, leave docs/performance.md alone
 */
import fs from 'node:fs';
import os from 'node:os';

import { isAppLocale, localeInfo } from '@/lib/i18n/locales';
import { routing } from '@/lib/i18n/routing';
import { launchChromium } from '@/scripts/chromium';
import { startProductionServer, type RunningServer } from '@/scripts/production-server';

import {
  budgetFailures,
  budgets,
  kb,
  ms,
  renderDocumentTable,
  renderPageTable,
  type AppliedPaint,
  type Floor,
  type LighthouseSummary,
  type PageResult,
} from './budget';
import { CPU_SLOWDOWN, measureFirstInput, type FirstInputResult } from './first-input';
import { buildFloorApp, nextVersion, type Bundler } from './floor';
import { longTasksAfter, medianSummary, runMeasured } from './lighthouse';
import { CONNECTIONS, load, type ServingResult } from './load-tools';
import { weighPage, type PageWeight } from './page-weight';
import { BENCH_PAGES, benchPath } from './pages';
import { proxyCost, servingTable, writeDocs } from './report';
import { measureSearch, searchReport } from './search-size';
import { startNextIn, startNginx, startWithoutProxy } from './serving';
import { measureFront, startBenchFront } from './serving-front';
import { measureVitals, vitalsReport } from './vitals-size';

const PAGES = BENCH_PAGES;

/**
 * What each kind of page ships above the bare Next.js floor, and why (kept by hand: update it when
 * a page gains a client component). Printed under the table.
 */
const ABOVE_FLOOR: Record<string, string> = {
  home: "JavaScript: our client leaves (the RSC payload, ~12.8 KB gzip against the floor's 1.4 KB, is data and counted apart: App Router sends the server markup a second time as flight data, the consent box's included), ~10 KB gzip (measured per module in the build of issue 26: platform behaviours — scroll, link prefetch, new build, chunk reload — 3.4 KB; the locale list and the page/route table the language switcher matches the path against 2.5 KB; the switcher 1.2 KB; consent island, its config and the locale cookie 1.7 KB; search box listener 0.6 KB; menu 0.55 KB; current-page links 0.24 KB; the error boundary 0.8 KB); vanilla-cookieconsent (10.4 KB) loads only once a consent button is pressed. Not JavaScript: the HTML (24 KB gzip against the floor's 2 KB, plus the inlined critical CSS) and the whole stylesheet (Tailwind for the whole site, 12.5 KB gzip), requested after the first frame; Next's chunks wait for the visitor's first interaction or a quiet page (scripts/critical-css/defer-chunks.ts); no web font",
  product: 'as home; a longer page (specification tables), so a larger RSC payload and HTML',
  article: 'as home; the article body in the RSC payload',
  form: "as home, plus the form's controller and its fields' error lines (the fields are server-rendered); checking and sending, the error summary and the shared zod schemas load when the visitor enters the form",
  support: 'as home',
};

const PORT = Number(process.env.BENCH_PORT ?? 3120);
/** Ports: the site, the site without its proxy, the floor, the webpack floor, nginx, Chromium's. */
const PORTS = {
  site: PORT,
  siteWithoutProxy: PORT + 1,
  floor: PORT + 2,
  floorWebpack: PORT + 3,
  nginx: PORT + 4,
  chromium: [PORT + 5, PORT + 6, PORT + 7],
} as const;
function option(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length);
}

const skip = new Set(option('skip')?.split(',') ?? []);

async function floorWeight(bundler: Bundler, port: number): Promise<PageWeight> {
  const dir = await buildFloorApp(bundler);
  const server = await startNextIn(dir, port);
  const browser = await launchChromium();
  try {
    return await weighPage(browser, `${server.url}/`, { waitForConsentBox: false });
  } finally {
    await browser.close();
    await server.stop();
  }
}

/** One Lighthouse run in the log: the evidence behind each median. */
function logRun(label: string, run: LighthouseSummary): void {
  console.log(
    `    ${label}: perf ${Math.round(run.performance * 100)}, FCP ${ms(run.fcpMs)}, LCP ${ms(run.lcpMs)} (observed ${ms(run.observedLcpMs)}, ${kb(run.scriptBytesBeforeLcp)} of script in by then), TBT ${ms(run.tbtMs)}`,
  );
}

/** One applied-throttling run in the log. */
function logApplied(label: string, run: LighthouseSummary): void {
  console.log(`    ${label}, applied throttling: FCP ${ms(run.fcpMs)}, LCP ${ms(run.lcpMs)}`);
}

/**
 * Lighthouse on the floor and on every page, `runs` rounds of one run each, the floor first in each
 * round: pages and floor meet the machine in the same states, and each figure's median is kept.
 * Each round runs Lantern's simulation, then applied throttling (devtools) on the floor and on
 * every page served by `next start`, then by the serving front (`npm run start:front`, its own
 * Node on the same build), unless skipped (`--skip=applied`, `--skip=applied-front`).
 */
async function lighthouseRounds(
  results: PageResult[],
  siteUrl: string,
  runs: number,
): Promise<{ floor: LighthouseSummary; floorApplied?: AppliedPaint; version: string }> {
  const floorServer = await startNextIn(await buildFloorApp('turbopack'), PORTS.floor);
  const front =
    skip.has('applied') || skip.has('applied-front') ? undefined : await startBenchFront(PORT + 8);
  const floorRuns: LighthouseSummary[] = [];
  const floorAppliedRuns: LighthouseSummary[] = [];
  const pageRuns = results.map((): LighthouseSummary[] => []);
  const appliedRuns = results.map((): LighthouseSummary[] => []);
  const appliedFrontRuns = results.map((): LighthouseSummary[] => []);
  const tasksByUrl = new Map<string, { tbtMs: number; after: string[] }[]>();
  let version = '';
  const measure = async (
    url: string,
    locale: string | undefined,
    throttling: 'simulate' | 'devtools',
  ) => {
    const {
      version: v,
      longTasks,
      ...run
    } = await runMeasured(url, {
      ports: PORTS.chromium,
      language: locale && isAppLocale(locale) ? localeInfo[locale].tag : undefined,
      throttling,
    });
    version = v;
    if (throttling === 'simulate') {
      const after = longTasksAfter(longTasks, run.fcpMs);
      console.log(`    long tasks after FCP (${url}): ${after.join(', ') || 'none'}`);
      tasksByUrl.set(url, [...(tasksByUrl.get(url) ?? []), { tbtMs: run.tbtMs, after }]);
    }
    return run;
  };
  /** One run on the floor, then on every page (each also through the front, when given). */
  const measureAll = async (
    throttling: 'simulate' | 'devtools',
    into: { floor: LighthouseSummary[]; pages: LighthouseSummary[][] },
    log: (label: string, run: LighthouseSummary) => void,
    viaFront?: { url: string; pages: LighthouseSummary[][] },
  ) => {
    const floorRun = await measure(`${floorServer.url}/`, undefined, throttling);
    into.floor.push(floorRun);
    log('floor', floorRun);
    for (const [index, result] of results.entries()) {
      const run = await measure(`${siteUrl}${result.path}`, result.locale, throttling);
      into.pages[index]!.push(run);
      log(result.path, run);
      if (viaFront) {
        const frontRun = await measure(`${viaFront.url}${result.path}`, result.locale, throttling);
        viaFront.pages[index]!.push(frontRun);
        log(`${result.path} (front)`, frontRun);
      }
    }
  };
  try {
    for (let round = 1; round <= runs; round += 1) {
      await measureAll('simulate', { floor: floorRuns, pages: pageRuns }, logRun);
      if (!skip.has('applied')) {
        await measureAll(
          'devtools',
          { floor: floorAppliedRuns, pages: appliedRuns },
          logApplied,
          front && { url: front.url, pages: appliedFrontRuns },
        );
      }
      console.log(`  Lighthouse round ${round}/${runs} done`);
    }
  } finally {
    await floorServer.stop();
    if (front) {
      await front.stop();
      fs.rmSync(front.dir, { recursive: true, force: true });
    }
  }
  const paint = (list: LighthouseSummary[]): AppliedPaint | undefined => {
    if (!list.length) return undefined;
    const { fcpMs, lcpMs } = medianSummary(list);
    return { fcpMs, lcpMs };
  };
  /** The long tasks of the run whose TBT is the median's (the run the table's TBT stands for). */
  const medianTasks = (url: string) => {
    const list = [...(tasksByUrl.get(url) ?? [])].sort((a, b) => a.tbtMs - b.tbtMs);
    return list[Math.floor((list.length - 1) / 2)]?.after ?? [];
  };
  longTasks.set('floor', medianTasks(`${floorServer.url}/`));
  for (const [index, result] of results.entries()) {
    longTasks.set(result.path, medianTasks(`${siteUrl}${result.path}`));
    result.lighthouse = medianSummary(pageRuns[index]!);
    result.applied = paint(appliedRuns[index]!);
    result.appliedFront = paint(appliedFrontRuns[index]!);
  }
  return { floor: medianSummary(floorRuns), floorApplied: paint(floorAppliedRuns), version };
}

/** Per page (and `floor`): the long tasks after the first paint in its median-TBT run. */
const longTasks = new Map<string, string[]>();

async function main(): Promise<void> {
  const started = Date.now();
  const locales = (option('locales')?.split(',') ?? [...routing.locales]) as string[];
  const runs = Number(option('runs') ?? 5);
  const kinds = option('pages')?.split(',');
  const pages = PAGES.filter((page) => !kinds || kinds.includes(page.kind));
  const duration = Number(option('duration') ?? 10);

  console.log(
    `Bare Next.js ${nextVersion()} floor (turbopack${skip.has('floor-webpack') ? '' : ' and webpack'})…`,
  );
  const floorTurbopack = await floorWeight('turbopack', PORTS.floor);
  const floorWebpack = skip.has('floor-webpack')
    ? undefined
    : await floorWeight('webpack', PORTS.floorWebpack);
  console.log(
    `  floor: ${kb(floorTurbopack.js)}${floorWebpack ? `, webpack ${kb(floorWebpack.js)}` : ''}`,
  );
  const floor: Floor = { js: floorTurbopack.js };

  let server: RunningServer | undefined = await startProductionServer(PORTS.site);
  const results: PageResult[] = [];
  const serving: ServingResult[] = [];
  let search: ReturnType<typeof searchReport> | undefined;
  let firstInput: FirstInputResult[] | undefined;
  let vitals: ReturnType<typeof vitalsReport> | undefined;
  let lighthouseVersion = '';
  try {
    const browser = await launchChromium();
    try {
      for (const locale of locales) {
        for (const page of pages) {
          const path = benchPath(locale, page);
          const weight = await weighPage(browser, `${server.url}${path}`, {
            waitForConsentBox: true,
          });
          results.push({ kind: page.kind, locale, path, weight });
          console.log(
            `  ${path}: JS ${kb(weight.js)} (${kb(weight.js - floor.js)} above the floor)`,
          );
        }
      }
      if (!skip.has('search')) {
        search = searchReport(await measureSearch(browser, server.url, locales));
      }
      if (!skip.has('first-input')) {
        firstInput = await measureFirstInput(browser, server.url, runs);
        for (const target of firstInput) {
          console.log(
            `  first tap, ${target.id}: ${ms(target.medianMs)} (${target.runsMs.map(ms).join(', ')})`,
          );
        }
      }
      if (!skip.has('vitals')) vitals = vitalsReport(await measureVitals(browser, server.url));
    } finally {
      await browser.close();
    }

    if (!skip.has('lighthouse')) {
      const measured = await lighthouseRounds(results, server.url, runs);
      floor.lighthouse = measured.floor;
      floor.applied = measured.floorApplied;
      lighthouseVersion = measured.version;
    }

    if (!skip.has('serving')) {
      // The home page: prerendered, reached through the locale proxy's rewrite of `/` to `/es`.
      const html = await (await fetch(`${server.url}/`)).text();
      serving.push(await load('next start + our proxy', `${server.url}/`, duration));
      await server.stop();
      server = undefined;
      const bare = await startWithoutProxy(PORTS.siteWithoutProxy);
      try {
        serving.push(await load('next start, same build, proxy off', `${bare.url}/es`, duration));
      } finally {
        await bare.stop();
      }
      const nginx = await startNginx(html, PORTS.nginx);
      try {
        serving.push(await load('nginx, same HTML file', `${nginx.url}/`, duration));
      } finally {
        await nginx.stop();
      }
      for (const [name, withProxy] of [
        ['next start, bare Next.js page', false],
        ['next start, bare Next.js page + a do-nothing proxy', true],
      ] as const) {
        const floorServer = await startNextIn(
          await buildFloorApp('turbopack', withProxy),
          PORTS.floor,
        );
        try {
          serving.push(await load(name, `${floorServer.url}/`, duration));
        } finally {
          await floorServer.stop();
        }
      }
    }
  } finally {
    await server?.stop();
  }

  // The serving front (docs/deployment.md): its own Node, nginx and reference nginx, after the servers above stopped.
  const front = skip.has('front')
    ? undefined
    : await measureFront(PORT + 8, Number(option('front-duration') ?? 3), {
        rounds: Number(option('front-rounds') ?? 3),
        tlsKinds: skip.has('tls') ? [] : ['home'],
      });

  const failures = [
    ...budgetFailures(results, floor),
    ...(firstInput ?? [])
      .filter((target) => target.medianMs > budgets.firstInputMs)
      .map(
        (target) =>
          `first tap, ${target.id} (${target.path}): ${ms(target.medianMs)} > ${ms(budgets.firstInputMs)}`,
      ),
    ...(front?.failures ?? []),
    ...(search?.failures ?? []),
    ...(vitals?.failures ?? []),
  ];
  const proxy = proxyCost(serving);
  if (proxy && proxy.ourCodeMs > budgets.proxyCodeMs) {
    failures.push(
      `proxy: our code adds ${proxy.ourCodeMs.toFixed(2)} ms of server time per request (budget ${budgets.proxyCodeMs} ms)`,
    );
  }

  const date = new Date().toISOString().slice(0, 10);
  const section = [
    `Measured ${date} by \`npm run bench\` on ${os.cpus().length} CPU(s), load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(
        ' / ',
      )} at the end; Next.js ${nextVersion()}${lighthouseVersion ? `, Lighthouse ${lighthouseVersion} (mobile defaults, simulated throttling, the median of ${runs} runs of each figure)` : ''}.`,
    '',
    `**Floor**: a bare Next.js ${nextVersion()} page (one paragraph) built with Turbopack like the site, measured the same way in the same run${floorWebpack ? ` (with \`next build --webpack\` its JavaScript is ${kb(floorWebpack.js)})` : ''}. Each page's figures beside the floor's and the budget they are held to; a broken one is in bold and marked ✗.`,
    '',
    renderPageTable(results, floor),
    '',
    `**The document, and paint under applied throttling** (Lighthouse \`--throttling-method=devtools\`: 150 ms round trips, 1.6 Mbit/s, CPU slowed four times, really applied; FCP and LCP as observed, the median of ${runs} runs; the floor in the same rounds; "front": the same build served by \`npm run start:front\`, brotli). Bytes: the document as served raw, gzip (zlib default, \`next start\`) and brotli (quality 5, the front); the inline scripts (RSC payload) alone; the inlined critical CSS:`,
    '',
    renderDocumentTable(results, floor),
    '',
    ...(firstInput
      ? [
          `**The first tap** (scripts/bench/first-input.ts): a phone (390 × 844, touch) whose CPU is slowed ${CPU_SLOWDOWN} times taps each target once \`load\` has fired, on a fresh visit (a first visit for the consent button, a returning visitor who chose necessary only otherwise); Event Timing's duration of that interaction, from the tap to the next paint; the median of ${runs} visits. Budget: ≤ ${ms(budgets.firstInputMs)} each.`,
          '',
          '| target | page | first tap to next paint | runs |',
          '|---|---|---:|---|',
          ...firstInput.map(
            (target) =>
              `| ${target.id} | \`${target.path}\` | ${target.medianMs > budgets.firstInputMs ? `**${ms(target.medianMs)}** ✗` : ms(target.medianMs)} | ${target.runsMs.map((value) => Math.round(value)).join(', ')} |`,
          ),
          '',
        ]
      : []),
    ...(longTasks.size
      ? [
          '**Long tasks after the first paint** (Lighthouse\'s `long-tasks`, simulated, over 50 ms, in each page\'s median-TBT run; the script or document each is attributed to; docs/page-loading.md, "When the runtime starts", says what each is):',
          '',
          ...[...longTasks].map(([page, tasks]) => `- ${page}: ${tasks.join('; ') || 'none'}`),
          '',
        ]
      : []),
    '**What ships above the floor**, per template:',
    '',
    ...pages.map((page) => `- ${page.kind}: ${ABOVE_FLOOR[page.kind] ?? ''}`),
    ...(search ? ['', search.table] : []),
    ...(vitals ? ['', vitals.table] : []),
    ...(serving.length
      ? [
          '',
          `**Serving** (autocannon, ${CONNECTIONS} connections, ${duration} s after a 2 s warm-up, no compression):`,
          '',
          servingTable(serving),
        ]
      : []),
    ...(front
      ? [
          '',
          `**Serving front** (\`npm run start:front\`), asked as Chromium asks (HTTP/1.1 keep-alive, \`Accept-Encoding: gzip, deflate, br, zstd\`, or gzip, or none; a Spanish Accept-Language and locale cookie on pages), beside nginx serving the front's very bytes as static files precompressed (\`brotli_static\`, \`gzip_static\`, \`sendfile\`, \`tcp_nopush\`); wrk, req/s, medians of ${Number(option('front-rounds') ?? 3)} interleaved rounds of ${Number(option('front-duration') ?? 3)} s; share: the median of each round's front/nginx ratio:`,
          '',
          front.table,
          '',
          ...(front.tlsTable
            ? [
                'The home page in br again, plain, over TLS 1.3 (wrk) and over HTTP/2 (h2load, one stream per connection; its p99 column is its slowest request), both servers also listening with TLS (a self-signed P-256 certificate), as when nginx terminates TLS itself (docs/deployment.md, "TLS and HTTP/2"):',
                '',
                front.tlsTable,
                '',
              ]
            : []),
          'Then `next start` alone, a first visit and a POST burst (wrk, 64 connections; POSTs with autocannon):',
          '',
          servingTable(front.results.filter((r) => !r.name.includes(' conn.: '))),
        ]
      : []),
    '',
    failures.length
      ? `**Broken budgets:**\n\n${failures.map((f) => `- ${f}`).join('\n')}`
      : '**All budgets hold.**',
  ].join('\n');

  console.log(`\n${section}\n`);
  if (!process.argv.includes('--no-write')) await writeDocs(section);
  console.log(
    `bench ${failures.length ? 'failed' : 'passed'} in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  process.exitCode = failures.length ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
