import fs from 'node:fs';

import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Page,
  type PlaywrightWorkerArgs,
} from '@playwright/test';
import { Parser } from 'htmlparser2';

import { localeCookie } from '@/config/cookies';
import { localeInfo, localizedPath, locales, messages, type AppLocale } from '@/scripts/site-facts';
import { platformReady } from '@/tests/support/platform';

/*
 * The language switcher's choice sticks (spec §4: stored in a cookie for 365 days, same-site lax,
 * and it wins over the browser language from then on), with JavaScript on (a client navigation)
 * and off (a page load), for every ordered pair of the five locales, from every kind of page, in
 * browsers whose language is each locale and one that is none of them.
 *
 * Per browser language and JavaScript setting, one visitor walks a closed path through all 20
 * ordered pairs (each switch starts where the previous one landed), changing the kind of page
 * every few switches; the kinds rotate between walks, so each kind meets many pairs. A browser
 * opens a page for each change of kind, the walk's main cost: with JavaScript the kind changes
 * every four switches (each kind still in three or more walks), without it every two.
 *
 * Without JavaScript a browser only follows links and keeps cookies, so that visitor is plain HTTP
 * (Playwright's APIRequestContext: a cookie jar, redirects followed) reading the switcher's links
 * from the header of each page's HTML, as a browser shows it; a few seconds instead of a minute.
 */

// Independent walks: both workers take them.
test.describe.configure({ mode: 'parallel' });

const part = (
  JSON.parse(fs.readFileSync('content/spare-parts.json', 'utf8')) as Array<{
    token: string;
    hash: string;
  }>
)[0]!;
const QUERY = 'q=pantalla';

type Kind = {
  name: string;
  /** The page of this kind in `locale`. */
  path: (locale: AppLocale) => string;
  /** Where the switcher leads from it to `locale` (a 404 leads home). */
  landing?: (locale: AppLocale) => string;
};

const kinds: Kind[] = [
  { name: 'translated slug', path: (l) => localizedPath(l, '/sostenibilidad/auditorias') },
  {
    name: 'article',
    path: (l) => localizedPath(l, '/noticias/[slug]', { slug: 'que-es-edtech' }),
  },
  {
    name: 'spare part by hash',
    path: (l) => localizedPath(l, '/recambios/[hash]', { hash: part.hash }),
  },
  { name: 'spare part by token', path: (l) => localizedPath(l, '/[token]', { token: part.token }) },
  {
    name: '404',
    path: (l) => `${localizedPath(l, '/')}/pagina-que-no-existe`.replace('//', '/'),
    landing: (l) => localizedPath(l, '/'),
  },
  { name: 'search results', path: (l) => `${localizedPath(l, '/buscar')}?${QUERY}` },
  { name: 'home', path: (l) => localizedPath(l, '/') },
  { name: 'translated list', path: (l) => localizedPath(l, '/recambios') },
];

/** A closed walk through every ordered pair of distinct locales (Hierholzer), from `start`. */
function everyPair(start: AppLocale): Array<[AppLocale, AppLocale]> {
  const unused = new Map(locales.map((l) => [l, locales.filter((other) => other !== l)]));
  const stack: AppLocale[] = [start];
  const walk: AppLocale[] = [];
  while (stack.length) {
    const here = stack[stack.length - 1]!;
    const next = unused.get(here)!.shift();
    if (next) stack.push(next);
    else walk.unshift(stack.pop()!);
  }
  return walk.slice(1).map((to, i) => [walk[i]!, to]);
}

const pathOf = (url: string) => {
  const { pathname, search } = new URL(url);
  return pathname + search;
};

async function switchLanguage(page: Page, from: AppLocale, to: AppLocale) {
  const label = messages(from).a11y.chooseLanguage.replace('{language}', localeInfo[from].name);
  const switcher = page.locator('header details').filter({ hasText: label });
  // A switch by client navigation may keep the same element, still open.
  if (!(await switcher.evaluate((details: HTMLDetailsElement) => details.open))) {
    await switcher.locator('summary').click();
  }
  await switcher.getByRole('link', { name: localeInfo[to].name }).click();
}

type MarkedWindow = Window & { switchMark?: number };

/** Marks the document, so that a page load (which drops the mark) tells itself from a client navigation. */
function markDocument(page: Page, mark: number): Promise<void> {
  return page.evaluate((value) => {
    (window as MarkedWindow).switchMark = value;
  }, mark);
}

/** The locale the site gives this browser for `/` now: the cookie's, or its language's. */
async function rootLocale(request: APIRequestContext, browserLanguage: string): Promise<string> {
  const get = () =>
    request.get('/', { maxRedirects: 0, headers: { 'Accept-Language': browserLanguage } });
  // Node closes a kept-alive connection after 5 s idle; a request that meets the close is resent.
  const response = await get().catch(get);
  if (response.status() === 200) return 'es';
  return new URL(response.headers()['location'] ?? '', 'http://x').pathname.slice(1);
}

type Cookie = { value: string; sameSite: string; path: string; expires: number };

/** The stored choice: NEXT_LOCALE = `to`, Lax, on every path, for 365 days. */
function expectChoiceStored(cookie: Cookie | undefined, to: AppLocale, step: string) {
  expect(cookie?.value, step).toBe(to);
  expect(cookie?.sameSite, step).toBe('Lax');
  expect(cookie?.path, step).toBe('/');
  const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
  expect(Math.round(days), step).toBe(localeCookie.maxAgeSeconds / 86_400);
}

