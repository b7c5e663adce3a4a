import { expect, test, type Page } from '@playwright/test';

import { CSP_RECORDER } from '@/scripts/csp-violations';
import { localizedPath } from '@/scripts/site-facts';
import { recordedViolations } from '@/tests/support/csp';
import { holdStylesheets } from '@/tests/support/paint';
import { platformReady } from '@/tests/support/platform';

/*
 * Paint first (issue 26): the build inlines each prerendered page's critical CSS and has a small
 * loader request the stylesheet after the first frame (scripts/critical-css). A visitor whose
 * stylesheet is slow sees the page styled at once; React then adopts the loader's stylesheet link
 * instead of adding its own.
 */

const firstContentfulPaint = (page: Page) =>
  page.evaluate(() =>
    performance.getEntriesByName('first-contentful-paint').map((entry) => entry.startTime),
  );

for (const path of ['/', localizedPath('en', '/pantallas-interactivas-educacion/taurus')]) {
  test(`${path}: painted, styled, while its stylesheet has not arrived`, async ({ page }) => {
    const release = await holdStylesheets(page);
    await page.goto(path, { waitUntil: 'commit' });
    const header = page.locator('body > header');
    await expect(header).toBeVisible();
    // The header's own utilities (sticky, 4rem row) come from the inlined CSS alone.
    await expect(header).toHaveCSS('position', 'sticky');
    await expect(page.locator('header .container-site')).toHaveCSS('height', '64px');
    await expect.poll(() => firstContentfulPaint(page)).toHaveLength(1);
    release();
    await platformReady(page);
  });
}

test('React adopts the moved stylesheet: one link, the site still styled after a client navigation', async ({
  context,
  page,
}) => {
  // A crawler's browser (navigator.webdriver): no consent box over the header's links.
  await context.addInitScript({ content: CSP_RECORDER });
  await page.goto('/');
  await platformReady(page);
  const links = () =>
    page.evaluate(() =>
      Array.from(document.querySelectorAll('link[rel="stylesheet"]'), (link) =>
        link.getAttribute('href'),
      ),
    );
  const before = await links();
  expect(before.length).toBeGreaterThan(0);
  expect(new Set(before).size).toBe(before.length);
  await page.locator('header a[href="/demo-gratuita-de-pantalla-interactiva"]').first().click();
  await expect(page).toHaveURL(/\/demo-gratuita-de-pantalla-interactiva$/);
  await expect(page.locator('body > header')).toHaveCSS('position', 'sticky');
  const after = await links();
  expect(new Set(after).size).toBe(after.length);
  expect(await recordedViolations(page)).toEqual([]);
});

/** Records when the first frame callback ran: the frame before it was painted, in every build. */
const FIRST_FRAME_RECORDER = `requestAnimationFrame(() => { window.__firstFrameAt = performance.now(); });`;

for (const path of ['/', localizedPath('en', '/pantallas-interactivas-educacion/taurus')]) {
  test(`${path}: Next's chunks are requested only after the first frame, and the page hydrates`, async ({
    page,
  }) => {
    await page.addInitScript({ content: FIRST_FRAME_RECORDER });
    await page.goto(path);
    // The platform's client code wrote its entry key into history.state: React hydrated the page.
    await platformReady(page);
    const { firstFrameAt, chunks } = await page.evaluate(() => ({
      firstFrameAt: (window as Window & { __firstFrameAt?: number }).__firstFrameAt,
      chunks: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/_next\/static\/chunks\/[^/]+\.js$/.test(entry.name))
        .map((entry) => ({ name: entry.name, startTime: entry.startTime })),
    }));
    expect(firstFrameAt).toBeDefined();
    expect(chunks.length).toBeGreaterThan(3);
    // Before the build step, the parser's preload scanner fetched every chunk while <head> was read.
    expect(chunks.filter((chunk) => chunk.startTime < firstFrameAt!)).toEqual([]);
    expect(await firstContentfulPaint(page)).toHaveLength(1);
  });
}

type PaintEntry = { startTime: number; inMain: boolean };

for (const path of ['/', localizedPath('en', '/pantallas-interactivas-educacion/taurus')]) {
  test(`${path}: the first frame shows the page's main content, and the stylesheet comes after it`, async ({
    page,
  }) => {
    await page.addInitScript({ content: FIRST_FRAME_RECORDER });
    await page.goto(path);
    await platformReady(page);
    const { firstFrameAt, stylesheets, largest } = await page.evaluate(async () => ({
      firstFrameAt: (window as Window & { __firstFrameAt?: number }).__firstFrameAt,
      stylesheets: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/_next\/static\/.+\.css$/.test(entry.name))
        .map((entry) => entry.startTime),
      largest: await new Promise<PaintEntry[]>((resolve) =>
        new PerformanceObserver((list) =>
          resolve(
            list.getEntries().map((entry) => ({
              startTime: entry.startTime,
              inMain: !!(entry as PerformanceEntry & { element?: Element }).element?.closest(
                'main',
              ),
            })),
          ),
        ).observe({ type: 'largest-contentful-paint', buffered: true }),
      ),
    }));
    expect(firstFrameAt).toBeDefined();
    // Requested by the loader after the first frame: never among the requests before the paint.
    expect(stylesheets.length).toBeGreaterThan(0);
    expect(stylesheets.filter((startTime) => startTime < firstFrameAt!)).toEqual([]);
    // The largest text of <main> painted with the first contentful frame, not frames later (the
    // parser yields to rendering every few KB: the header alone came first).
    const [fcp] = await firstContentfulPaint(page);
    expect(largest.find((entry) => entry.inMain)?.startTime).toBe(fcp);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the whole stylesheet still loads (from <noscript>)', async ({ page }) => {
    const stylesheets: string[] = [];
    page.on('requestfinished', (request) => {
      if (/\/_next\/static\/.+\.css$/.test(request.url())) stylesheets.push(request.url());
    });
    await page.goto('/', { waitUntil: 'load' });
    expect(stylesheets.length).toBeGreaterThan(0);
    await expect(page.locator('body > header')).toHaveCSS('position', 'sticky');
  });
});
