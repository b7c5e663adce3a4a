import type { Page } from '@playwright/test';
import type AxeCore from 'axe-core';

import { AXE_SOURCE, renderForAudit, WCAG_TAGS } from '@/scripts/axe-audit';

/**
 * The WCAG 2.2 A/AA violations axe-core finds in `selector` (the whole document by default) of the
 * page as it is now, one line each (rule, help, elements), the same rules as the site check.
 */
export async function axeViolations(page: Page, selector = 'html'): Promise<string[]> {
  await renderForAudit(page);
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ selector, tags }) => {
      const axe = (window as unknown as { axe: typeof AxeCore }).axe;
      // Only the violations are read: axe then keeps one element per passing or incomplete rule, not all.
      const result = await axe.run(selector, { runOnly: tags, resultTypes: ['violations'] });
      return result.violations.map(
        (v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      );
    },
    { selector, tags: WCAG_TAGS },
  );
}
