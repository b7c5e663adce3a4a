import net from 'node:net';

import { expect, test, type BrowserContext, type Page, type TestInfo } from '@playwright/test';

import { opsSocketPath } from '@/lib/db/data-folder';
import type { AppLocale } from '@/lib/i18n/locales';
import { VITALS_ENDPOINT } from '@/lib/vitals/metrics';
import type { VitalsReport } from '@/lib/vitals/report';
import { HUMAN_VISITOR } from '@/scripts/chromium';
import { localizedPath, messages } from '@/scripts/site-facts';
import { consentBox, recorded, settingsDialog, settingsOpened } from '@/tests/support/consent';
import { platformReady } from '@/tests/support/platform';

const ENDPOINT = VITALS_ENDPOINT;

// Page loads, a choice, a second page and the operator socket per test: generous on a busy machine.
test.describe.configure({ timeout: 90_000 });

/** A human visitor with an address of its own (the beacons' per-client limit), beacons counted. */
async function visitor(context: BrowserContext, testInfo: TestInfo) {
  await context.addInitScript({ content: HUMAN_VISITOR });
  const hash = [...testInfo.testId].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 11);
  await context.setExtraHTTPHeaders({
    'x-forwarded-for': `198.19.${(hash >> 8) & 255}.${hash & 255}`,
  });
  const beacons: Array<Record<string, unknown>> = [];
  context.on('request', (request) => {
    if (new URL(request.url()).pathname === ENDPOINT) beacons.push(request.postDataJSON());
  });
  return beacons;
}

/**
 * The operator's command, run by the server through its socket (it holds the PGlite folder), as
 * lib/server/ops-socket.ts speaks it: one JSON line each way. Not that module itself: it imports the
 * message catalogues, which Playwright's loader refuses without import attributes.
 */
function opsOnce(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.createConnection(opsSocketPath());
    const chunks: Buffer[] = [];
    socket.on('connect', () => socket.write(`${JSON.stringify({ args })}\n`));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
    socket.on('error', reject);
  });
}

