import type { Page } from '@playwright/test';

import { platform } from '@/lib/platform/constants';
import { messages } from '@/scripts/site-facts';
import {
  expect,
  intermediatePositions,
  jumpTo,
  platformReady,
  readScroll,
  test,
  traceScroll,
} from '@/tests/support/platform';

const es = messages('es');
const ARTICLE = '/noticias/que-es-edtech';

/** Opens a page and waits for the platform's client code. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await platformReady(page);
}

/** The id of the last h2 of the article (far down the page), read from its server HTML. */
async function lastHeadingId(page: Page): Promise<string> {
  const html = await (await page.request.get(ARTICLE)).text();
  const ids = [...html.matchAll(/<h2 id="([^"]+)"/g)].map((match) => match[1]!);
  expect(ids.length, 'the article has headings with ids').toBeGreaterThan(2);
  return ids.at(-1)!;
}

/** Puts a plain link at the top of <main>: the hash links of article bodies are plain anchors too. */
async function addLink(page: Page, href: string): Promise<void> {
  await page.evaluate((target) => {
    const link = document.createElement('a');
    link.href = target;
    link.id = 'platform-probe';
    link.textContent = 'probe';
    document.querySelector('main')!.prepend(link);
  }, href);
}

/** Where a hash target must end up: just below the sticky header, with the gap of the constants. */
async function hashOffset(page: Page): Promise<number> {
  const headerBottom = await page
    .locator('header.sticky')
    .evaluate((header) => header.getBoundingClientRect().bottom);
  expect(headerBottom).toBeGreaterThanOrEqual(64);
  return headerBottom + platform.hashScrollGapPx;
}

/** The URL ending of a fragment, as the browser writes it. */
function hashPattern(id: string): RegExp {
  return new RegExp(`#${encodeURIComponent(id).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}

/** Where the element with `id` sits relative to the viewport's top edge. */
function topOf(page: Page, id: string): Promise<number> {
  return page.evaluate(
    (target) => document.getElementById(target)!.getBoundingClientRect().top,
    id,
  );
}

function scrollY(page: Page): Promise<number> {
  return page.evaluate(() => window.scrollY);
}

/** From the bottom of the news list, a footer link to the contact page; the scroll calls after the click. */
async function newsBottomToContact(page: Page) {
  await open(page, '/noticias');
  expect(await jumpTo(page, 100_000)).toBeGreaterThan(1000);
  await traceScroll(page);
  // exact: the footer's contact line links to the same page as "formulario de contacto".
  await page
    .locator('footer')
    .getByRole('link', { name: es.pages.contact.label, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(es.pages.contact.heading);
  await expect.poll(() => scrollY(page)).toBe(0);
  const { trace, calls } = await readScroll(page);
  expect(trace.rendered, 'the new h1 was seen').not.toBeNull();
  return { trace, rendered: trace.rendered!, calls };
}

test.describe('page change', () => {
  test('scrolls to the top smoothly, about 10 ms after the new page has rendered', async ({
    page,
  }) => {
    const { trace, rendered, calls } = await newsBottomToContact(page);
    expect(calls.map(({ top, behavior }) => ({ top, behavior }))).toEqual([
      { top: 0, behavior: 'smooth' },
    ]);
    // Nothing scrolled to the top before the page rendered (Next's own scroll would have).
    expect(rendered.y).toBeGreaterThan(500);
    expect(calls[0]!.y).toBeGreaterThan(500);
    const delay = calls[0]!.t - rendered.t;
    expect(delay).toBeGreaterThanOrEqual(platform.scrollToTopDelayMs - 2);
    expect(delay).toBeLessThan(500);
    // The browser animates it: the position passes through values between the two ends.
    expect(intermediatePositions(trace, rendered.y, 0).length).toBeGreaterThan(0);
  });

  test('jumps without animation when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const { trace, rendered, calls } = await newsBottomToContact(page);
    expect(calls.map(({ top, behavior }) => ({ top, behavior }))).toEqual([
      { top: 0, behavior: 'instant' },
    ]);
    expect(intermediatePositions(trace, rendered.y, 0)).toEqual([]);
  });

  test('leaves a link click to the page when one of its handlers prevented it', async ({
    page,
  }) => {
    await open(page, '/noticias');
    await addLink(page, '/contacto');
    // As a React handler does: on the document, in the bubble phase.
    await page.evaluate(() =>
      document.addEventListener('click', (event) => event.preventDefault(), { once: true }),
    );
    await page.locator('#platform-probe').click();
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(/\/noticias$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(es.pages.news.heading);
    // The next click, which no handler claims, is the platform's page change.
    await page.locator('#platform-probe').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(es.pages.contact.heading);
  });
});

test.describe('hash links', () => {
  /** Opens `from`, clicks a link to `href` and waits until the fragment `id` rests below the header. */
  async function followHashLink(page: Page, from: string, href: string, id: string) {
    await open(page, from);
    await addLink(page, href);
    await traceScroll(page);
    await page.locator('#platform-probe').click();
    await expect(page).toHaveURL(hashPattern(id));
    const offset = await hashOffset(page);
    await expect.poll(() => topOf(page, id), { timeout: 5_000 }).toBeCloseTo(offset, 0);
    const { trace, calls } = await readScroll(page);
    expect(calls).toHaveLength(1);
    return { trace, call: calls[0]!, offset, end: await scrollY(page) };
  }

  test('on the same page: the URL changes at once, the smooth scroll starts after 1 s, below the header', async ({
    page,
  }) => {
    const id = await lastHeadingId(page);
    const { trace, call, offset, end } = await followHashLink(page, ARTICLE, `#${id}`, id);
    expect(call.behavior).toBe('smooth');
    expect(call.t - trace.clickedAt).toBeGreaterThanOrEqual(platform.hashScrollDelayMs);
    expect(call.t - trace.clickedAt).toBeLessThan(platform.hashScrollDelayMs + 1000);
    // Nothing moved before that call: neither the browser nor Next jumped to the fragment.
    const firstMove = trace.samples.find((sample) => sample.y > 0)!;
    expect(firstMove.t).toBeGreaterThanOrEqual(call.t);
    expect(intermediatePositions(trace, 0, end).length).toBeGreaterThan(0);
    // The sticky header does not cover the heading.
    expect(await topOf(page, id)).toBeGreaterThan(offset - platform.hashScrollGapPx);
  });

  test('to another page: the page opens at the top, then scrolls to the target after 1 s', async ({
    page,
  }) => {
    const id = await lastHeadingId(page);
    const { trace, call } = await followHashLink(page, '/', `${ARTICLE}#${id}`, id);
    expect(new URL(page.url()).pathname).toBe(ARTICLE);
    expect(call.behavior).toBe('smooth');
    // The article rendered at the top (nothing scrolled before the call), the call came 1 s later.
    expect(trace.rendered).not.toBeNull();
    expect(trace.samples.filter((sample) => sample.t < call.t && sample.y > 0)).toEqual([]);
    expect(call.t - trace.rendered!.t).toBeGreaterThanOrEqual(platform.hashScrollDelayMs);
  });

  test('jump without animation under reduced motion, still after the delay', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const id = await lastHeadingId(page);
    const { trace, call, end } = await followHashLink(page, ARTICLE, `#${id}`, id);
    expect(call.behavior).toBe('instant');
    expect(call.t - trace.clickedAt).toBeGreaterThanOrEqual(platform.hashScrollDelayMs);
    expect(intermediatePositions(trace, 0, end)).toEqual([]);
  });

  test('the skip link keeps the browser behaviour: instant, and the next Tab lands in main', async ({
    page,
  }) => {
    await open(page, '/noticias');
    await jumpTo(page, 800);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: es.a11y.skipToContent })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
    await expect
      .poll(() => scrollY(page), { timeout: platform.hashScrollDelayMs / 2 })
      .toBeLessThan(100);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
  });
});

