import { expect, test, type Browser, type Page, type Request } from '@playwright/test';

import { consentConfig } from '@/config/consent';
import { platform } from '@/lib/platform/constants';
import { HUMAN_VISITOR } from '@/scripts/chromium';
import { expectedHeading, messages, pages, type PageId } from '@/scripts/site-facts';
import { platformReady } from '@/tests/support/platform';

const es = messages('es');
const consentBox = `#${consentConfig.noticeId} [role="dialog"]`;
const GOOGLEBOT =
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/120.0.0.0 Safari/537.36';

/** Footer pages likely to bring client code of their own (forms, filters). */
const CANDIDATES: PageId[] = [
  'spareParts',
  'contact',
  'demo',
  'careers',
  'warrantyLookup',
  'assistance',
  'sustainabilityRequest',
];

function isScript(url: string | URL): boolean {
  const { pathname } = new URL(url);
  return pathname.startsWith('/_next/static/chunks/') && pathname.endsWith('.js');
}

/**
 * A page whose client navigation from the home page loads JavaScript chunks the home page did not
 * (its own client components), found in a separate browser context so the test's cache stays cold.
 */
async function pageWithLazyChunks(browser: Browser) {
  const context = await browser.newContext({ locale: 'es-ES' });
  const page = await context.newPage();
  try {
    await page.goto('/');
    // Started, so that a click is a client navigation (before, it is a page load of its own).
    await platformReady(page);
    await page.waitForLoadState('networkidle');
    for (const id of CANDIDATES) {
      const path = pages[id].pathname;
      const link = page.locator(`footer a[href="${path}"]`);
      if ((await link.count()) === 0) continue;
      const requested: string[] = [];
      const onRequest = (request: Request) => {
        if (isScript(request.url())) requested.push(new URL(request.url()).pathname);
      };
      page.on('request', onRequest);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await page.waitForLoadState('networkidle');
      page.off('request', onRequest);
      if (requested.length > 0) return { id, path, chunks: requested };
    }
  } finally {
    await context.close();
  }
  throw new Error(`no client navigation to ${CANDIDATES.join(', ')} loads a chunk of its own`);
}

/** Counts the full page loads of the main frame started from now on (reloads included). */
function countLoads(page: Page): () => number {
  let loads = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads++;
  });
  return () => loads;
}

/** Waits for the count of page loads, leaving a slow machine time for a reload. */
async function expectLoads(loads: () => number, count: number): Promise<void> {
  await expect.poll(loads, { timeout: 20_000 }).toBe(count);
}

