import fs from 'node:fs';

import { chromium, type Browser } from '@playwright/test';

/**
 * The Chromium that the end-to-end suite, the site check and the benchmark's byte counts drive.
 * Playwright's own download is not available here, so it is one of Debian's:
 *
 * - `chromium-headless-shell` when installed (`.ci/run` installs it): the same Chromium version built
 *   as the old headless shell, without the browser's UI layer. On this machine a fresh tab that opens
 *   the home page costs 0.55–0.61 CPU-s in it against 1.46–1.61 in the full browser (docs/testing.md),
 *   and the test command is CPU-bound.
 * - else Debian's full `chromium`, which Lighthouse needs anyway (scripts/bench/lighthouse.ts).
 *
 * `CHROME_PATH` overrides both.
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

export function chromiumExecutable(): string | undefined {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  return [HEADLESS_SHELL, DEBIAN_CHROMIUM].find((file) => fs.existsSync(file));
}

/** The one launcher of the site check and the benchmarks (Playwright's own download is not available here). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
}

/**
 * Switches for every launch. This machine's network is closed: without the background-networking
 * switches Chromium's own connections are refused many at a time.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * An init script that makes the browser pass for a visitor's: vanilla-cookieconsent hides its box
 * from automated browsers (`navigator.webdriver`). A string, not a function: tsx would wrap a
 * serialized function's inner arrows in `__name()` helpers the page does not have.
 */
export const HUMAN_VISITOR =
  "Object.defineProperty(Navigator.prototype, 'webdriver', { get: function () { return false; } });";
