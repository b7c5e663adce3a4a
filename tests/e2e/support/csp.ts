import type { BrowserContext, Page } from '@playwright/test';

export type Violation = { directive: string; blocked: string; sample: string; page: string };

/** A human visitor whose CSP violations are recorded; Google's hosts answer with empty scripts. */
export async function watchViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false });
    const seen: unknown[] = [];
    (window as unknown as { __cspViolations: unknown[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
        page: location.pathname,
      }),
    );
  });
  await context.route(
    (url) => url.hostname !== 'localhost',
    (route) => route.fulfill({ contentType: 'text/javascript', body: '/* stub */' }),
  );
}

/** The violations recorded in the current document. */
export const recordedViolations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cspViolations: Violation[] }).__cspViolations);
