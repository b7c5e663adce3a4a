import { test as base, type Page } from '@playwright/test';

import { ENTRY_KEY_FIELD } from '@/lib/platform/scroll-memory';

/** Scroll positions recorded on every scroll event, plus the moment the page's h1 changed. */
export type ScrollTrace = {
  samples: Array<{ t: number; y: number }>;
  /** scrollY and time when a new h1 was first seen (the new page rendered), if it was. */
  rendered: { t: number; y: number } | null;
  /** Time of the click that started the navigation. */
  clickedAt: number;
};

/** A call of window.scrollTo made by the page, with the time and position it was made at. */
export type ScrollCall = { t: number; top: number; behavior: string; y: number };

declare global {
  interface Window {
    __scrollTrace?: ScrollTrace;
    __scrollCalls?: ScrollCall[];
  }
}

/** Records every window.scrollTo({ top, behavior }) call of the page (install before goto). */
export async function spyScrollTo(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const calls: ScrollCall[] = [];
    window.__scrollCalls = calls;
    const original = window.scrollTo.bind(window);
    window.scrollTo = ((options?: ScrollToOptions | number, y?: number) => {
      if (typeof options === 'object' && options) {
        calls.push({
          t: performance.now(),
          top: options.top ?? Number.NaN,
          behavior: options.behavior ?? 'auto',
          y: window.scrollY,
        });
        return original(options);
      }
      return original(options ?? 0, y ?? 0);
    }) as typeof window.scrollTo;
  });
}

/** Playwright's `test`, its page recording every scrollTo call from the first load (`spyScrollTo`). */
export const test = base.extend({
  page: async ({ page }, provide) => {
    await spyScrollTo(page);
    await provide(page);
  },
});
export { expect } from '@playwright/test';

/**
 * Starts the page's runtime as a visitor's first key press does (scripts/critical-css/defer-chunks.ts:
 * Next's chunks wait for the first interaction), then waits until the platform's client code runs
 * (it names the history entry when it starts). Shift alone types nothing and moves no focus.
 */
export async function platformReady(page: Page): Promise<void> {
  if ((await page.evaluate(() => document.documentElement.dataset.runtime)) !== 'started') {
    // A visitor presses after seeing the page: on a busy machine `load` can come before the first
    // frame, and a key pressed then ends the page's largest-contentful-paint record before it has
    // one entry (paint.spec.ts and vitals.spec.ts read it).
    await page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          new PerformanceObserver((_, observer) => {
            observer.disconnect();
            resolve();
          }).observe({ type: 'largest-contentful-paint', buffered: true }),
        ),
    );
    await page.keyboard.press('Shift');
  }
  await page.waitForFunction(
    (field) => typeof history.state === 'object' && !!history.state && field in history.state,
    ENTRY_KEY_FIELD,
  );
}

/** Starts recording scroll positions and the h1 swap in the page (call right before the click). */
export async function traceScroll(page: Page): Promise<void> {
  await page.evaluate(() => {
    const trace: ScrollTrace = { samples: [], rendered: null, clickedAt: performance.now() };
    window.__scrollTrace = trace;
    const firstHeading = document.querySelector('h1');
    const observer = new MutationObserver(() => {
      const heading = document.querySelector('h1');
      if (heading && heading !== firstHeading && !trace.rendered) {
        trace.rendered = { t: performance.now(), y: window.scrollY };
        observer.disconnect();
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const sample = () => trace.samples.push({ t: performance.now(), y: window.scrollY });
    sample();
    window.addEventListener('scroll', sample, { passive: true });
  });
}

/** The recorded trace, and the scrollTo calls the page made after the traced click. */
export async function readScroll(page: Page): Promise<{ trace: ScrollTrace; calls: ScrollCall[] }> {
  const [trace, calls] = await page.evaluate(
    () => [window.__scrollTrace!, window.__scrollCalls ?? []] as const,
  );
  return { trace, calls: calls.filter((call) => call.t > trace.clickedAt) };
}

/** Positions strictly between `from` and `to` that the page went through: a smooth scroll has many. */
export function intermediatePositions(trace: ScrollTrace, from: number, to: number): number[] {
  const low = Math.min(from, to) + 1;
  const high = Math.max(from, to) - 1;
  return [...new Set(trace.samples.map((s) => s.y).filter((y) => y > low && y < high))];
}

/**
 * Scrolls the window instantly and waits until the position holds. Sections below the first
 * screen take their real height only once rendered (content-visibility in globals.css), so the
 * page can grow or shrink under a jump to its end: the jump is repeated, as a visitor pressing End
 * again would, until the position is the one asked for (or the end of the page as it now is).
 */
export async function jumpTo(page: Page, y: number): Promise<number> {
  await page.waitForFunction((wanted) => {
    const target = Math.min(wanted, document.documentElement.scrollHeight - window.innerHeight);
    if (Math.abs(window.scrollY - target) < 2) return true;
    window.scrollTo({ top: target, behavior: 'instant' });
    return false;
  }, y);
  return page.evaluate(() => window.scrollY);
}
