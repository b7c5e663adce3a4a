import {
  expect,
  test,
  type BrowserContext,
  type Page,
  type Request,
  type TestInfo,
} from '@playwright/test';

import { consentConfig } from '@/config/consent';
import { cookiesOf } from '@/config/cookie-table';
import { HUMAN_VISITOR } from '@/scripts/chromium';
import { locales, localizedPath, messages } from '@/scripts/site-facts';
import { storedConsentCookie } from '@/scripts/stored-consent';
import { axeViolations } from '@/tests/support/axe';
import { holdScripts, holdStylesheets } from '@/tests/support/paint';
import { platformReady } from '@/tests/support/platform';

/*
 * The server runs with fake tag ids (playwright.config.ts: GTM-TEST123, G-TEST123, G-TEST456).
 * This machine has no internet, and a test must never reach Google anyway: the browser resolves no
 * other host than localhost (playwright.config.ts), so a request to Google fails in the browser, and
 * is written down here so the tests can count them.
 */
const GTM = 'https://www.googletagmanager.com/gtm.js?id=GTM-TEST123';
const GA = 'https://www.googletagmanager.com/gtag/js?id=G-TEST123';
const necessaryCookies = new Set<string>(cookiesOf('necessary').map((cookie) => cookie.name));

type Visitor = { thirdParty: string[]; address: string };

type Choice = Record<
  'analytics_storage' | 'ad_storage' | 'ad_user_data' | 'ad_personalization',
  string
>;

const granted = (analytics: boolean, ads: boolean): Choice => ({
  analytics_storage: analytics ? 'granted' : 'denied',
  ad_storage: ads ? 'granted' : 'denied',
  ad_user_data: ads ? 'granted' : 'denied',
  ad_personalization: ads ? 'granted' : 'denied',
});

/** A human visitor: the consent library hides itself from automated browsers (navigator.webdriver). */
async function visitor(context: BrowserContext, testInfo: TestInfo): Promise<Visitor> {
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
async function chose(
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
const consentBox = (page: Page) => page.locator(`#${consentConfig.noticeId} [role="dialog"]`);
const settingsDialog = (page: Page) => page.locator('#cc-main .pm');

/**
 * Waits for the settings dialog to finish opening. Its 0.45 s transition moves the toggles, and a
 * forced click (the library draws its switch over the checkbox) lands where the toggle is drawn
 * only once it has stopped: on a loaded CI machine one landed beside it and changed nothing.
 */
async function settingsOpened(page: Page): Promise<void> {
  await expect(settingsDialog(page)).toBeVisible();
  await page
    .locator('#cc-main')
    .evaluate((root) =>
      Promise.all(root.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => null))),
    );
}

/** The gtag commands queued so far (Arguments objects in the data layer), as plain arrays. */
function gtagCommands(page: Page): Promise<unknown[][]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])
      .filter((entry) => Object.prototype.toString.call(entry) === '[object Arguments]')
      .map((entry) => Array.from(entry as ArrayLike<unknown>)),
  );
}

async function consentCommands(page: Page): Promise<unknown[][]> {
  return (await gtagCommands(page)).filter((command) => command[0] === 'consent');
}

/** Consent Mode was updated to these grants after the choice. */
async function expectConsentUpdate(page: Page, analytics: boolean, ads: boolean): Promise<void> {
  expect(await consentCommands(page)).toContainEqual([
    'consent',
    'update',
    granted(analytics, ads),
  ]);
}

/** Clicks and waits until the server has stored the consent event it triggers. */
async function recorded(page: Page, click: () => Promise<void>): Promise<void> {
  const stored = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === consentConfig.recordEndpoint &&
      response.request().method() === 'POST',
  );
  await click();
  expect((await stored).status()).toBe(201);
}

