import type { BrowserContext } from '@playwright/test';

import { HUMAN_VISITOR } from '@/scripts/check-site/axe';
import { CSP_RECORDER } from '@/tests/support/csp-violations';

export { recordedViolations, watchConsole, type Violation } from '@/tests/support/csp-violations';

/** A human visitor whose CSP violations are recorded; Google's hosts answer with empty scripts. */
export async function watchViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: HUMAN_VISITOR });
  await context.addInitScript({ content: CSP_RECORDER });
  await context.route(
    (url) => url.hostname !== 'localhost',
    (route) => route.fulfill({ contentType: 'text/javascript', body: '/* stub */' }),
  );
}
