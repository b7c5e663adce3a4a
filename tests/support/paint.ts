import type { Page, Route } from '@playwright/test';

const STYLESHEET = /\/_next\/static\/.+\.css$/;
const SCRIPT = /\/_next\/static\/.+\.js$/;

/** Holds every request matching `pattern` until the returned `release` is called. */
async function holdRequests(page: Page, pattern: RegExp): Promise<() => void> {
  const held: Route[] = [];
  let released = false;
  await page.route(pattern, (route) => (released ? route.fallback() : held.push(route)));
  return () => {
    released = true;
    for (const route of held.splice(0)) void route.fallback();
  };
}

/**
 * Holds every stylesheet request until the returned `release` is called: what a visitor on a slow
 * link sees before the full stylesheet (requested after the first frame, scripts/critical-css) arrives.
 */
export function holdStylesheets(page: Page): Promise<() => void> {
  return holdRequests(page, STYLESHEET);
}

/**
 * Holds Next's chunks until `release`: the page as a visitor on a slow link can already use it,
 * painted and clickable, before React hydrates it.
 */
export function holdScripts(page: Page): Promise<() => void> {
  return holdRequests(page, SCRIPT);
}
