import type { Page } from '@playwright/test';
import type { Result } from 'axe-core';

import { consentConfig } from '@/config/consent';
import { axeOn, renderForAudit, WCAG_TAGS } from '@/scripts/axe-audit';
import { HUMAN_VISITOR, launchChromium } from '@/scripts/chromium';
import {
  CSP_RECORDER,
  recordedViolations,
  watchConsole,
  type Violation,
} from '@/scripts/csp-violations';
import { CONSENT_BOX } from '@/scripts/stored-consent';

import { mapLimit } from './concurrency';

export type AxeTarget = {
  url: string;
  label: string;
  acceptLanguage: string;
  /** Whether the page shows the consent box to a first-time visitor (every page does, the 404 included). */
  consentBox: boolean;
};
/** What the browser found on a page: axe's violations and the page's CSP violations. */
export type AxeFinding = {
  target: AxeTarget;
  violations: Result[];
  csp: Violation[];
  /** How far the page is wider than the phone screen (CSS px): it scrolls sideways. */
  overflowPx?: number;
  error?: string;
};

/**
 * Audits one page twice: everything with the consent box shown (the box is part of every first
 * visit), then colour contrast alone with the box and its overlay hidden, since axe cannot judge
 * the contrast of text under an overlay and would leave the page's own text unchecked.
 */
async function checkOne(page: Page, target: AxeTarget): Promise<AxeFinding> {
  const consoleViolations: Violation[] = [];
  const stopWatching = watchConsole(page, consoleViolations);
  try {
    const response = await page.goto(target.url, { waitUntil: 'load' });
    if (!response) throw new Error('no response');
    if (target.consentBox) {
      const box = page.locator(CONSENT_BOX);
      await box.waitFor({ state: 'visible', timeout: 30_000 }).catch((error: Error) => {
        throw new Error(`the consent box was not shown (${error.message.split('\n')[0]})`);
      });
      // Let the box's slide-in finish: contrast is computed on what is painted.
      await page.waitForFunction(
        (id: string) =>
          (document.getElementById(id)?.getAnimations({ subtree: true }) ?? []).every(
            (animation) => animation.playState !== 'running',
          ),
        consentConfig.noticeId,
      );
    }
    // Axe has no rule for it: a page wider than the phone scrolls sideways (WCAG 1.4.10 reflow).
    // Read as the visitor first gets the page (sections below the screen not rendered yet), then
    // with every section rendered and the box gone.
    const overflow = () =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
    const overflowAtLoad = await overflow();
    await renderForAudit(page);
    const withBox = await axeOn(page).withTags(WCAG_TAGS).analyze();
    // As after a choice: the <head> script's state is what shows the box and its overlay.
    await page.evaluate(() => document.documentElement.setAttribute('data-consent', 'given'));
    const overflowPx = Math.max(overflowAtLoad, await overflow());
    const underneath = await axeOn(page).withRules(['color-contrast']).analyze();
    // Read last: by now the page has hydrated, shown the box and asked for its prefetches, and a
    // violation is reported when a request is refused, not when it would have ended.
    const csp = [...(await recordedViolations(page)), ...consoleViolations];
    return {
      target,
      violations: [...withBox.violations, ...underneath.violations],
      csp,
      overflowPx,
    };
  } catch (error) {
    return { target, violations: [], csp: consoleViolations, error: (error as Error).message };
  } finally {
    stopWatching();
  }
}

/**
 * Runs axe-core (WCAG 2.2 A/AA) on each target with the consent box shown, `jobs` pages at a time,
 * and records the Content-Security-Policy violations of each page on the way (a first visit: before
 * consent; the end-to-end suite checks the pages after consent, tags loaded).
 */
export async function auditAccessibility(
  targets: AxeTarget[],
  jobs: number,
): Promise<AxeFinding[]> {
  const browser = await launchChromium();
  // One tab per worker and language, reused: no choice is ever made, so the box shows on every page.
  const tabs = new Map<string, Promise<Page>>();
  const tab = (worker: number, target: AxeTarget) => {
    const key = `${worker} ${target.acceptLanguage}`;
    let page = tabs.get(key);
    if (!page) {
      page = browser
        // Reduced motion: the box appears without its slide-in, in the same end state
        // (consent-notice.css), which is what axe judges; the frames of the slide-in only cost CPU.
        .newContext({
          locale: target.acceptLanguage,
          viewport: { width: 390, height: 844 },
          reducedMotion: 'reduce',
        })
        .then(async (context) => {
          await context.addInitScript({ content: HUMAN_VISITOR });
          await context.addInitScript({ content: CSP_RECORDER });
          return context.newPage();
        });
      tabs.set(key, page);
    }
    return page;
  };
  try {
    let done = 0;
    return await mapLimit(targets, jobs, async (target, _index, worker) => {
      const finding = await checkOne(await tab(worker, target), target);
      done += 1;
      if (done % 25 === 0 || done === targets.length) {
        console.log(`  axe: ${done}/${targets.length}`);
      }
      return finding;
    });
  } finally {
    await browser.close();
  }
}
