import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';

import { DEBIAN_CHROMIUM } from '@/scripts/chromium';
import { median } from '@/scripts/median';

import type { LighthouseSummary } from './budget';

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const LIGHTHOUSE_CLI = require.resolve('lighthouse/cli/index.js');

type LighthouseReport = {
  lighthouseVersion: string;
  finalDisplayedUrl: string;
  runtimeError?: { message: string };
  categories: Record<string, { score: number | null }>;
  audits: Record<
    string,
    { numericValue?: number; details?: { items?: Record<string, number | string>[] } }
  >;
};

/** One row of Lighthouse's `network-requests` audit (times from the navigation's start, ms). */
export type NetworkRequest = {
  resourceType?: string;
  networkEndTime?: number;
  transferSize?: number;
};

/**
 * Bytes of script whose download had ended when the LCP element painted (observed trace). Lantern
 * keeps such a script in the simulated LCP's graph unless it can show the script ran after the
 * paint, and it cannot for a script whose run took under 10 ms (its task is pruned from the graph):
 * Next's chunks are such scripts, so every one of them that arrived before the paint counts.
 */
export function scriptBytesBefore(requests: NetworkRequest[], paintMs: number): number {
  return requests
    .filter((request) => request.resourceType === 'Script')
    .filter((request) => (request.networkEndTime ?? Infinity) <= paintMs)
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
}

/** Chromium as the site's visitors run it: the consent box shows (no automation flag). */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-blink-features=AutomationControlled',
].join(' ');

export type LighthouseOptions = {
  /** The visitor's Accept-Language (the page's own language). */
  language?: string;
  /**
   * Chromium's debugging ports (Lighthouse would pick a random one): consecutive runs take turns,
   * so a run never meets the previous Chromium still letting go of its port.
   */
  ports: readonly number[];
  /**
   * `simulate` (Lantern, the default, what PageSpeed Insights shows) or `devtools`: the network and
   * CPU really slowed while the page loads (what a phone on a slow link feels).
   */
  throttling?: 'simulate' | 'devtools';
};

/** One of Lighthouse's long tasks (`long-tasks` audit: simulated times under Lantern, ms). */
export type LongTask = { url: string; startTime: number; duration: number };

/** A run: the figures whose medians are kept, the version, and the run's long tasks. */
export type LighthouseRun = LighthouseSummary & { version: string; longTasks: LongTask[] };

/**
 * The tasks over 50 ms that started after the first contentful paint, by cause (the script or
 * document Lighthouse attributes each to), longest first: what the budget asks to explain.
 */
export function longTasksAfter(tasks: readonly LongTask[], fcpMs: number): string[] {
  return tasks
    .filter((task) => task.duration > 50 && task.startTime >= fcpMs)
    .sort((a, b) => b.duration - a.duration)
    .map(
      (task) =>
        `${Math.round(task.duration)} ms at ${Math.round(task.startTime)} ms (${cause(task.url)})`,
    );
}

/** What a long task's URL says of its cause: a script's file, the document itself, or nothing. */
function cause(url: string): string {
  if (!URL.canParse(url)) return url || 'unattributed';
  const { pathname } = new URL(url);
  return pathname.includes('/_next/') || /\.\w+$/.test(pathname)
    ? (pathname.split('/').pop() ?? pathname)
    : `the document ${pathname}: parsing, style, layout, paint`;
}

let runs = 0;

async function runOnce(
  url: string,
  { language, ports, throttling = 'simulate' }: LighthouseOptions,
): Promise<LighthouseRun> {
  const port = ports[runs++ % ports.length]!;
  // Lighthouse's Chromium asks for English: the site would send it from `/` to `/en` (locale
  // detection) and the table would show another page, behind a redirect.
  const headers = language
    ? [`--extra-headers=${JSON.stringify({ 'Accept-Language': language })}`]
    : [];
  const { stdout } = await run(
    process.execPath,
    [
      LIGHTHOUSE_CLI,
      url,
      '--quiet',
      '--output=json',
      '--output-path=stdout',
      '--only-categories=performance,accessibility,best-practices,seo',
      `--chrome-flags=${CHROME_FLAGS}`,
      `--port=${port}`,
      `--throttling-method=${throttling}`,
      ...headers,
    ],
    {
      env: {
        ...process.env,
        // The full browser, as visitors run it: the figures are compared with the bare page's.
        CHROME_PATH:
          process.env.CHROME_PATH ?? (fs.existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : ''),
      },
      maxBuffer: 256 * 1024 * 1024,
    },
  );
  const report = JSON.parse(stdout) as LighthouseReport;
  if (report.runtimeError) throw new Error(`Lighthouse: ${report.runtimeError.message}`);
  if (new URL(report.finalDisplayedUrl).pathname !== new URL(url).pathname) {
    throw new Error(`Lighthouse: ${url} was redirected to ${report.finalDisplayedUrl}`);
  }
  const category = (id: string) => report.categories[id]?.score ?? 0;
  const audit = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  const observedLcpMs = Number(
    report.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint ?? Number.NaN,
  );
  const requests = (report.audits['network-requests']?.details?.items ?? []) as NetworkRequest[];
  return {
    version: report.lighthouseVersion,
    performance: category('performance'),
    accessibility: category('accessibility'),
    bestPractices: category('best-practices'),
    seo: category('seo'),
    cls: audit('cumulative-layout-shift'),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    observedLcpMs,
    scriptBytesBeforeLcp: scriptBytesBefore(requests, observedLcpMs),
    longTasks: (report.audits['long-tasks']?.details?.items ?? []).map((item) => ({
      url: String(item.url ?? ''),
      startTime: Number(item.startTime ?? 0),
      duration: Number(item.duration ?? 0),
    })),
  };
}

// Lighthouse now and then loses the trace of a load ("Something went wrong with recording the trace",
// NO_NAVSTART here, a few runs per bench on this machine; see GoogleChrome/lighthouse#13854): such a run
// measured nothing, so it is run again instead of failing the whole bench.
const ATTEMPTS = 3;

export async function runMeasured(url: string, options: LighthouseOptions): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(url, options);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      const stderr = (error as { stderr?: string }).stderr?.trim().split('\n').slice(-3).join(' ');
      console.warn(
        `  Lighthouse ${url}: run lost (${stderr || String(error).slice(0, 200)}), again`,
      );
    }
  }
}

/** Each figure's median over several Lighthouse runs of one page. */
export function medianSummary(runs: LighthouseSummary[]): LighthouseSummary {
  const keys = Object.keys(runs[0]!) as (keyof LighthouseSummary)[];
  return Object.fromEntries(
    keys.map((key) => [key, median(runs.map((run) => run[key]))]),
  ) as LighthouseSummary;
}
