import zlib from 'node:zlib';

import type { Browser } from '@playwright/test';

import { executableInlineScripts } from '@/lib/security/inline-content';
import { HUMAN_VISITOR } from '@/scripts/chromium';
import { CONSENT_BOX } from '@/scripts/stored-consent';

import { clientMessages, flightPayload } from './payload';

export type PageWeight = {
  /**
   * gzip bytes of the script code the page runs before consent: every external script it loads
   * (its runtime started as a visitor's first key starts it) and its inline scripts but the RSC
   * payload, which is data (`payloadGzip`).
   */
  js: number;
  /** The inline RSC payload (`self.__next_f.push` scripts), gzip and brotli: data, reported apart. */
  payloadGzip: number;
  payloadBrotli: number;
  /**
   * gzip bytes of the scripts loaded only because links in view were prefetched (the JS of other
   * pages, fetched at idle time for the next navigation): not part of this page's budget.
   */
  prefetchJs: number;
  /** How many external scripts that was. */
  scripts: number;
  html: number;
  htmlGzip: number;
  /** The document at brotli's quality 5 (what an on-the-fly compressing front sends). */
  htmlBrotli: number;
  /** The inline scripts (RSC payload and the consent-mode ones), gzipped and brotli'd together. */
  inlineGzip: number;
  inlineBrotli: number;
  /** UTF-8 bytes of the `<style>` elements of the document (critical CSS, once inlined). */
  inlineCss: number;
  /** UTF-8 bytes of the translations serialized for client components (see `clientMessages`). */
  translations: number;
};

const gzip = (data: Buffer | string) => zlib.gzipSync(data).length;
const brotli = (data: Buffer | string) =>
  zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }).length;
const STYLE_ELEMENT = /<style\b[^>]*>([\s\S]*?)<\/style>/g;

type Load = { js: number; scripts: number; html: string };

const isPayload = (script: string) => script.startsWith('self.__next_f.push(');

/** The inline scripts that are code (the consent-mode defaults, the loader…), joined. */
export function inlineCode(html: string): string {
  return executableInlineScripts(html)
    .filter((script) => !isPayload(script))
    .join('\n');
}

/** The inline RSC payload scripts, joined. */
export function inlinePayload(html: string): string {
  return executableInlineScripts(html).filter(isPayload).join('\n');
}

async function load(
  browser: Browser,
  url: string,
  waitForConsentBox: boolean,
  prefetch: boolean,
): Promise<Load> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'es-ES',
  });
  await context.addInitScript({ content: HUMAN_VISITOR });
  if (!prefetch) {
    await context.route('**/*', (route) =>
      route.request().headers()['next-router-prefetch'] ? route.abort() : route.fallback(),
    );
  }
  const page = await context.newPage();
  // A shared machine under load can take far longer than Playwright's 30 s to load a page.
  page.setDefaultTimeout(120_000);
  const pending: Promise<[string, Buffer] | null>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response
        .body()
        .then((body) => [response.url(), body] as [string, Buffer])
        .catch(() => null),
    );
  });
  try {
    const response = await page.goto(url, { waitUntil: 'load' });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
    const html = await response.text();
    if (waitForConsentBox) {
      await page.locator(CONSENT_BOX).waitFor({ state: 'visible' });
    }
    // Our build requests Next's chunks on the visitor's first interaction (scripts/critical-css/
    // defer-chunks.ts): a key nobody sees starts them, as it would for a visitor. The floor has
    // loaded its chunks by then.
    await page.keyboard.press('Shift');
    await page.waitForFunction(() =>
      document.querySelector('script[src*="/_next/static/chunks/"]:not([nomodule])'),
    );
    await page.waitForLoadState('networkidle');
    const bodies = new Map<string, Buffer>();
    for (const entry of await Promise.all(pending)) if (entry) bodies.set(entry[0], entry[1]);
    const external = [...bodies.values()].reduce((sum, body) => sum + gzip(body), 0);
    const code = inlineCode(html);
    return { js: external + (code ? gzip(code) : 0), scripts: bodies.size, html };
  } finally {
    await context.close();
  }
}

/**
 * Loads `url` as a first-time visitor on a phone (consent box shown, nothing accepted) and weighs
 * what the browser received, each script gzipped on its own at zlib's default level (what
 * `next start` sends). Twice: with link prefetching blocked (the page's own JavaScript), then as
 * is. The same method measures the bare Next.js floor.
 */
export async function weighPage(
  browser: Browser,
  url: string,
  options: { waitForConsentBox: boolean },
): Promise<PageWeight> {
  const own = await load(browser, url, options.waitForConsentBox, false);
  const all = await load(browser, url, options.waitForConsentBox, true);
  const inline = executableInlineScripts(own.html).join('\n');
  const payload = inlinePayload(own.html);
  return {
    js: own.js,
    payloadGzip: payload ? gzip(payload) : 0,
    payloadBrotli: payload ? brotli(payload) : 0,
    prefetchJs: Math.max(0, all.js - own.js),
    scripts: own.scripts,
    html: Buffer.byteLength(own.html),
    htmlGzip: gzip(own.html),
    htmlBrotli: brotli(own.html),
    inlineGzip: inline ? gzip(inline) : 0,
    inlineBrotli: inline ? brotli(inline) : 0,
    inlineCss: Array.from(own.html.matchAll(STYLE_ELEMENT)).reduce(
      (sum, [, css = '']) => sum + Buffer.byteLength(css),
      0,
    ),
    translations: clientMessages(flightPayload(own.html)).reduce(
      (sum, json) => sum + Buffer.byteLength(json),
      0,
    ),
  };
}
