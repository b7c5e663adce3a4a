import path from 'node:path';

import { expect, test } from '@playwright/test';

import { platform } from '@/lib/platform/constants';
import {
  build,
  copySources,
  projectBuildId,
  start,
  WORK_DIR,
  type Server,
} from '@/scripts/e2e/build-swap';

import { platformReady } from './support/platform';
import { messages } from './support/site';

const es = messages('es');
// The swap needs a port of its own: the suite's server keeps running on E2E_PORT.
const PORT = Number(process.env.E2E_SWAP_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 1000);
const B_DIR = path.join(WORK_DIR, 'build-b');
// A server that just started answers its first requests slowly.
const COLD_SERVER_MS = 30_000;

test.describe('a new build', { tag: '@new-build' }, () => {
  // One real second production build (1–3 min on an idle machine, far more on a busy one) and two
  // server starts.
  test.describe.configure({ timeout: 20 * 60_000 });

  let server: Server | undefined;
  test.afterEach(async () => {
    await server?.stop();
  });

  test('the next navigation after a deploy is a full page load of the new build', async ({
    page,
  }) => {
    const buildA = projectBuildId();
    const buildB = `e2e-b-${Date.now().toString(36)}`;
    copySources(B_DIR);
    await build(B_DIR, buildB);

    // Build A (the project's own .next) serves the first page.
    server = await start(process.cwd(), PORT, buildA);
    const origin = server.origin;
    await page.goto(`${origin}/`);
    await platformReady(page);
    await expect(page.locator('meta[name="build-id"]')).toHaveAttribute('content', buildA);
    await page.evaluate(() => Object.assign(window, { __openedOnA: true }));
    const nav = page.getByRole('navigation', { name: es.a11y.mainNavigation });

    // Control: with no deploy, a click stays a client navigation on A.
    await nav.getByRole('link', { name: es.nav.support }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(es.pages.support.heading, {
      timeout: COLD_SERVER_MS,
    });
    expect(await page.evaluate(() => '__openedOnA' in window)).toBe(true);
    // Every visible link (the news page among them) is now prefetched from A.
    await page.waitForLoadState('networkidle');

    // Deploy: A stops, B takes the port.
    await server.stop();
    server = await start(B_DIR, PORT, buildB);
    const missingAssets: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/_next/static/') && response.status() >= 400) {
        missingAssets.push(response.url());
      }
    });
    // A click this soon after the last check would trust it; a real deploy is never that quick.
    await page.waitForTimeout(platform.buildCheckMaxAgeMs);

    await nav.getByRole('link', { name: es.nav.news }).click();
    await expect(page).toHaveURL(`${origin}/noticias`, { timeout: COLD_SERVER_MS });
    await expect(page.locator('meta[name="build-id"]')).toHaveAttribute('content', buildB);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(es.pages.news.heading);
    // A full page load: the window of the old build is gone, and B's code runs the page.
    expect(await page.evaluate(() => '__openedOnA' in window)).toBe(false);
    expect(
      await page.evaluate(
        () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type,
      ),
    ).toBe('navigate');
    // No chunk of A was asked of B.
    expect(missingAssets).toEqual([]);

    // B's own code agrees with B's server: past the check's max age, clicks stay client navigations.
    await platformReady(page);
    await page.evaluate(() => Object.assign(window, { __openedOnB: true }));
    await page.waitForTimeout(platform.buildCheckMaxAgeMs);
    await nav.getByRole('link', { name: es.nav.support }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(es.pages.support.heading, {
      timeout: COLD_SERVER_MS,
    });
    expect(await page.evaluate(() => '__openedOnB' in window)).toBe(true);
  });
});
