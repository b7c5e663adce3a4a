import type { Page } from '@playwright/test';

import { runtimeStart } from '@/lib/platform/constants';
import { ENTRY_KEY_FIELD } from '@/lib/platform/scroll-memory';
import { messages } from '@/scripts/site-facts';
import { expect, platformReady, test } from '@/tests/support/platform';

/*
 * When Next's runtime starts (scripts/critical-css/defer-chunks.ts): not during the page load, but on
 * the visitor's first interaction or once the page has been quiet after `load`; at once where a
 * page needs it (a history entry the runtime showed).
 */

const es = messages('es');
const CHUNK = /\/_next\/static\/chunks\/[^/]+\.js$/;

/** Chunk requests the page has made so far. */
function chunkRequests(page: Page): Promise<string[]> {
  return page.evaluate(
    (source) =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => new RegExp(source).test(name)),
    CHUNK.source,
  );
}

/** When the page's `load` ended, and when its first chunk was requested (ms from navigation start). */
function timeline(page: Page): Promise<{ loaded: number; firstChunk: number }> {
  return page.evaluate((source) => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const chunks = performance
      .getEntriesByType('resource')
      .filter((entry) => new RegExp(source).test(entry.name))
      .map((entry) => entry.startTime);
    return { loaded: navigation.loadEventEnd, firstChunk: Math.min(...chunks) };
  }, CHUNK.source);
}

const runtimeRunning = (page: Page) =>
  page.evaluate(
    (field) => typeof history.state === 'object' && !!history.state && field in history.state,
    ENTRY_KEY_FIELD,
  );

test('a page loads and stays still without its runtime until the visitor acts: no chunk is requested', async ({
  page,
}) => {
  await page.goto('/');
  // Well past `load`, and short of the quiet time after which the runtime starts on its own.
  await page.waitForTimeout(runtimeStart.quietAfterLoadMs / 2);
  expect(await chunkRequests(page)).toEqual([]);
  expect(await runtimeRunning(page)).toBe(false);
  await expect(page.locator('html')).not.toHaveAttribute('data-runtime');
  // Before the runtime, the browser prefetches a link the visitor is about to follow.
  await expect(page.locator('script[type="speculationrules"]')).toHaveCount(1);

  await page.keyboard.press('Shift');
  await expect(page.locator('html')).toHaveAttribute('data-runtime', 'started');
  await platformReady(page);
  expect((await chunkRequests(page)).length).toBeGreaterThan(3);
  // Next's router prefetches links in view from now on: the browser's rules are taken out.
  await expect(page.locator('script[type="speculationrules"]')).toHaveCount(0);
});

test('without any interaction, the runtime starts on its own once the page has been quiet after load', async ({
  page,
}) => {
  await page.goto('/en');
  await expect
    .poll(() => runtimeRunning(page), { timeout: runtimeStart.quietAfterLoadMs + 15_000 })
    .toBe(true);
  const { loaded, firstChunk } = await timeline(page);
  expect(firstChunk).toBeGreaterThanOrEqual(loaded + runtimeStart.quietAfterLoadMs);
});

test('a tap is answered before the runtime runs: its chunks are requested only after the paint that follows it', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    locale: 'es-ES',
  });
  const page = await context.newPage();
  await page.goto('/');
  // When the tap's frame came, and when the first chunk script was put in the page.
  await page.evaluate(() => {
    const marks: Record<string, number> = {
      // Chunk scripts already in the page (the parser's, or a loader's during the load).
      before: document.querySelectorAll('script[src*="/_next/static/chunks/"]:not([nomodule])')
        .length,
    };
    (window as unknown as { __marks: Record<string, number> }).__marks = marks;
    // The frame that follows the tap: its callbacks run before it is painted.
    addEventListener(
      'pointerdown',
      () => requestAnimationFrame(() => (marks.frame = performance.now())),
      {
        once: true,
      },
    );
    new MutationObserver((records, observer) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof HTMLScriptElement && node.src.includes('/_next/static/chunks/')) {
            marks.script = performance.now();
            observer.disconnect();
            return;
          }
        }
      }
    }).observe(document.head, { childList: true });
  });
  await page.getByLabel(es.a11y.openMenu).tap();
  // The menu is a <details>: open at once, without the runtime.
  await expect(page.locator('details[open]')).toHaveCount(1);
  await platformReady(page);
  const marks = await page.evaluate(
    () => (window as unknown as { __marks: Record<string, number> }).__marks,
  );
  expect(marks.before).toBe(0);
  expect(marks.frame).toBeDefined();
  expect(marks.script).toBeGreaterThan(marks.frame!);
  // The menu opened before the runtime is still open once it runs.
  await expect(page.locator('details[open]')).toHaveCount(1);
  await context.close();
});

test('a link followed before the runtime runs is an ordinary page load', async ({ page }) => {
  await page.goto('/');
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
  });
  await page.locator('footer a[href="/soporte"]').first().click();
  await expect(page).toHaveURL(/\/soporte$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(es.pages.support.heading);
  expect(documents).toContain('/soporte');
});

test('a reload of a page the runtime showed starts it at once, and its scroll position comes back', async ({
  page,
}) => {
  await page.goto('/');
  await platformReady(page);
  await page.evaluate(() => window.scrollTo({ top: 1800, behavior: 'instant' }));
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(1800);
  await page.reload();
  await expect.poll(() => runtimeRunning(page)).toBe(true);
  // No interaction, no quiet time: the entry key the runtime left in history.state has it start
  // after the first frame (its chunks were asked for long before the quiet time was over).
  const { loaded, firstChunk } = await timeline(page);
  expect(firstChunk).toBeLessThan(loaded + runtimeStart.quietAfterLoadMs / 2);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(1800);
});
