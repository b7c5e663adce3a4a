/**
 * `npm run bench`: measures the production build and writes the table of docs/performance.md.
 * Exits non-zero when a budget of scripts/bench/budget.ts is broken. Slow (Lighthouse runs three
 * times per page): not part of `npm test`.
 *
 *   --locales=es,en       fewer locales (default: all five)
 *   --runs=3              Lighthouse runs per page (median kept)
 *   --skip=lighthouse,serving,floor-webpack,search
 *   --duration=10         seconds of each serving load test
 *   --no-write            print the table, leave docs/performance.md alone
 */
import fs from 'node:fs';
import os from 'node:os';

import * as prettier from 'prettier';

import { isAppLocale, localeInfo } from '@/lib/i18n/locales';
import { routing } from '@/lib/i18n/routing';

import { launchChromium } from '../check-site/axe';
import { localizedPathname } from '../check-site/paths';
import { startProductionServer, type RunningServer } from '../check-site/server';
import { budgetFailures, budgets, kb, pct, renderPageTable, type PageResult } from './budget';
import { buildFloorApp, nextVersion, type Bundler } from './floor';
import { lighthouseMedian } from './lighthouse';
import { weighPage, type PageWeight } from './page-weight';
import { measureSearch, searchReport } from './search-size';
import {
  CONNECTIONS,
  load,
  startNextIn,
  startNginx,
  startWithoutProxy,
  type ServingResult,
} from './serving';

const PAGES = [
  { kind: 'home', pathname: '/' },
  { kind: 'product', pathname: '/pantallas-interactivas-educacion/taurus' },
  { kind: 'article', pathname: '/noticias/[slug]', params: { slug: 'que-es-edtech' } },
  { kind: 'form', pathname: '/demo-gratuita-de-pantalla-interactiva' },
  { kind: 'support', pathname: '/soporte/garantia' },
] as const;

/**
 * What each kind of page ships above the bare Next.js floor, and why (kept by hand: update it when
 * a page gains a client component).
 */
const ABOVE_FLOOR: Record<string, string> = {
  home: "the page's RSC payload, ~12 KB against the floor's 1.3 KB (App Router sends the server markup a second time as flight data, the consent box's included); our client leaves ~7.7 KB (language switcher with the route table, menu, current-page links, platform behaviours: scroll, link prefetch, new build, chunk reload; the consent island; the error boundary). vanilla-cookieconsent (10.4 KB) loads only once a consent button is pressed",
  product: 'as home; a longer page, so a larger RSC payload',
  article: 'as home; the article body in the RSC payload',
  form: 'as home, plus the form island (fields, inline errors, summary); the shared zod schemas load when the visitor enters the form',
  support: 'as home',
};

const PORT = Number(process.env.BENCH_PORT ?? 3120);
const MARK_START = '<!-- bench:start -->';
const MARK_END = '<!-- bench:end -->';

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

/** Lighthouse on the bare page: what this machine scores with nothing of ours on it. */
async function floorLighthouse(port: number, runs: number) {
  const server = await startNextIn(await buildFloorApp('turbopack'), port);
  try {
    return await lighthouseMedian(`${server.url}/`, runs);
  } finally {
    await server.stop();
  }
}

/** Milliseconds of server time per request that a proxy adds, from a with/without pair. */
function proxyCost(serving: ServingResult[]) {
  const rps = (name: string) => serving.find((r) => r.name === name)?.requestsPerSecond;
  const [ours, oursOff, bare, bareProxy] = [
    rps('next start + our proxy'),
    rps('next start, same build, proxy off'),
    rps('next start, bare Next.js page'),
    rps('next start, bare Next.js page + a do-nothing proxy'),
  ];
  if (!ours || !oursOff || !bare || !bareProxy) return undefined;
  const oursMs = 1000 / ours - 1000 / oursOff;
  const machineryMs = 1000 / bareProxy - 1000 / bare;
  return { oursMs, machineryMs, ourCodeMs: oursMs - machineryMs };
}

function servingTable(results: ServingResult[]): string {
  return [
    '| server | URL | req/s | p50 | p99 | errors | non-2xx |',
    '|---|---|---:|---:|---:|---:|---:|',
    ...results.map(
      (r) =>
        `| ${r.name} | \`${new URL(r.url).pathname}\` | ${Math.round(r.requestsPerSecond).toLocaleString('en')} | ${r.p50Ms} ms | ${r.p99Ms} ms | ${r.errors} | ${r.non2xx} |`,
    ),
  ].join('\n');
}

