/**
 * Full-page screenshots of the benchmarked pages at a phone's and a desktop's width, to compare a
 * build before and after a change that must not alter how the site looks (issue 26):
 *
 *   BENCH_PORT=3120 npx tsx scripts/bench/screenshots.ts --out=/tmp/shots [--locales=es,en]
 *
 * A first visit (the consent box shows), reduced motion (the box without its slide-in), every
 * `content-visibility: auto` section drawn.
 */
import fs from 'node:fs';
import path from 'node:path';

import { localeInfo, isAppLocale } from '@/lib/i18n/locales';
import { launchChromium } from '@/scripts/chromium';
import { startProductionServer } from '@/scripts/production-server';

import { BENCH_PAGES, benchPath } from './pages';

const WIDTHS = [390, 1440] as const;

function option(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length);
}

const out = option('out');
if (!out) throw new Error('--out=<folder> is required');
const locales = option('locales')?.split(',') ?? ['es', 'en'];
fs.mkdirSync(out, { recursive: true });

const server = await startProductionServer(Number(process.env.BENCH_PORT ?? 3120));
const browser = await launchChromium();
try {
  for (const locale of locales) {
    for (const page of BENCH_PAGES) {
      const pathname = benchPath(locale, page);
      for (const width of WIDTHS) {
        const context = await browser.newContext({
          locale: isAppLocale(locale) ? localeInfo[locale].tag : locale,
          viewport: { width, height: width < 800 ? 844 : 900 },
          reducedMotion: 'reduce',
          // For the style below only: the page's own CSP allows no injected <style>.
          bypassCSP: true,
        });
        try {
          const tab = await context.newPage();
          // `load`, then a pause: link prefetching keeps the network busy ("networkidle" may never come).
          await tab.goto(`${server.url}${pathname}`, { waitUntil: 'load', timeout: 120_000 });
          await tab.waitForTimeout(1_000);
          // A full-page capture draws what lies outside the viewport: sections skipped by
          // `content-visibility: auto` would be blank.
          await tab.addStyleTag({ content: '*{content-visibility:visible!important}' });
          const file = path.join(out, `${page.kind}-${locale}-${width}.png`);
          await tab.screenshot({ path: file, fullPage: true, animations: 'disabled' });
          console.log(file);
        } finally {
          await context.close();
        }
      }
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
