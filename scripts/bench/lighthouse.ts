import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';

import type { LighthouseSummary } from './budget';

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const LIGHTHOUSE_CLI = require.resolve('lighthouse/cli/index.js');

type LighthouseReport = {
  lighthouseVersion: string;
  finalDisplayedUrl: string;
  runtimeError?: { message: string };
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
};

/** Chromium as the site's visitors run it: the consent box shows (no automation flag). */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-blink-features=AutomationControlled',
].join(' ');

async function runOnce(
  url: string,
  language: string | undefined,
): Promise<LighthouseSummary & { version: string }> {
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
      ...headers,
    ],
    {
      env: {
        ...process.env,
        CHROME_PATH:
          process.env.CHROME_PATH ??
          (fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : ''),
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
  return {
    version: report.lighthouseVersion,
    performance: category('performance'),
    accessibility: category('accessibility'),
    bestPractices: category('best-practices'),
    seo: category('seo'),
    cls: audit('cumulative-layout-shift'),
    tbtMs: audit('total-blocking-time'),
    lcpMs: audit('largest-contentful-paint'),
  };
}

// Lighthouse now and then loses the trace of a load ("Something went wrong with recording the trace",
// NO_NAVSTART here, a few runs per bench on this machine; see GoogleChrome/lighthouse#13854): such a run
// measured nothing, so it is run again instead of failing the whole bench.
const ATTEMPTS = 3;

async function runMeasured(
  url: string,
  language: string | undefined,
): Promise<LighthouseSummary & { version: string }> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(url, language);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      console.warn(`  Lighthouse ${url}: run lost (${String(error).slice(0, 120)}), again`);
    }
  }
}

/**
 * Lighthouse with its defaults (mobile, simulated throttling), `runs` times, on `url` itself (a
 * redirect fails the run); the run with the
 * median performance score is kept whole, as Lighthouse's own guidance on variability suggests.
 */
export async function lighthouseMedian(
  url: string,
  runs = 3,
  /** The visitor's Accept-Language (the page's own language). */
  language?: string,
): Promise<LighthouseSummary & { version: string }> {
  const results = [];
  for (let i = 0; i < runs; i += 1) results.push(await runMeasured(url, language));
  results.sort((a, b) => a.performance - b.performance || b.tbtMs - a.tbtMs);
  return results[Math.floor(results.length / 2)]!;
}
