import fs from 'node:fs';

import { expect, test, type Browser, type Page } from '@playwright/test';

import { localeCookie } from '@/config/cookies';

import { platformReady } from './support/platform';
import { localeInfo, localizedPath, locales, messages, type AppLocale } from './support/site';

/*
 * The language switcher's choice sticks (spec §4: stored in a cookie for 365 days, same-site lax,
 * and it wins over the browser language from then on), with JavaScript on (a client navigation)
 * and off (a page load), for every ordered pair of the five locales, from every kind of page, in
 * browsers whose language is each locale and one that is none of them.
 *
 * Per browser language and JavaScript setting, one context walks a closed path through all 20
 * ordered pairs (each switch starts where the previous one landed), changing the kind of page
 * every two switches; the kinds rotate between walks, so each kind meets many pairs.
 */

// Twelve independent walks: both workers take them.
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
  {
    // The header is prerendered with every page: the query reaches the switcher's links in the
    // browser, so without JavaScript they lead to the search page without it (see the report).
    name: 'search results, no JavaScript',
    path: (l) => `${localizedPath(l, '/buscar')}?${QUERY}`,
    landing: (l) => localizedPath(l, '/buscar'),
  },
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
async function rootLocale(page: Page, browserLanguage: string): Promise<string> {
  const get = () =>
    page.request.get('/', { maxRedirects: 0, headers: { 'Accept-Language': browserLanguage } });
  // Node closes a kept-alive connection after 5 s idle; a request that meets the close is resent.
  const response = await get().catch(get);
  if (response.status() === 200) return 'es';
  return new URL(response.headers()['location'] ?? '', 'http://x').pathname.slice(1);
}

async function walk(browser: Browser, browserLanguage: string, javaScript: boolean, seed: number) {
  const context = await browser.newContext({
    locale: browserLanguage,
    javaScriptEnabled: javaScript,
  });
  const page = await context.newPage();
  // Starts on a prefixed page (a first visit to an unprefixed one would be redirected).
  const pairs = everyPair(locales[1 + (seed % 4)]!);
  const modeKinds = kinds.filter(
    (kind) => kind.name !== (javaScript ? 'search results, no JavaScript' : 'search results'),
  );
  let shown = null as { kind: Kind; locale: AppLocale } | null;
  for (const [index, [from, to]] of pairs.entries()) {
    const kind = modeKinds[(Math.floor(index / 2) + seed) % modeKinds.length]!;
    const step = `${browserLanguage}, ${kind.name}, ${from} → ${to}`;
    if (shown?.kind !== kind || shown.locale !== from) {
      await page.goto(kind.path(from));
      expect(pathOf(page.url()), step).toBe(kind.path(from));
      // The 404 page (app/global-not-found.tsx) names no history entry: platformReady would wait forever.
      if (javaScript && kind.name !== '404') await platformReady(page);
    }
    if (javaScript) await markDocument(page, index);
    await switchLanguage(page, from, to);
    const landing = (kind.landing ?? kind.path)(to);
    await expect(page, step).toHaveURL((url) => pathOf(url.href) === landing);
    await expect(page.locator('html'), step).toHaveAttribute('lang', localeInfo[to].tag);
    if (javaScript && !kind.landing) {
      // The case next-intl's middleware leaves to the client: no page load, no cookie from it.
      const mark = await page.evaluate(() => (window as MarkedWindow).switchMark);
      expect(mark, `${step}: a client navigation`).toBe(index);
    }
    shown = kind.landing ? null : { kind, locale: to };

    const cookie = (await context.cookies()).find((c) => c.name === localeCookie.name);
    expect(cookie?.value, step).toBe(to);
    expect(cookie?.sameSite, step).toBe('Lax');
    expect(cookie?.path, step).toBe('/');
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(Math.round(days), step).toBe(localeCookie.maxAgeSeconds / 86_400);
    expect(await rootLocale(page, browserLanguage), step).toBe(to);
  }
  await context.close();
}

const browserLanguages = [...locales.map((l) => localeInfo[l].tag), 'de-DE'];

for (const javaScript of [true, false]) {
  test.describe(`the switcher's choice sticks, JavaScript ${javaScript ? 'on' : 'off'}`, () => {
    browserLanguages.forEach((browserLanguage, index) => {
      test(`browser in ${browserLanguage}: every pair of locales, from every kind of page`, async ({
        browser,
      }) => {
        test.setTimeout(300_000);
        await walk(browser, browserLanguage, javaScript, index + (javaScript ? 0 : 3));
      });
    });
  });
}
