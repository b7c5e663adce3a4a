import fs from 'node:fs';
import { createRequire } from 'node:module';

import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { renderAllSections } from '@/lib/platform/render-all';

/* The axe-core audit the site check and the end-to-end tests share: its source, rules and setup. */

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Renders every section before an audit: axe judges colour contrast from what is painted under a
 * text, and on a section content-visibility still skips it would find the page's white instead.
 */
export async function renderForAudit(page: Page): Promise<void> {
  await page.evaluate(renderAllSections);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/** WCAG 2.2 A and AA, as axe-core tags them. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * An axe run (@axe-core/playwright) on the page as it is now, violations only: axe then keeps one
 * element per passing or incomplete rule, not all. Chain `.withTags(WCAG_TAGS)` or `.withRules()`,
 * `.include()`, then `.analyze()`. Legacy mode runs axe.run in the page itself, as our own injection
 * did; the default opens a blank page per run to merge the frames' results, and the site has no frame
 * to audit while the test command is CPU-bound.
 */
export function axeOn(page: Page): AxeBuilder {
  return new AxeBuilder({ page, axeSource: AXE_SOURCE })
    .options({ resultTypes: ['violations'] })
    .setLegacyMode();
}