/** The kind of page of each switch of a walk: the next kind every `run` switches, from `seed`. */
function kindOf(index: number, seed: number, run: number): Kind {
  return kinds[(Math.floor(index / run) + seed) % kinds.length]!;
}

async function walkWithJavaScript(browser: Browser, browserLanguage: string, seed: number) {
  const context = await browser.newContext({ locale: browserLanguage });
  const page = await context.newPage();
  // Starts on a prefixed page (a first visit to an unprefixed one would be redirected).
  const pairs = everyPair(locales[1 + (seed % 4)]!);
  let shown = null as { kind: Kind; locale: AppLocale } | null;
  for (const [index, [from, to]] of pairs.entries()) {
    const kind = kindOf(index, seed, 4);
    const step = `${browserLanguage}, ${kind.name}, ${from} → ${to}`;
    if (shown?.kind !== kind || shown.locale !== from) {
      await page.goto(kind.path(from));
      expect(pathOf(page.url()), step).toBe(kind.path(from));
      // The 404 page (app/global-not-found.tsx) names no history entry: platformReady would wait forever.
      if (kind.name !== '404') await platformReady(page);
    }
    await markDocument(page, index);
    await switchLanguage(page, from, to);
    const landing = (kind.landing ?? kind.path)(to);
    await expect(page, step).toHaveURL((url) => pathOf(url.href) === landing);
    await expect(page.locator('html'), step).toHaveAttribute('lang', localeInfo[to].tag);
    if (!kind.landing) {
      // The case next-intl's middleware leaves to the client: no page load, no cookie from it.
      const mark = await page.evaluate(() => (window as MarkedWindow).switchMark);
      expect(mark, `${step}: a client navigation`).toBe(index);
    }
    shown = kind.landing ? null : { kind, locale: to };

    const cookie = (await context.cookies()).find((c) => c.name === localeCookie.name);
    expectChoiceStored(cookie, to, step);
    expect(await rootLocale(page.request, browserLanguage), step).toBe(to);
  }
  await context.close();
}

/** What a browser without JavaScript shows of a page: its language and the switcher's links. */
function readPage(html: string): { lang: string | null; switcher: Map<string, string> } {
  let lang: string | null = null;
  const switcher = new Map<string, string>();
  // Only the header's own markup: a Suspense boundary's streamed content lies, hidden, further
  // down, and only a script would move it into place.
  let headerDepth = 0;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === 'html') lang = attributes.lang ?? null;
      if (name === 'header') headerDepth += 1;
      if (name === 'a' && headerDepth > 0 && attributes.hreflang && attributes.href) {
        switcher.set(attributes.hreflang, attributes.href);
      }
    },
    onclosetag(name) {
      if (name === 'header') headerDepth -= 1;
    },
  });
  parser.end(html);
  return { lang, switcher };
}

async function walkWithoutJavaScript(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string,
  browserLanguage: string,
  seed: number,
) {
  // A browser sends its language on every request; Chromium's for `locale: 'en-GB'` is `en-GB`.
  const request = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { 'Accept-Language': browserLanguage },
  });
  const pairs = everyPair(locales[1 + (seed % 4)]!);
  let shown = null as { kind: Kind; locale: AppLocale; html: string } | null;
  for (const [index, [from, to]] of pairs.entries()) {
    const kind = kindOf(index, seed, 2);
    const step = `${browserLanguage}, no JavaScript, ${kind.name}, ${from} → ${to}`;
    let html = shown?.html;
    if (shown?.kind !== kind || shown.locale !== from || !html) {
      const response = await request.get(kind.path(from));
      expect(pathOf(response.url()), step).toBe(kind.path(from));
      html = await response.text();
    }
    const href = readPage(html).switcher.get(localeInfo[to].tag);
    expect(href, `${step}: the switcher links to ${to}`).toBeDefined();
    const response = await request.get(href!);
    const landing = (kind.landing ?? kind.path)(to);
    expect(pathOf(response.url()), step).toBe(landing);
    const landed = await response.text();
    expect(readPage(landed).lang, step).toBe(localeInfo[to].tag);
    shown = kind.landing ? null : { kind, locale: to, html: landed };

    const { cookies } = await request.storageState();
    expectChoiceStored(
      cookies.find((c) => c.name === localeCookie.name),
      to,
      step,
    );
    expect(await rootLocale(request, browserLanguage), step).toBe(to);
  }
  await request.dispose();
}

const browserLanguages = [...locales.map((l) => localeInfo[l].tag), 'de-DE'];

test.describe("the switcher's choice sticks, JavaScript on", () => {
  browserLanguages.forEach((browserLanguage, index) => {
    test(`browser in ${browserLanguage}: every pair of locales, from every kind of page`, async ({
      browser,
    }) => {
      test.setTimeout(180_000);
      await walkWithJavaScript(browser, browserLanguage, index);
    });
  });
});

test.describe("the switcher's choice sticks, JavaScript off", () => {
  browserLanguages.forEach((browserLanguage, index) => {
    test(`browser in ${browserLanguage}: every pair of locales, from every kind of page`, async ({
      playwright,
      baseURL,
    }) => {
      await walkWithoutJavaScript(playwright, baseURL!, browserLanguage, index + 3);
    });
  });
});
