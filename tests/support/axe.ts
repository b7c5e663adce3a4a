import type { Page } from '@playwright/test';

import { axeOn, renderForAudit, WCAG_TAGS } from '@/scripts/axe-audit';

/**
 * The WCAG 2.2 A/AA violations axe-core finds in `selector` (the whole document by default) of the
 * page as it is now, one line each (rule, help, elements), the same rules as the site check.
 */
export async function axeViolations(page: Page, selector = 'html'): Promise<string[]> {
  await renderForAudit(page);
  const result = await axeOn(page).include(selector).withTags(WCAG_TAGS).analyze();
  return result.violations.map(
    (v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}
