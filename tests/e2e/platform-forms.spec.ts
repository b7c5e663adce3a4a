import type { Page } from '@playwright/test';

import { platform } from '@/lib/platform/constants';
import { messages } from '@/scripts/site-facts';
import { fillContactFields } from '@/tests/support/contact-form';
import { expect, platformReady, readScroll, test, traceScroll } from '@/tests/support/platform';

/*
 * A form sent with JavaScript ends on its confirmation page through an ordinary page change of the
 * platform (spec §2, §4): the build check first, then the smooth scroll to the top about 10 ms
 * after the new page renders.
 */

const es = messages('es');
const f = es.forms;
const SENT = /\/contacto\/solicitud-enviada\?ref=SYN-[0-9A-Z]{4}-[0-9A-Z]{4}$/;

test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page }, testInfo) => {
  // Own client address for the form endpoints' rate limit (the site trusts X-Forwarded-For's last entry).
  const hash = [...testInfo.testId].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 11);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.100.${hash % 250}` });
});

/** Opens the contact form, fills it in and waits as long as a person would (the server checks). */
async function fillContact(page: Page): Promise<void> {
  await page.goto('/contacto');
  await platformReady(page);
  await fillContactFields(page, f, {
    country: 'ES',
    message: 'La pantalla no muestra imagen.',
    name: 'Lucía Prueba',
    email: 'lucia@colegio.example',
  });
  await page.getByRole('checkbox').check();
  // Longer than the server's minimum fill time, and than the age of a trusted build check.
  await page.waitForTimeout(Math.max(3_200, platform.buildCheckMaxAgeMs + 200));
}

const submit = (page: Page) => page.getByRole('button', { name: f.submit.contact });

/** Marks the form's document, sends the form and tells whether the confirmation page is still in it. */
async function sendFromMarkedDocument(page: Page): Promise<boolean> {
  await fillContact(page);
  await page.evaluate(
    () => ((window as unknown as { __oldDocument: boolean }).__oldDocument = true),
  );
  await submit(page).click();
  await expect(page).toHaveURL(SENT);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(es.pages.contactSent.heading);
  return page.evaluate(
    () => (window as unknown as { __oldDocument?: boolean }).__oldDocument === true,
  );
}

test('the confirmation page comes with the smooth scroll to the top, ~10 ms after it renders', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await fillContact(page);
  await submit(page).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await traceScroll(page);
  await submit(page).click();

  await expect(page).toHaveURL(SENT);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(es.pages.contactSent.heading);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  const { trace, calls } = await readScroll(page);
  expect(calls.map(({ top, behavior }) => ({ top, behavior }))).toEqual([
    { top: 0, behavior: 'smooth' },
  ]);
  // Nothing jumped to the top before the page rendered (Next's own scroll would have).
  expect(trace.rendered, 'the new h1 was seen').not.toBeNull();
  expect(trace.rendered!.y).toBeGreaterThan(200);
  const delay = calls[0]!.t - trace.rendered!.t;
  expect(delay).toBeGreaterThanOrEqual(platform.scrollToTopDelayMs - 2);
  // React runs the effect that schedules it after the commit; on a busy machine that takes a few
  // hundred ms. Still well short of the 1 s a hash link waits.
  expect(delay).toBeLessThan(platform.hashScrollDelayMs - 200);
});

test('once a new build is live, the confirmation page is a full load from it', async ({ page }) => {
  await page.route(
    (url) => url.pathname === platform.buildEndpoint,
    (route) => route.fulfill({ json: { buildId: 'a-newer-build' } }),
  );
  // A full load: the old document (and the old build's code) is gone.
  expect(await sendFromMarkedDocument(page)).toBe(false);
  const reference = new URL(page.url()).searchParams.get('ref')!;
  await expect(page.getByText(reference, { exact: true })).toBeVisible();
});

test('with the same build, the confirmation page is a client navigation', async ({ page }) => {
  expect(await sendFromMarkedDocument(page)).toBe(true);
});