/** The server opens its socket once the database is open, a moment after it answers pages. */
async function ops(args: string[]) {
  for (let waited = 0; ; waited += 500) {
    try {
      return await opsOnce(args);
    } catch (error) {
      if (waited > 30_000) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/** Page views stored for a route in a locale, as the operator's report counts them. */
async function storedViews(route: string, locale: string): Promise<number> {
  const result = await ops(['vitals', '--since', '1d', '--json']);
  expect(result.code, result.stderr).toBe(0);
  const report = JSON.parse(result.stdout) as VitalsReport;
  return report.groups
    .filter((g) => g.route === route && g.locale === locale)
    .reduce((sum, g) => sum + g.views, 0);
}

/** Opens a page and waits for its JavaScript (the consent code starts the collector). */
async function visit(page: Page, locale: AppLocale, path: Parameters<typeof localizedPath>[1]) {
  await page.goto(localizedPath(locale, path));
  await platformReady(page);
}

/** A key pressed on the page: an interaction for INP, and what finalises LCP. */
const interact = (page: Page) => page.keyboard.press('Shift');

/**
 * Resolves once the collector's code has arrived and had a moment to start: it is imported only
 * after analytics is accepted (call before the click that accepts it).
 */
async function collectorStarts(page: Page): Promise<void> {
  await page.waitForResponse(
    async (response) =>
      response.request().resourceType() === 'script' && (await response.text()).includes(ENDPOINT),
  );
  await page.waitForTimeout(500);
}

/**
 * Hides the page in place, as switching tabs does: Chromium tells Playwright nothing of a request
 * made by a document being unloaded, so the network log can only see a beacon sent while the page
 * lives on. (`visibilityState` is overridden and the event dispatched; web-vitals and the collector
 * read both.) Leaving for real is checked on the server's side.
 */
async function hide(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
}

/** Leaves the page the way a visitor does: the document is hidden, then unloaded. */
async function leave(page: Page) {
  await page.goto('about:blank');
}

/** What the network log and the store hold a moment after the page was hidden or left. */
async function afterAMoment(page: Page) {
  await page.waitForTimeout(1_500);
}

/** Answers the consent box and waits until the server has stored the choice. */
async function choose(page: Page, button: string) {
  await recorded(page, () =>
    consentBox(page).getByRole('button', { name: button, exact: true }).click(),
  );
}

/** Accepts every category and waits until the collector runs. */
async function acceptAll(page: Page, locale: AppLocale) {
  const started = collectorStarts(page);
  await choose(page, messages(locale).consent.acceptAll);
  await started;
}

/** A page view analytics counts: opened, every category accepted, a key pressed. */
async function countedVisit(
  page: Page,
  locale: AppLocale,
  path: Parameters<typeof localizedPath>[1],
) {
  await visit(page, locale, path);
  await acceptAll(page, locale);
  await interact(page);
}

test('with analytics accepted, a page view sends one beacon with its route id, locale and metrics, stored as one row', async ({
  context,
  page,
}, testInfo) => {
  const beacons = await visitor(context, testInfo);
  const before = await storedViews('warranty', 'pt');
  await countedVisit(page, 'pt', '/soporte/garantia');

  await hide(page);
  await expect.poll(() => beacons.length).toBe(1);
  const [beacon] = beacons;
  expect(beacon).toMatchObject({ route: 'warranty', locale: 'pt', device: 'desktop' });
  // The route id, never the address or its query.
  expect(JSON.stringify(beacon)).not.toContain('garantia');
  expect(Object.keys(beacon!.metrics as object)).toEqual(
    expect.arrayContaining(['LCP', 'FCP', 'TTFB', 'CLS', 'INP']),
  );
  // One beacon per page view: leaving afterwards sends no second one.
  await leave(page);
  await expect.poll(() => storedViews('warranty', 'pt')).toBe(before + 1);
  await afterAMoment(page);
  expect(await storedViews('warranty', 'pt')).toBe(before + 1);
});

test('a page left without hiding it first sends its beacon as it unloads', async ({
  context,
  page,
}, testInfo) => {
  await visitor(context, testInfo);
  const before = await storedViews('support', 'pt');
  await countedVisit(page, 'pt', '/soporte');
  await leave(page);
  await expect.poll(() => storedViews('support', 'pt')).toBe(before + 1);
});

test('before any choice, and with necessary cookies only, no beacon leaves the page', async ({
  context,
  page,
}, testInfo) => {
  const beacons = await visitor(context, testInfo);
  const before = await storedViews('support', 'it');
  await visit(page, 'it', '/soporte');
  await interact(page);
  await hide(page);
  await afterAMoment(page);
  expect(beacons).toEqual([]);

  await visit(page, 'it', '/soporte');
  await choose(page, messages('it').consent.acceptNecessary);
  await interact(page);
  await hide(page);
  await afterAMoment(page);
  expect(beacons).toEqual([]);
  await visit(page, 'it', '/soporte');
  await leave(page);
  await afterAMoment(page);
  expect(await storedViews('support', 'it')).toBe(before);
});

test('after analytics is withdrawn, no beacon leaves, from that page or the next', async ({
  context,
  page,
}, testInfo) => {
  const t = messages('fr');
  const beacons = await visitor(context, testInfo);
  const before = await storedViews('warranty', 'fr');
  await visit(page, 'fr', '/soporte/garantia');
  await acceptAll(page, 'fr');

  await page
    .getByRole('contentinfo')
    .getByRole('button', { name: t.footer.cookieSettings })
    .click();
  const dialog = settingsDialog(page);
  await settingsOpened(page);
  await dialog
    .getByRole('checkbox', { name: t.consent.preferences.analyticsTitle })
    .uncheck({ force: true });
  // Withdrawing reloads the page (tags cannot be unloaded): that unload sends nothing either.
  const reloaded = page.waitForEvent('load');
  await dialog.getByRole('button', { name: t.consent.preferences.save, exact: true }).click();
  await reloaded;
  await platformReady(page);
  await interact(page);
  await hide(page);
  await afterAMoment(page);
  expect(beacons).toEqual([]);
  await leave(page);
  await afterAMoment(page);
  expect(await storedViews('warranty', 'fr')).toBe(before);
});

test.describe('a bad beacon stores nothing', () => {
  const valid = {
    route: 'ledDownload',
    locale: 'fr',
    device: 'tablet',
    navigation: 'navigate',
    metrics: { LCP: 1200, FCP: 800, TTFB: 120, CLS: 0 },
  };

  test('wrong types, too large, or from another site: 400, 413, 403', async ({
    page,
    baseURL,
  }, testInfo) => {
    const before = await storedViews('ledDownload', 'fr');
    const headers = {
      origin: baseURL!,
      'content-type': 'text/plain;charset=UTF-8',
      'x-forwarded-for': `198.19.250.${testInfo.workerIndex + 1}`,
    };
    const send = (data: unknown, extra: Record<string, string> = {}) =>
      page.request.post(ENDPOINT, {
        headers: { ...headers, ...extra },
        data: typeof data === 'string' ? data : JSON.stringify(data),
      });

    expect((await send({ ...valid, metrics: { LCP: 'slow' } })).status()).toBe(400);
    expect((await send({ ...valid, route: '/fr/soporte/descargas?x=1' })).status()).toBe(400);
    expect((await send({ ...valid, lcpElement: 'x'.repeat(10_000) })).status()).toBe(413);
    const foreign = await send(valid, { origin: 'https://elsewhere.example' });
    expect(foreign.status()).toBe(403);
    expect(await storedViews('ledDownload', 'fr')).toBe(before);
  });
});
