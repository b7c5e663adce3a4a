import type { BrowserContext } from '@playwright/test';

import { HUMAN_VISITOR } from '@/scripts/chromium';
import { CSP_RECORDER } from '@/scripts/csp-violations';

export { recordedViolations, watchConsole, type Violation } from '@/scripts/csp-violations';

/**
 * A human visitor whose CSP violations are recorded. The browser reaches no host but localhost
 * (playwright.config.ts): the policy is checked before a request leaves, so a refused tag is still
 * reported.
 */
export async function watchViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: HUMAN_VISITOR });
  await context.addInitScript({ content: CSP_RECORDER });
}
