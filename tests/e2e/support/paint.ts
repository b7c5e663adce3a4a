import type { Page, Route } from '@playwright/test';

const STYLESHEET = /\/_next\/static\/.+\.css$/;

/**
 * Holds every stylesheet request until the returned `release` is called: what a visitor on a slow
 * link sees before the full stylesheet (linked at the end of <body>, scripts/critical-css) arrives.
 */
export async function holdStylesheets(page: Page): Promise<() => void> {
  const held: Route[] = [];
  let released = false;
  await page.route(STYLESHEET, (route) => (released ? route.fallback() : held.push(route)));
  return () => {
    released = true;
    for (const route of held.splice(0)) void route.fallback();
  };
}