test('back and forward restore the scroll position of each page', async ({ page }) => {
  await open(page, '/noticias');
  const saved = await jumpTo(page, 1500);
  const nav = page.getByRole('navigation', { name: es.a11y.mainNavigation });
  // A plain DOM click: Playwright's click() would first scroll the page to bring the link into view.
  await nav.getByRole('link', { name: es.nav.support }).dispatchEvent('click');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(es.pages.support.heading);
  await expect.poll(() => scrollY(page)).toBe(0);
  const supportScroll = await jumpTo(page, 300);

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(es.pages.news.heading);
  await expect.poll(() => scrollY(page)).toBeCloseTo(saved, -1);
  // The restored position holds: no late scroll to the top after the traversal.
  await page.waitForTimeout(500);
  expect(await scrollY(page)).toBeCloseTo(saved, -1);

  await page.goForward();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(es.pages.support.heading);
  await expect.poll(() => scrollY(page)).toBeCloseTo(supportScroll, -1);

  // A reload keeps the position too.
  await page.reload();
  await platformReady(page);
  await expect.poll(() => scrollY(page)).toBeCloseTo(supportScroll, -1);
});

test('the page head follows a client navigation: title, description, canonical, alternates', async ({
  page,
}) => {
  const html = await (await page.request.get('/noticias')).text();
  const expected = {
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1],
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    english: /<link rel="alternate" hrefLang="en-GB" href="([^"]*)"/.exec(html)?.[1],
  };
  expect(Object.values(expected).every(Boolean), JSON.stringify(expected)).toBe(true);
  const unescape = (text: string) => text.replace(/&amp;/g, '&').replace(/&#x27;/g, "'");

  await open(page, '/');
  await expect(page).not.toHaveTitle(unescape(expected.title!));
  await page.evaluate(() => Object.assign(window, { __samePage: true }));
  await page
    .getByRole('navigation', { name: es.a11y.mainNavigation })
    .getByRole('link', { name: es.nav.news })
    .click();
  await expect(page).toHaveURL(/\/noticias$/);
  await expect(page).toHaveTitle(unescape(expected.title!));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', expected.canonical!);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    unescape(expected.description!),
  );
  await expect(page.locator('link[rel="alternate"][hreflang="en-GB"]')).toHaveAttribute(
    'href',
    expected.english!,
  );
  // It was a client navigation, not a page load.
  expect(await page.evaluate(() => '__samePage' in window)).toBe(true);
});

test('links prefetch their page when they scroll into view, not before', async ({ page }) => {
  const target = '/politica-de-privacidad';
  const prefetched: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['next-router-prefetch'] && new URL(request.url()).pathname === target) {
      prefetched.push(request.url());
    }
  });
  await open(page, '/');
  const link = page.locator(`footer a[href="${target}"]`);
  await expect(link).not.toBeInViewport();
  await page.waitForLoadState('networkidle');
  expect(prefetched).toEqual([]);

  await link.scrollIntoViewIfNeeded();
  await expect.poll(() => prefetched.length).toBeGreaterThan(0);
});
