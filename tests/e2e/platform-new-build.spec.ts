import fs from 'node:fs';
import path from 'node:path';

import { expect, test } from '@playwright/test';

import { platform } from '@/lib/platform/constants';
import { startFront, type Front } from '@/scripts/front-server';
import { type StartedServer } from '@/scripts/production-server';
import { messages } from '@/scripts/site-facts';
import {
  B_DIR,
  buildBId as buildB,
  ensureBuildB,
  projectBuildId,
  start,
  WORK_DIR,
} from '@/tests/support/build-swap';
import { platformReady } from '@/tests/support/platform';

const es = messages('es');
// The swap needs a port of its own: the suite's server keeps running on E2E_PORT.
const PORT = Number(process.env.E2E_SWAP_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 1000);
// The serving front of the second test listens beside the swapped server.
const FRONT_PORT = PORT + 1;
// A server that just started answers its first requests slowly.
const COLD_SERVER_MS = 30_000;

test.describe('a new build', { tag: '@new-build' }, () => {
  // One real second production build (1–3 min on an idle machine, far more on a busy one; the test
  // command has it ready) and two server starts.
  test.describe.configure({ timeout: 20 * 60_000 });

  test.beforeAll(async () => {
    test.setTimeout(20 * 60_000);
    await ensureBuildB();
  });

  let server: StartedServer | undefined;
  let front: Front | undefined;
  test.afterEach(async () => {
    await server?.stop();
    await front?.stop();
  });

  test('the next navigation after a deploy is a full page load of the new build', async ({
    page,
  }) => {
    const buildA = projectBuildId();

    // Build A (the project's own .next) serves the first page.
    server = await start(process.cwd(), PORT, buildA);
    const origin = server.url;
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

    const check = page.waitForResponse(
      (response) => new URL(response.url()).pathname === platform.buildEndpoint,
    );
    await nav.getByRole('link', { name: es.nav.news }).click();
    const answer = await check;
    await answer.finished();
    await expect(page).toHaveURL(`${origin}/noticias`, { timeout: COLD_SERVER_MS });
    await expect(page.locator('meta[name="build-id"]')).toHaveAttribute('content', buildB);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(es.pages.news.heading);
    // A full page load: the window of the old build is gone, and B's code runs the page.
    expect(await page.evaluate(() => '__openedOnA' in window)).toBe(false);
    // How it got there depends on how fast B answered the build check: in time for the click, the
    // link is followed with a full load ('navigate'); later, the client navigation the click began
    // is reloaded from B once the answer comes ('reload'), or, if that navigation has not reached
    // the news page yet (B is a cold server), the link is loaded ('navigate'), never the support
    // page again (the URL above). Near the limit, the page's timers decide.
    const checkMs = answer.request().timing().responseEnd;
    expect(checkMs, 'the build check has a duration').toBeGreaterThan(0);
    const limit = platform.buildCheckTimeoutMs;
    const expected = checkMs < limit - 300 ? ['navigate'] : ['navigate', 'reload'];
    const type = await page.evaluate(
      () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type,
    );
    expect(expected, `build check answered in ${Math.round(checkMs)} ms`).toContain(type);
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

  test('behind the serving front, a deploy serves the new build pages at once, none of the old', async () => {
    const buildA = projectBuildId();
    // nginx alone; the test runs Node, as a deploy would, and Node announces its build to the front.
    // Its cache starts empty, also when the spec is run again on the same two builds.
    const frontDir = path.join(WORK_DIR, 'front');
    fs.rmSync(frontDir, { recursive: true, force: true });
    front = await startFront({
      port: PORT,
      frontPort: FRONT_PORT,
      bind: '127.0.0.1',
      startNode: false,
      stdio: 'ignore',
      dir: frontDir,
    });
    const env = { FRONT_BUILD_FILE: path.join(front.dir, 'build-id') };
    const pages = ['/', '/en', '/noticias', '/fr/contacto'];
    const read = async (pagePath: string) => {
      const response = await fetch(`${front?.url}${pagePath}`, {
        headers: { 'accept-encoding': 'br' },
      });
      const html = await response.text();
      return {
        cache: response.headers.get('x-front-cache'),
        build: html.match(/<meta name="build-id" content="([^"]+)"/)?.[1],
        scripts: [...html.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1] ?? ''),
      };
    };

    server = await start(process.cwd(), PORT, buildA, env);
    for (const pagePath of pages) {
      expect((await read(pagePath)).build, pagePath).toBe(buildA);
      // Served from the front's cache from now on.
      expect(await read(pagePath), pagePath).toMatchObject({ cache: 'HIT', build: buildA });
    }

    // Deploy: A stops, B takes the port; the first request after B answers is already B's.
    await server.stop();
    server = await start(B_DIR, PORT, buildB, env);
    for (const pagePath of pages) {
      const first = await read(pagePath);
      expect(first, pagePath).toMatchObject({ cache: 'MISS', build: buildB });
      expect(await read(pagePath), pagePath).toMatchObject({ cache: 'HIT', build: buildB });
      // B's scripts come through the front too (from its cache after the first request).
      for (const script of first.scripts.slice(0, 3)) {
        const response = await fetch(`${front.url}${script}`);
        expect(response.status, script).toBe(200);
        await response.arrayBuffer();
      }
    }
  });
});