test.describe('a lazy chunk that fails to load', () => {
  // Several page loads and a probe in a second browser context each.
  test.describe.configure({ timeout: 90_000 });

  test('during a navigation: one reload, and the reloaded page works', async ({
    page,
    browser,
  }) => {
    const target = await pageWithLazyChunks(browser);
    await page.goto('/');
    // A click before hydration is a plain page load, not the client navigation under test.
    await platformReady(page);
    const loads = countLoads(page);
    let failed = 0;
    // The chunk fails for the client navigation only; the reloaded page gets it.
    await page.route(isScript, (route) => {
      const path = new URL(route.request().url()).pathname;
      if (loads() > 0 || !target.chunks.includes(path)) return route.continue();
      failed++;
      return route.abort('connectionreset');
    });
    await page.locator(`footer a[href="${target.path}"]`).click();

    await expectLoads(loads, 1);
    expect(failed).toBeGreaterThan(0);
    await expect(page).toHaveURL(new RegExp(`${target.path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      expectedHeading('es', target.id),
    );
    await platformReady(page);
    await page.waitForTimeout(1500);
    expect(loads()).toBe(1);
  });

  test('that keeps failing: one reload per 10 s, never a loop, the error page in between', async ({
    page,
    browser,
  }) => {
    const target = await pageWithLazyChunks(browser);
    // A fixed clock: the guard window depends on Date.now, not on how fast this machine is.
    const start = new Date('2030-01-01T10:00:00Z').getTime();
    await page.clock.setFixedTime(start);
    let failed = 0;
    await page.route(isScript, (route) => {
      if (!target.chunks.includes(new URL(route.request().url()).pathname)) {
        return route.continue();
      }
      failed++;
      return route.abort('connectionreset');
    });
    const link = page.locator(`footer a[href="${target.path}"]`);
    await page.goto('/');
    await platformReady(page);
    const loads = countLoads(page);
    await link.click();
    await expectLoads(loads, 1);
    await expect(page).toHaveURL(new RegExp(`${target.path}$`));
    // The reloaded page cannot load the chunk either; it must not reload again.
    await page.waitForTimeout(2000);
    expect(loads()).toBe(1);

    // Within the window, the same failure is the error page's.
    await page.goto('/');
    await platformReady(page);
    const failedBefore = failed;
    await link.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(es.serverError.heading);
    expect(failed).toBeGreaterThan(failedBefore);
    await page.waitForTimeout(1500);
    expect(loads()).toBe(2);

    // Once the window has passed, a failure may reload again.
    await page.clock.setFixedTime(start + platform.chunkReloadGuardMs + 1000);
    await page.goto('/');
    await platformReady(page);
    await link.click();
    await expectLoads(loads, 4);
  });

  test('loaded after the page (a dynamic import): one reload, then no loop', async ({ page }) => {
    // A visitor's first consent loads the consent library on demand (consent-island.tsx).
    await page.addInitScript({ content: HUMAN_VISITOR });
    const accept = page.locator(consentBox).getByRole('button', { name: es.consent.acceptAll });
    const html = await (await page.request.get('/')).text();
    // The page's own chunks: named in its HTML (the build's loader lists them, scripts/critical-css).
    const initial = new Set(html.match(/\/_next\/static\/chunks\/[^"?\\]+\.js/g));
    const aborted: string[] = [];
    await page.route(isScript, (route) => {
      const path = new URL(route.request().url()).pathname;
      if (initial.has(path)) return route.continue();
      aborted.push(path);
      return route.abort('connectionreset');
    });
    const loads = countLoads(page);
    await page.goto('/');
    await accept.click();
    await expectLoads(loads, 2);
    // The answer is kept for the visit (config/consent.ts, `pendingKey`): the reloaded page hides
    // the box and carries it out on its own. The same failure right after the reload is left to
    // the page: no second reload.
    await expect(page.locator(consentBox)).toBeHidden();
    await expect.poll(() => aborted.length).toBeGreaterThanOrEqual(2);
    await page.waitForTimeout(3000);
    expect(loads()).toBe(2);
    // The page itself stays usable.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(es.home.heroTitle);
  });
});

test.describe('crawlers', () => {
  test('get the server-rendered page with its real status codes', async ({ playwright }) => {
    const bot = await playwright.request.newContext({
      baseURL: test.info().project.use.baseURL,
      userAgent: GOOGLEBOT,
      extraHTTPHeaders: { 'Accept-Language': 'es-ES,es' },
    });
    const news = await bot.get('/noticias', { maxRedirects: 0 });
    expect(news.status()).toBe(200);
    const html = await news.text();
    const body = html.replace(/<script[\s\S]*?<\/script>/g, '');
    expect(body).toMatch(new RegExp(`<h1[^>]*>${es.pages.news.heading}</h1>`));
    // The catalogue of the error page travels in the payload; its heading must not be rendered.
    expect(body).not.toContain(es.serverError.heading);

    const missing = await bot.get('/pagina-que-no-existe', { maxRedirects: 0 });
    expect(missing.status()).toBe(404);
    const notFound = (await missing.text()).replace(/<!-- -->/g, '');
    expect(notFound).toContain(es.notFound.heading.replace('{path}', '/pagina-que-no-existe'));
    await bot.dispose();
  });

  test('in a browser: no consent box, no client error page, real statuses', async ({ browser }) => {
    // Playwright sets navigator.webdriver, which hides the consent box by itself; only the
    // user agent may hide it here. The same page with a visitor's user agent shows it.
    async function open(userAgent: string | undefined) {
      const context = await browser.newContext({ userAgent, locale: 'es-ES' });
      await context.addInitScript({ content: HUMAN_VISITOR });
      return { context, page: await context.newPage() };
    }

    const visitor = await open(undefined);
    await visitor.page.goto('/');
    await expect(visitor.page.locator(consentBox)).toBeVisible();
    await visitor.context.close();

    const bot = await open(GOOGLEBOT);
    const home = await bot.page.goto('/');
    expect(home?.status()).toBe(200);
    await expect(bot.page.getByRole('heading', { level: 1 })).toHaveText(es.home.heroTitle);
    await bot.page.waitForLoadState('networkidle');
    // The box is in every page's HTML; the <head> script leaves it hidden for crawlers, and the
    // consent library (which draws the settings dialog) is never loaded.
    await expect(bot.page.locator(consentBox)).toBeHidden();
    await expect(bot.page.locator('#cc-main')).toHaveCount(0);

    const missing = await bot.page.goto('/pagina-que-no-existe');
    expect(missing?.status()).toBe(404);
    await expect(bot.page.getByRole('heading', { level: 1 })).toHaveText(
      es.notFound.heading.replace('{path}', '/pagina-que-no-existe'),
    );
    await expect(bot.page.getByText(es.serverError.heading)).toHaveCount(0);
    await bot.context.close();
  });
});