/** Rewrites the generated block of docs/performance.md, formatted as `npm test`'s prettier check wants. */
async function writeDocs(section: string): Promise<void> {
  const file = 'docs/performance.md';
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const start = current.indexOf(MARK_START);
  const end = current.indexOf(MARK_END);
  const block = `${MARK_START}\n${section}\n${MARK_END}`;
  const next =
    start >= 0 && end > start
      ? `${current.slice(0, start)}${block}${current.slice(end + MARK_END.length)}`
      : `${current}\n${block}\n`;
  const options = (await prettier.resolveConfig(file)) ?? {};
  fs.writeFileSync(file, await prettier.format(next, { ...options, filepath: file }));
}

async function main(): Promise<void> {
  const started = Date.now();
  const locales = (option('locales')?.split(',') ?? [...routing.locales]) as string[];
  const runs = Number(option('runs') ?? 3);
  const duration = Number(option('duration') ?? 10);

  console.log(
    `Bare Next.js ${nextVersion()} floor (turbopack${skip.has('floor-webpack') ? '' : ' and webpack'})…`,
  );
  const floor = await floorWeight('turbopack', PORT + 2);
  const floorWebpack = skip.has('floor-webpack')
    ? undefined
    : await floorWeight('webpack', PORT + 3);
  console.log(`  floor: ${kb(floor.js)}${floorWebpack ? `, webpack ${kb(floorWebpack.js)}` : ''}`);
  const floorLh = skip.has('lighthouse') ? undefined : await floorLighthouse(PORT + 2, runs);

  let server: RunningServer | undefined = await startProductionServer(PORT);
  const results: PageResult[] = [];
  const serving: ServingResult[] = [];
  let search: ReturnType<typeof searchReport> | undefined;
  let lighthouseVersion = '';
  try {
    const browser = await launchChromium();
    try {
      for (const locale of locales) {
        for (const page of PAGES) {
          const path = localizedPathname(
            locale,
            page.pathname,
            'params' in page ? page.params : {},
          );
          const weight = await weighPage(browser, `${server.url}${path}`, {
            waitForConsentBox: true,
          });
          results.push({ kind: page.kind, locale, path, weight });
          console.log(`  ${path}: JS ${kb(weight.js)} (${pct(weight.js / floor.js)} of floor)`);
        }
      }
      if (!skip.has('search')) {
        search = searchReport(await measureSearch(browser, server.url, locales));
      }
    } finally {
      await browser.close();
    }

    if (!skip.has('lighthouse')) {
      for (const result of results) {
        const { version, ...summary } = await lighthouseMedian(
          `${server.url}${result.path}`,
          runs,
          isAppLocale(result.locale) ? localeInfo[result.locale].tag : undefined,
        );
        lighthouseVersion = version;
        result.lighthouse = summary;
        console.log(
          `  Lighthouse ${result.path}: perf ${Math.round(summary.performance * 100)}, TBT ${Math.round(summary.tbtMs)} ms, CLS ${summary.cls.toFixed(3)}`,
        );
      }
    }

    if (!skip.has('serving')) {
      // The home page: prerendered, reached through the locale proxy's rewrite of `/` to `/es`.
      const html = await (await fetch(`${server.url}/`)).text();
      serving.push(await load('next start + our proxy', `${server.url}/`, duration));
      await server.stop();
      server = undefined;
      const bare = await startWithoutProxy(PORT + 1);
      try {
        serving.push(await load('next start, same build, proxy off', `${bare.url}/es`, duration));
      } finally {
        await bare.stop();
      }
      const nginx = await startNginx(html, PORT + 4);
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
          PORT + 2,
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

  const failures = [...budgetFailures(results, floor.js), ...(search?.failures ?? [])];
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
      )} at the end; Next.js ${nextVersion()}${lighthouseVersion ? `, Lighthouse ${lighthouseVersion} (mobile defaults, median of ${runs})` : ''}.`,
    '',
    `**Floor** (bare Next.js ${nextVersion()} page, same method): ${kb(floor.js)} with Turbopack (the build the site uses)${floorWebpack ? `, ${kb(floorWebpack.js)} with \`next build --webpack\`` : ''}. Budget: ${pct(budgets.jsOfFloor)} of the Turbopack floor = ${kb(floor.js * budgets.jsOfFloor)}.${floorLh ? ` Lighthouse on the bare page, same settings: performance ${Math.round(floorLh.performance * 100)}, TBT ${Math.round(floorLh.tbtMs)} ms, LCP ${(floorLh.lcpMs / 1000).toFixed(2)} s.` : ''}`,
    '',
    renderPageTable(results, floor.js, ABOVE_FLOOR),
    ...(search ? ['', search.table] : []),
    ...(serving.length
      ? [
          '',
          `**Serving** (autocannon, ${CONNECTIONS} connections, ${duration} s after a 2 s warm-up, no compression):`,
          '',
          servingTable(serving),
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