async function storedConsent(context: BrowserContext) {
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
async function settled(page: Page, quietMs = 750): Promise<void> {
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
async function expectAllTags({ thirdParty }: Visitor): Promise<void> {
  await expect.poll(() => thirdParty).toEqual(expect.arrayContaining([GTM, GA]));
}

/** The tag manager has been asked for, and GA4 still is not once the page has settled. */
async function expectTagManagerOnly(page: Page, { thirdParty }: Visitor): Promise<void> {
  await expect.poll(() => thirdParty).toContain(GTM);
  await settled(page);
  expect(thirdParty).not.toContain(GA);
}

/** Nothing at all has been asked of another host once the page has settled. */
async function expectNoTags(page: Page, { thirdParty }: Visitor): Promise<void> {
  await settled(page);
  expect(thirdParty).toEqual([]);
}

/** The same visitor reloads the page: only what this load asks for is counted. */
async function comeBack(page: Page, { thirdParty }: Visitor): Promise<void> {
  thirdParty.length = 0;
  await page.reload();
}

/** The consent cookie holds the latest choice, and the server has every event of its history. */
async function expectRecordedHistory(
  page: Page,
  context: BrowserContext,
  you: Visitor,
  events: Array<{ action: string; categories: string[] }>,
): Promise<void> {
  const { consentId, categories } = await storedConsent(context);
  expect(categories).toEqual(events.at(-1)?.categories);
  expect(await serverHistory(page, you, consentId)).toMatchObject(events);
}

// Several page loads and server round trips per test: generous on a busy machine.
test.describe.configure({ timeout: 90_000 });

for (const locale of locales) {
  const t = messages(locale);
  const home = localizedPath(locale, '/');
  const buttons = (page: Page) => ({
    acceptAll: consentBox(page).getByRole('button', { name: t.consent.acceptAll, exact: true }),
    acceptNecessary: consentBox(page).getByRole('button', {
      name: t.consent.acceptNecessary,
      exact: true,
    }),
    customize: consentBox(page).getByRole('button', { name: t.consent.customize, exact: true }),
  });
  const toggle = (page: Page, category: 'analytics' | 'ads') =>
    settingsDialog(page).getByRole('checkbox', {
      name: t.consent.preferences[`${category}Title`],
    });
  // Every test here starts as a new visitor on the home page of the locale.
  const arrived = test.extend<{ you: Visitor }>({
    // `provide` is Playwright's `use`, renamed so the React hooks lint rule leaves it alone.
    you: async ({ context, page }, provide, testInfo) => {
      const you = await visitor(context, testInfo);
      await page.goto(home);
      await provide(you);
    },
  });
  const save = (page: Page) =>
    settingsDialog(page).getByRole('button', { name: t.consent.preferences.save, exact: true });

  test.describe(`consent in ${locale}`, () => {
    arrived(
      'accept all: the tag manager and GA4 load with consent granted, and again after a reload',
      async ({ context, page, you }) => {
        await recorded(page, () => buttons(page).acceptAll.click());

        await expectAllTags(you);
        await expectConsentUpdate(page, true, true);
        // Both GA4 properties are configured: the init script ran (the CSP allows it by hash).
        await expect
          .poll(() => gtagCommands(page))
          .toEqual(
            expect.arrayContaining([
              ['config', 'G-TEST123'],
              ['config', 'G-TEST456'],
            ]),
          );
        await expectRecordedHistory(page, context, you, [
          { action: 'first', categories: ['necessary', 'analytics', 'ads'] },
        ]);

        await comeBack(page, you);
        await expectAllTags(you);
        await expect(consentBox(page)).toBeHidden();
        await expectConsentUpdate(page, true, true);
      },
    );

    // One visit from the box's first showing to the choice: a first page load costs as much as the
    // rest of the test.
    arrived(
      'first visit: the box speaks the page language and nothing leaves; accepting necessary only keeps it so, across reloads',
      async ({ context, page, you }) => {
        await expect(consentBox(page)).toBeVisible();
        await expect(consentBox(page).getByRole('heading')).toHaveText(t.consent.title);
        const { acceptAll, acceptNecessary, customize } = buttons(page);
        await expect(acceptAll).toBeVisible();
        await expect(acceptNecessary).toBeVisible();
        await expect(customize).toBeVisible();
        await expectNoTags(page, you);
        const names = (await context.cookies()).map((cookie) => cookie.name);
        expect(names.filter((name) => !necessaryCookies.has(name))).toEqual([]);
        expect(await consentCommands(page)).toEqual([
          ['consent', 'default', granted(false, false)],
        ]);

        await recorded(page, () => acceptNecessary.click());
        await expectNoTags(page, you);

        await expectConsentUpdate(page, false, false);
        await expectRecordedHistory(page, context, you, [
          { action: 'first', categories: ['necessary'] },
        ]);

        await comeBack(page, you);
        await expectNoTags(page, you);
        await expect(consentBox(page)).toBeHidden();
      },
    );

    arrived(
      'a custom choice (ads without analytics) loads the tag manager only, across reloads',
      async ({ page, you }) => {
        await buttons(page).customize.click();
        await settingsOpened(page);
        // No pre-ticked boxes (config/consent.ts: Planet49): every optional category starts off.
        await expect(toggle(page, 'analytics')).not.toBeChecked();
        await expect(toggle(page, 'ads')).not.toBeChecked();
        await toggle(page, 'ads').check({ force: true });
        await recorded(page, () => save(page).click());

        await expectTagManagerOnly(page, you);
        await expectConsentUpdate(page, false, true);

        await comeBack(page, you);
        await expectTagManagerOnly(page, you);
        await expect(consentBox(page)).toBeHidden();
      },
    );

    arrived(
      'the footer settings dialog changes the choice, which takes effect and is recorded',
      async ({ context, page, you }) => {
        await recorded(page, () => buttons(page).acceptAll.click());
        await expectAllTags(you);

        await page
          .getByRole('contentinfo')
          .getByRole('button', { name: t.footer.cookieSettings })
          .click();
        await settingsOpened(page);
        await toggle(page, 'analytics').uncheck({ force: true });
        await toggle(page, 'ads').uncheck({ force: true });
        // Tags already running cannot be unloaded, so withdrawing consent reloads the page.
        const reloaded = page.waitForEvent('load');
        await recorded(page, () => save(page).click());
        await reloaded;

        you.thirdParty.length = 0;
        await expectNoTags(page, you);
        await expect(consentBox(page)).toBeHidden();
        await expectConsentUpdate(page, false, false);
        await expectRecordedHistory(page, context, you, [
          { action: 'first', categories: ['necessary', 'analytics', 'ads'] },
          { action: 'change', categories: ['necessary'] },
        ]);
      },
    );
  });
}

test.describe('consent, whatever the language', () => {
  const es = messages('es');

  test('crawlers never get the box, nor the consent library (navigator.webdriver)', async ({
    page,
  }) => {
    await page.goto('/');
    await settled(page);
    await expect(consentBox(page)).toBeHidden();
    await expect(page.locator('#cc-main')).toHaveCount(0);
  });

  test('the box is part of the page: it shows while the page scripts are still loading, and a button pressed then is carried out', async ({
    context,
    page,
  }, testInfo) => {
    const you = await visitor(context, testInfo);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Scripts only (the stylesheet held back: the phone test below).
    await page.route('**/_next/static/chunks/**/*.js', async (route) => {
      await held;
      await route.fallback();
    });
    await page.goto('/', { waitUntil: 'commit' });
    await expect(consentBox(page)).toBeVisible();
    await expect(consentBox(page).getByRole('heading')).toHaveText(es.consent.title);
    const stored = page.waitForResponse(
      (response) => new URL(response.url()).pathname === consentConfig.recordEndpoint,
    );
    await consentBox(page)
      .getByRole('button', { name: es.consent.acceptNecessary, exact: true })
      .click();
    release();
    expect((await stored).status()).toBe(201);
    await expect(consentBox(page)).toBeHidden();
    await expectNoTags(page, you);
    expect((await storedConsent(context)).categories).toEqual(['necessary']);
  });

  test('an answer pressed before the runtime runs hides the box at once, and a page left before it was carried out does not lose it', async ({
    context,
    page,
  }, testInfo) => {
    const you = await visitor(context, testInfo);
    // The first page's runtime never arrives: the visitor leaves before it could.
    const release = await holdScripts(page);
    await page.goto('/');
    const box = consentBox(page);
    await box.getByRole('button', { name: es.consent.acceptNecessary, exact: true }).click();
    await expect(box).toBeHidden();
    expect(await context.cookies()).not.toContainEqual(
      expect.objectContaining({ name: consentConfig.cookie.name }),
    );

    const stored = page.waitForResponse(
      (response) => new URL(response.url()).pathname === consentConfig.recordEndpoint,
    );
    await page.route('**/_next/static/chunks/**/*.js', (route) => route.fallback());
    release();
    await page.goto(localizedPath('es', '/soporte'), { waitUntil: 'commit' });
    // Hidden from the next page's first paint, and carried out there without any interaction.
    await expect(consentBox(page)).toBeHidden();
    expect((await stored).status()).toBe(201);
    expect((await storedConsent(context)).categories).toEqual(['necessary']);
    await expectNoTags(page, you);
    await page.reload();
    await expect(consentBox(page)).toBeHidden();
  });

  test('a returning visitor who accepted analytics is counted on every page left untouched: the tags load without the runtime', async ({
    context,
    page,
  }, testInfo) => {
    const you = await visitor(context, testInfo);
    await chose(context, ['necessary', 'analytics']);
    // When the first tag and the first chunk of Next's runtime were asked for, on this page view.
    let firstTagAt = Infinity;
    let firstChunkAt = Infinity;
    page.on('request', (request) => {
      const url = request.url();
      if (url.startsWith(GTM)) firstTagAt = Math.min(firstTagAt, Date.now());
      if (/\/_next\/static\/chunks\/.+\.js$/.test(url)) {
        firstChunkAt = Math.min(firstChunkAt, Date.now());
      }
    });
    for (const path of ['/', localizedPath('es', '/soporte')]) {
      you.thirdParty.length = 0;
      firstTagAt = firstChunkAt = Infinity;
      await page.goto(path);
      await expectAllTags(you);
      await expectConsentUpdate(page, true, false);
      // Nothing touched the page, and the tags did not wait for the runtime (which starts on its
      // own only once the page has been quiet for a while).
      expect(firstTagAt).toBeLessThan(firstChunkAt);
    }
    // Once the runtime runs, the island loads none of them a second time.
    const before = you.thirdParty.length;
    await platformReady(page);
    await settled(page);
    expect(you.thirdParty.length).toBe(before);
  });

  test('the footer settings button pressed before the runtime runs opens the dialog once it does', async ({
    context,
    page,
  }, testInfo) => {
    await visitor(context, testInfo);
    await chose(context, ['necessary']);
    const release = await holdScripts(page);
    await page.goto('/');
    await page
      .getByRole('contentinfo')
      .getByRole('button', { name: es.footer.cookieSettings })
      .click();
    release();
    await settingsOpened(page);
  });

  test('the Consent Mode default is the first classic script of the head', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const classic = [...head.matchAll(/<script(?![^>]*\ssrc=)[^>]*>/g)].map((match) => match[0]);
    expect(classic[0]).toContain('id="consent-mode-defaults"');
  });

  test('with no tag ids configured, accepting all loads nothing and breaks nothing', async ({
    context,
    page,
  }, testInfo) => {
    const you = await visitor(context, testInfo);
    await page.route(`**${consentConfig.tagsEndpoint}`, (route) =>
      route.fulfill({ json: { gtmId: null, gaIds: [] } }),
    );
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/');
    await recorded(page, () =>
      consentBox(page).getByRole('button', { name: es.consent.acceptAll, exact: true }).click(),
    );
    await expectNoTags(page, you);
    expect(errors).toEqual([]);
  });

  test('a choice made under an older revision is asked again, with the revision notice', async ({
    context,
    page,
  }, testInfo) => {
    await visitor(context, testInfo);
    await chose(context, ['necessary', 'analytics', 'ads'], consentConfig.revision - 1);
    await page.goto('/');
    await expect(consentBox(page)).toBeVisible();
    await expect(consentBox(page).getByText(es.consent.revision)).toBeVisible();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the box fits the screen, keeps keyboard focus and passes axe', async ({
      context,
      page,
    }, testInfo) => {
      await visitor(context, testInfo);
      // The full stylesheet held back: the box must paint from the inlined critical CSS, or its
      // `autofocus` finds it hidden and is lost.
      const releaseCss = await holdStylesheets(page);
      await page.goto('/', { waitUntil: 'commit' });
      const box = consentBox(page);
      await expect(box).toBeVisible();
      await expect(box).toBeInViewport({ ratio: 1 });
      // A screen reader starts in the dialog (its `autofocus`, honoured while the box shows).
      await expect(box).toBeFocused();
      releaseCss();
      await page.waitForLoadState('load');

      for (let i = 0; i < 8; i++) {
        await page.keyboard.press('Tab');
        expect(
          await page.evaluate(
            (id) => !!document.activeElement?.closest(`#${id}`),
            consentConfig.noticeId,
          ),
        ).toBe(true);
      }

      const violations = await axeViolations(page, `#${consentConfig.noticeId}`);
      expect(violations).toEqual([]);
    });
  });
});
