import {
  expect,
  test,
  type BrowserContext,
  type Page,
  type Request,
  type TestInfo,
} from '@playwright/test';

import { consentConfig } from '@/config/consent';
import { HUMAN_VISITOR } from '@/scripts/chromium';
import { storedConsentCookie } from '@/scripts/stored-consent';

// What the consent specs share: the visitor, the box and its dialog, the tags asked for, the
// choice as the browser and the server hold it.
/*
 * The server runs with fake tag ids (playwright.config.ts: GTM-TEST123, G-TEST123, G-TEST456).
 * This machine has no internet, and a test must never reach Google anyway: the browser resolves no
 * other host than localhost (playwright.config.ts), so a request to Google fails in the browser, and
 * is written down here so the tests can count them.
 */
export const GTM = 'https://www.googletagmanager.com/gtm.js?id=GTM-TEST123';
const GA = 'https://www.googletagmanager.com/gtag/js?id=G-TEST123';

export type Visitor = { thirdParty: string[]; address: string };

type Choice = Record<
  'analytics_storage' | 'ad_storage' | 'ad_user_data' | 'ad_personalization',
  string
>;

export const granted = (analytics: boolean, ads: boolean): Choice => ({
  analytics_storage: analytics ? 'granted' : 'denied',
  ad_storage: ads ? 'granted' : 'denied',
  ad_user_data: ads ? 'granted' : 'denied',
  ad_personalization: ads ? 'granted' : 'denied',
});

/** A human visitor: the consent library hides itself from automated browsers (navigator.webdriver). */
export async function visitor(context: BrowserContext, testInfo: TestInfo): Promise<Visitor> {
  await context.addInitScript({ content: HUMAN_VISITOR });
  // Each test is a different visitor (own address) for the consent endpoints' per-client rate limits.
  const hash = [...testInfo.testId].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);
  const address = `198.18.${(hash >> 8) & 255}.${hash & 255}`;
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': address });
  const thirdParty: string[] = [];
  context.on('request', (request) => {
    if (new URL(request.url()).hostname !== 'localhost') thirdParty.push(request.url());
  });
  return { thirdParty, address };
}

/** A visitor who made a choice earlier: the consent cookie as the library writes it. */
export async function chose(
  context: BrowserContext,
  categories: string[],
  revision: number = consentConfig.revision,
): Promise<void> {
  await context.addCookies([
    {
      name: consentConfig.cookie.name,
      value: storedConsentCookie({ categories, revision }),
      url: test.info().project.use.baseURL!,
    },
  ]);
}

/** The first layer, rendered on the server; the settings dialog is vanilla-cookieconsent's. */
export const consentBox = (page: Page) =>
  page.locator(`#${consentConfig.noticeId} [role="dialog"]`);
export const settingsDialog = (page: Page) => page.locator('#cc-main .pm');

/**
 * Waits for the settings dialog to finish opening. Its 0.45 s transition moves the toggles, and a
 * forced click (the library draws its switch over the checkbox) lands where the toggle is drawn
 * only once it has stopped: on a loaded CI machine one landed beside it and changed nothing.
 */
export async function settingsOpened(page: Page): Promise<void> {
  await expect(settingsDialog(page)).toBeVisible();
  await page
    .locator('#cc-main')
    .evaluate((root) =>
      Promise.all(root.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => null))),
    );
}

/** The gtag commands queued so far (Arguments objects in the data layer), as plain arrays. */
export function gtagCommands(page: Page): Promise<unknown[][]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])
      .filter((entry) => Object.prototype.toString.call(entry) === '[object Arguments]')
      .map((entry) => Array.from(entry as ArrayLike<unknown>)),
  );
}

export async function consentCommands(page: Page): Promise<unknown[][]> {
  return (await gtagCommands(page)).filter((command) => command[0] === 'consent');
}

/** Consent Mode was updated to these grants after the choice. */
export async function expectConsentUpdate(
  page: Page,
  analytics: boolean,
  ads: boolean,
): Promise<void> {
  expect(await consentCommands(page)).toContainEqual([
    'consent',
    'update',
    granted(analytics, ads),
  ]);
}

/** Clicks and waits until the server has stored the consent event it triggers. */
export async function recorded(page: Page, click: () => Promise<void>): Promise<void> {
  const stored = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === consentConfig.recordEndpoint &&
      response.request().method() === 'POST',
  );
  await click();
  expect((await stored).status()).toBe(201);
}

export async function storedConsent(context: BrowserContext) {
  const cookie = (await context.cookies()).find((c) => c.name === consentConfig.cookie.name);
  expect(cookie, 'consent cookie').toBeDefined();
  return JSON.parse(decodeURIComponent(cookie!.value)) as {
    consentId: string;
    categories: string[];
  };
}

async function serverHistory(page: Page, { address }: Visitor, consentId: string) {
  const response = await page.request.get(`${consentConfig.recordEndpoint}/${consentId}`, {
    headers: { 'x-forwarded-for': address },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { events: Array<{ action: string; categories: string[] }> })
    .events;
}

/**
 * Waits until the page has had no request in flight for a while, so anything it would load on its
 * own has been asked for. Not `networkidle`: Chromium never reports the end of a keepalive fetch
 * (the consent record), which would keep that state from ever being reached.
 */
export async function settled(page: Page, quietMs = 750): Promise<void> {
  const inflight = new Set<Request>();
  let last = Date.now();
  const started = (request: Request) => {
    if (request.method() === 'GET') inflight.add(request);
    last = Date.now();
  };
  const ended = (request: Request) => {
    inflight.delete(request);
    last = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  await page.waitForLoadState('load');
  await expect
    .poll(() => inflight.size === 0 && Date.now() - last > quietMs, { timeout: 30_000 })
    .toBe(true);
  page.off('request', started);
  page.off('requestfinished', ended);
  page.off('requestfailed', ended);
}

/** The tag manager and GA4 have both been asked for. */
export async function expectAllTags({ thirdParty }: Visitor): Promise<void> {
  await expect.poll(() => thirdParty).toEqual(expect.arrayContaining([GTM, GA]));
}

/** The tag manager has been asked for, and GA4 still is not once the page has settled. */
export async function expectTagManagerOnly(page: Page, { thirdParty }: Visitor): Promise<void> {
  await expect.poll(() => thirdParty).toContain(GTM);
  await settled(page);
  expect(thirdParty).not.toContain(GA);
}

/** Nothing at all has been asked of another host once the page has settled. */
export async function expectNoTags(page: Page, { thirdParty }: Visitor): Promise<void> {
  await settled(page);
  expect(thirdParty).toEqual([]);
}

/** The same visitor reloads the page: only what this load asks for is counted. */
export async function comeBack(page: Page, { thirdParty }: Visitor): Promise<void> {
  thirdParty.length = 0;
  await page.reload();
}

/** The consent cookie holds the latest choice, and the server has every event of its history. */
export async function expectRecordedHistory(
  page: Page,
  context: BrowserContext,
  you: Visitor,
  events: Array<{ action: string; categories: string[] }>,
): Promise<void> {
  const { consentId, categories } = await storedConsent(context);
  expect(categories).toEqual(events.at(-1)?.categories);
  expect(await serverHistory(page, you, consentId)).toMatchObject(events);
}
