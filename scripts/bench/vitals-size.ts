/**
 * What the speed collector (lib/vitals, issue 39) costs a visitor: nothing before consent, and the
 * gzip bytes of its chunks once analytics is accepted. Measured in Chromium on the support page.
 *
 *   npx tsx scripts/bench/vitals-size.ts      builds nothing; starts `npm start` on BENCH_PORT
 */
import zlib from 'node:zlib';

import type { Browser, Page } from '@playwright/test';

import { consentConfig } from '@/config/consent';
import { VITALS_ENDPOINT } from '@/lib/vitals/metrics';
import { HUMAN_VISITOR } from '@/scripts/chromium';

import { kb } from './budget';

/** Text only the collector's chunks hold: its endpoint, and web-vitals' observer type. */
const MARKERS = [VITALS_ENDPOINT, 'largest-contentful-paint'];

export type VitalsCost = {
  /** gzip bytes of scripts before any choice, and how many of them hold collector code. */
  beforeConsent: number;
  collectorBeforeConsent: number;
  /** gzip bytes and count of the collector's chunks, loaded after "Accept all". */
  collector: number;
  collectorChunks: number;
  /** Everything else "Accept all" loads (the consent library, the tag loader). */
  otherAfterConsent: number;
};

type Script = { url: string; gzip: number; collector: boolean };

function recordScripts(page: Page): Promise<Script>[] {
  const scripts: Promise<Script>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      response.body().then(
        (body) => ({
          url: response.url(),
          gzip: zlib.gzipSync(body).length,
          collector: MARKERS.some((marker) => body.includes(marker)),
        }),
        () => ({ url: response.url(), gzip: 0, collector: false }),
      ),
    );
  });
  return scripts;
}

/** Opens the Spanish support page as a first-time visitor, then accepts every category. */
export async function measureVitals(browser: Browser, base: string): Promise<VitalsCost> {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: 'es-ES',
  });
  await context.addInitScript({ content: HUMAN_VISITOR });
  const page = await context.newPage();
  try {
    const scripts = recordScripts(page);
    await page.goto(`${base}/soporte`);
    await page.waitForFunction(() =>
      document.querySelector('script[src*="/_next/static/chunks/"]:not([nomodule])'),
    );
    await page.waitForLoadState('networkidle');
    const before = await Promise.all(scripts.splice(0));
    await page.locator(`#${consentConfig.noticeId} [data-consent-action="all"]`).click();
    // Not networkidle: the consent record is a keepalive fetch, whose end Chromium never reports.
    await page.waitForFunction(() => document.documentElement.dataset.consent === 'given');
    await page.waitForTimeout(3_000);
    const after = await Promise.all(scripts);
    const sum = (list: Script[]) => list.reduce((total, s) => total + s.gzip, 0);
    return {
      beforeConsent: sum(before),
      collectorBeforeConsent: before.filter((s) => s.collector).length,
      collector: sum(after.filter((s) => s.collector)),
      collectorChunks: after.filter((s) => s.collector).length,
      otherAfterConsent: sum(after.filter((s) => !s.collector)),
    };
  } finally {
    await context.close();
  }
}

/** The lines of docs/performance.md, and the failure when the collector loads before consent. */
export function vitalsReport(cost: VitalsCost): { table: string; failures: string[] } {
  const table = [
    '**Speed collector** (lib/vitals; support page, first visit, then "Accept all"; gzip):',
    '',
    '| before consent: all scripts | of them the collector | after consent: the collector | after consent: the rest |',
    '| --- | --- | --- | --- |',
    `| ${kb(cost.beforeConsent)} | ${cost.collectorBeforeConsent} chunk(s) | ${kb(cost.collector)} in ${cost.collectorChunks} chunk(s) | ${kb(cost.otherAfterConsent)} |`,
  ].join('\n');
  const failures = [
    ...(cost.collectorBeforeConsent > 0 ? ['vitals: the collector loaded before consent'] : []),
    ...(cost.collectorChunks === 0 ? ['vitals: the collector did not load after consent'] : []),
  ];
  return { table, failures };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { launchChromium } = await import('@/scripts/chromium');
  const { startProductionServer } = await import('@/scripts/production-server');
  const server = await startProductionServer(Number(process.env.BENCH_PORT ?? 3120));
  const browser = await launchChromium();
  try {
    const { table, failures } = vitalsReport(await measureVitals(browser, server.url));
    console.log(`${table}\n${failures.join('\n') || 'The collector loads after consent only.'}`);
    process.exitCode = failures.length ? 1 : 0;
  } finally {
    await browser.close();
    await server.stop();
  }
}
