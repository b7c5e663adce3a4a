/**
 * The first interaction's delay (issue 37): a visitor on a phone whose CPU is slowed four times
 * taps the menu button, the search, the language switcher, a consent button or a form field as soon
 * as the page has loaded, and the browser's Event Timing says how long that tap took to its next
 * paint (input delay + handlers + presentation). A fresh browser context per run: no cache, no
 * runtime warm.
 *
 * As a module, `measureFirstInput` serves `npm run bench`; as a command it compares two builds
 * (each folder with a production `.next`), interleaved run by run:
 *
 *   BENCH_PORT=3120 npm run bench:first-input -- --before=/path/a --after=/path/b [--runs=5]
 */
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';

import { consentConfig } from '@/config/consent';
import { localeInfo } from '@/lib/i18n/locales';
import { launchChromium } from '@/scripts/chromium';
import { HUMAN_VISITOR } from '@/scripts/chromium';
import { median } from '@/scripts/median';
import { startProductionServer } from '@/scripts/production-server';
import { messages } from '@/scripts/site-facts';
import { storedConsentCookie } from '@/scripts/stored-consent';

import { ms } from './budget';

const es = messages('es');

export type FirstInputTarget = {
  id: string;
  path: string;
  /** A first visit (the consent box shows) or a returning visitor who chose necessary only. */
  firstVisit: boolean;
  find: (page: Page) => Locator;
};

export const FIRST_INPUT_TARGETS: readonly FirstInputTarget[] = [
  {
    id: 'menu button',
    path: '/',
    firstVisit: false,
    find: (page) => page.getByLabel(es.a11y.openMenu),
  },
  {
    id: 'search button',
    path: '/',
    firstVisit: false,
    find: (page) => page.getByLabel(es.search.open),
  },
  {
    id: 'language switcher',
    path: '/recambios',
    firstVisit: false,
    find: (page) =>
      page
        .locator('summary')
        .filter({ hasText: es.a11y.chooseLanguage.replace('{language}', 'Español') }),
  },
  {
    id: 'consent button',
    path: '/',
    firstVisit: true,
    find: (page) => page.getByRole('button', { name: es.consent.acceptNecessary, exact: true }),
  },
  {
    id: 'form field',
    path: '/demo-gratuita-de-pantalla-interactiva',
    firstVisit: false,
    find: (page) => page.getByLabel(es.forms.fields.organisation.label, { exact: true }),
  },
];

/** CPU slowdown of the measured phone (Lighthouse's mobile preset uses the same factor). */
export const CPU_SLOWDOWN = 4;

/**
 * Records the Event Timing entries of the page from its start: the longest entry of the first
 * interaction is its delay to the next paint (entries under 16 ms are not reported: 16 is then an
 * upper bound of what was not seen).
 */
const EVENT_RECORDER = `
window.__events = [];
new PerformanceObserver(function (list) {
  list.getEntries().forEach(function (e) {
    window.__events.push({ name: e.name, interactionId: e.interactionId || 0, duration: e.duration, start: e.startTime });
  });
}).observe({ type: 'event', buffered: true, durationThreshold: 16 });
new PerformanceObserver(function (list) {
  list.getEntries().forEach(function (e) {
    window.__events.push({ name: 'first-input:' + e.name, interactionId: -1, duration: e.duration, start: e.startTime });
  });
}).observe({ type: 'first-input', buffered: true });
`;

type Recorded = { name: string; interactionId: number; duration: number; start: number };

async function phone(browser: Browser, origin: string, firstVisit: boolean) {
  const context: BrowserContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    locale: localeInfo.es.tag,
  });
  await context.addInitScript({ content: HUMAN_VISITOR });
  await context.addInitScript({ content: EVENT_RECORDER });
  if (!firstVisit) {
    await context.addCookies([
      {
        name: consentConfig.cookie.name,
        value: storedConsentCookie({ categories: ['necessary'] }),
        url: origin,
      },
    ]);
  }
  return context;
}

/** One fresh visit: load, tap the target once `load` has fired, read the interaction's duration. */
async function tapOnce(browser: Browser, origin: string, target: FirstInputTarget) {
  const context = await phone(browser, origin, target.firstVisit);
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(120_000);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${origin}${target.path}`, { waitUntil: 'load' });
    await target.find(page).tap();
    // The next paint after the tap, then a frame more for the entry to be dispatched.
    await page.waitForFunction(
      () =>
        (window as unknown as { __events: Recorded[] }).__events.some(
          (entry) => entry.interactionId !== 0,
        ),
      undefined,
      { timeout: 30_000 },
    );
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
    );
    const events = await page.evaluate(
      () => (window as unknown as { __events: Recorded[] }).__events,
    );
    const first = events.filter((entry) => entry.interactionId > 0);
    const firstId = first.length ? Math.min(...first.map((entry) => entry.interactionId)) : null;
    const durations = events
      .filter((entry) => entry.interactionId === firstId || entry.interactionId === -1)
      .map((entry) => entry.duration);
    return Math.max(0, ...durations);
  } finally {
    await context.close();
  }
}

export type FirstInputResult = { id: string; path: string; medianMs: number; runsMs: number[] };

/** Each target's first-tap delay on `origin`, `runs` fresh visits each (median kept). */
export async function measureFirstInput(
  browser: Browser,
  origin: string,
  runs: number,
  targets: readonly FirstInputTarget[] = FIRST_INPUT_TARGETS,
): Promise<FirstInputResult[]> {
  const results: FirstInputResult[] = [];
  for (const target of targets) {
    const runsMs: number[] = [];
    for (let run = 0; run < runs; run += 1) runsMs.push(await tapOnce(browser, origin, target));
    results.push({ id: target.id, path: target.path, medianMs: median(runsMs), runsMs });
  }
  return results;
}

function option(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length);
}

async function compare(): Promise<void> {
  const builds = { before: option('before'), after: option('after') };
  if (!builds.before || !builds.after) throw new Error('--before=<folder> and --after=<folder>');
  const runs = Number(option('runs') ?? 5);
  const port = Number(process.env.BENCH_PORT ?? 3120);
  const servers = {
    before: await startProductionServer(port, { cwd: builds.before }),
    after: await startProductionServer(port + 1, { cwd: builds.after }),
  };
  const browser = await launchChromium();
  const times = new Map<string, number[]>();
  try {
    for (let round = 0; round < runs; round += 1) {
      for (const target of FIRST_INPUT_TARGETS) {
        for (const side of ['before', 'after'] as const) {
          const key = `${target.id}|${side}`;
          const value = await tapOnce(browser, servers[side].url, target);
          times.set(key, [...(times.get(key) ?? []), value]);
        }
      }
      console.log(`round ${round + 1}/${runs} done`);
    }
  } finally {
    await browser.close();
    await servers.before.stop();
    await servers.after.stop();
  }
  console.log(
    [
      '',
      `First tap after load, phone, CPU ×${CPU_SLOWDOWN}, Event Timing duration to the next paint; medians of ${runs} interleaved fresh visits (each run's value in brackets):`,
      '',
      '| target | page | before | after |',
      '|---|---|---:|---:|',
      ...FIRST_INPUT_TARGETS.map((target) => {
        const cell = (side: string) => {
          const values = times.get(`${target.id}|${side}`) ?? [];
          return `${ms(median(values))} [${values.map((value) => Math.round(value)).join(', ')}]`;
        };
        return `| ${target.id} | \`${target.path}\` | ${cell('before')} | ${cell('after')} |`;
      }),
    ].join('\n'),
  );
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  await compare();
}
