import type { ConsoleMessage, Page } from '@playwright/test';

/** A `securitypolicyviolation` event, or a CSP message of the console (`directive: 'console'`). */
export type Violation = { directive: string; blocked: string; sample: string; page: string };

/**
 * An init script that records the document's `securitypolicyviolation` events in
 * `window.__cspViolations`. A string, not a function: tsx would wrap a serialized function's inner
 * arrows in `__name()` helpers the page does not have.
 */
export const CSP_RECORDER = `(() => {
  const seen = [];
  window.__cspViolations = seen;
  document.addEventListener('securitypolicyviolation', (event) =>
    seen.push({
      directive: event.effectiveDirective,
      blocked: event.blockedURI,
      sample: event.sample,
      page: location.pathname,
    }),
  );
})();`;

/** The violations recorded in the current document (the recorder must be an init script). */
export const recordedViolations = (page: Page): Promise<Violation[]> =>
  page.evaluate(
    () => (window as unknown as { __cspViolations?: Violation[] }).__cspViolations ?? [],
  );

/** Adds to `into` every console message of `page` that reports a CSP violation; returns `stop`. */
export function watchConsole(page: Page, into: Violation[]): () => void {
  const listener = (message: ConsoleMessage) => {
    if (/Content Security Policy/i.test(message.text())) {
      into.push({ directive: 'console', blocked: '', sample: message.text(), page: page.url() });
    }
  };
  page.on('console', listener);
  return () => page.off('console', listener);
}
