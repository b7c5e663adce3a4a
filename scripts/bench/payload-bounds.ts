/**
 * How much of a page's inline RSC payload the "lighter payload" ways of issue 26 could save at
 * most, read from the prerendered HTML of the current build (no server, no browser: the figures
 * are exact and the same on any machine).
 *
 *   npx tsx scripts/bench/payload-bounds.ts [page.html …]   (default: the bench's ten pages)
 *
 * Each bound is an ideal that no real change reaches: every class string cut to two characters,
 * the header's second search form and the menu's second nav gone, the JSON-LD gone. gzip level 9
 * as the bench's JS figure uses (page-weight.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

import { kb } from './budget';
import { BENCH_PAGES, benchPath } from './pages';
import { flightPayload } from './payload';

const gzip = (text: string) => zlib.gzipSync(text, { level: 9 }).length;

/** Rows (lines) of the payload that render one element, found by a class it alone carries. */
const rowsWith = (payload: string, marker: string) =>
  payload.split('\n').filter((row) => !row.includes(marker));

const ways: Record<string, (payload: string) => string> = {
  'class strings at two characters': (payload) => {
    const ids = new Map<string, string>();
    return payload.replace(/"className":"([^"]*)"/g, (_, classes: string) => {
      if (!ids.has(classes)) ids.set(classes, ids.size.toString(36).padStart(2, '0'));
      return `"className":"${ids.get(classes)}"`;
    });
  },
  // The desktop header search (HeaderSearch's wide form), the phone one kept.
  'one header search form': (payload) => rowsWith(payload, 'xl:block 2xl:w-56').join('\n'),
  // The menu's copy of the main navigation (MobileMenu), the desktop one kept.
  // The menu's copy of the main navigation's links (MobileMenu), the desktop one kept.
  'one main nav': (payload) =>
    rowsWith(payload, 'flex min-h-12 items-center border-b border-line text-lg').join('\n'),
  'no JSON-LD': (payload) =>
    payload.replace(/\["\$","script",[^[\]]*?"type":"application\/ld\+json".*?\}\}\]/g, 'null'),
};

/** Where `next build` wrote a page: `/` is `es.html`, `/en/…` is `en/….html`, `/soporte` is `es/soporte.html`. */
function htmlFile(locale: string, pathname: string): string {
  const inLocale = pathname.startsWith(`/${locale}`) ? pathname.slice(locale.length + 1) : pathname;
  return path.join('.next/server/app', `${locale}${inLocale === '/' ? '' : inLocale}.html`);
}

const files = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['es', 'en'].flatMap((locale) =>
      BENCH_PAGES.map((page) => htmlFile(locale, benchPath(locale, page))),
    );

console.log(`| page | payload gzip | ${Object.keys(ways).join(' | ')} | all together |`);
console.log(
  `|---|---:|${Object.keys(ways)
    .map(() => '---:|')
    .join('')}---:|`,
);
for (const file of files) {
  const payload = flightPayload(fs.readFileSync(file, 'utf8'));
  const base = gzip(payload);
  const saved = Object.values(ways).map((way) => base - gzip(way(payload)));
  const all = base - gzip(Object.values(ways).reduce((text, way) => way(text), payload));
  console.log(`| ${file} | ${kb(base)} | ${saved.map(kb).join(' | ')} | ${kb(all)} |`);
}
