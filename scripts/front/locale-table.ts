/**
 * Builds the Accept-Language table the front negotiates with (scripts/front/negotiate.js), from the
 * matcher next-intl runs (@formatjs/intl-localematcher, best fit) and the site's locales.
 *
 *   npx tsx scripts/front/locale-table.ts    rewrites scripts/front/accept-language.json
 *
 * The matcher takes ~3 ms a tag, too slow for every start, so the table is committed; the unit test
 * re-derives a sample of it and compares the whole negotiation with next-intl's middleware, and fails
 * when an upgrade of either changes a verdict (then run this again).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { match } from '@formatjs/intl-localematcher';
import * as prettier from 'prettier';

import { locales } from '@/lib/i18n/locales';

export type AcceptLanguageTable = { regions: string[]; languages: Record<string, string> };

/** The table as njs gets it: two strings (see languageClasses and regionIndex in negotiate.js). */
export type CompactTable = { regions: string; languages: string };

export function compactTable(table: AcceptLanguageTable): CompactTable {
  return {
    regions: table.regions.map((region) => region.padEnd(3)).join(''),
    languages: `|${Object.entries(table.languages)
      .map(([language, classes]) => `${language}=${classes}`)
      .join('|')}|`,
  };
}

export const TABLE_FILE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'accept-language.json',
);

/** Languages and regions seen in real Accept-Language headers; any other tag makes the front unsure. */
const LANGUAGES = [
  ...locales,
  ...'ca gl eu ast an oc br co ht wa lb la qu gn ay mi eo ia'.split(' '),
  ...'de nl sv da no nb nn fi is et lv lt pl cs sk hu ro bg hr sr sl bs mk sq el tr ru uk be'.split(
    ' ',
  ),
  ...'ka hy az kk uz he ar fa ur hi bn ta te mr gu kn ml pa ne si th vi id ms fil tl zh ja ko'.split(
    ' ',
  ),
  ...'mn km lo my sw am zu xh af yo ig ha so mt ga cy gd'.split(' '),
];
const REGIONS = [
  ...'ES MX AR CO CL PE VE EC GT CU BO DO HN PY SV NI CR PA UY PR 419 AD GQ'.split(' '),
  ...'US GB IE AU NZ CA ZA IN SG PH NG KE JM MT GH'.split(' '),
  ...'IT SM VA CH PT BR AO MZ CV GW ST TL MO FR BE LU MC CD CI SN CM MA DZ TN HT RE'.split(' '),
  ...'DE AT LI NL SE DK NO FI PL RU UA BY CN TW HK JP KR IL AE SA EG TR GR CZ SK HU RO BG HR RS SI'.split(
    ' ',
  ),
];

const NONE = 'zz';
const supported = [...locales];
const best = (tags: string[]) => match(tags, supported, NONE);

/**
 * 19 inert tags: a tag behind them sits at distance +760, so it still matches iff its own distance
 * is < 78. BCP 47's private-use languages (qaa–qtz), which no site locale can ever be: real ones
 * (German, Japanese…) would stop being inert the day one became a locale (docs/adding-a-locale.md).
 */
export function fillers(exclude: string): string[] {
  const inert = Array.from({ length: 20 }, (_, i) => `qa${String.fromCharCode(97 + i)}`);
  return inert.filter((tag) => tag !== exclude).slice(0, 19);
}

/** The class of one tag (see negotiate.js): `0`, `o`, `n`, `i` or `?`. */
export function classify(tag: string): string {
  try {
    if (Intl.getCanonicalLocales(tag)[0]?.toLowerCase() !== tag.toLowerCase()) return '?';
  } catch {
    return '?';
  }
  const language = tag.split('-')[0] ?? '';
  const alone = best([tag]);
  if (alone === NONE) return 'i';
  const behindFillers = best([...fillers(language), tag]);
  const own = (locales as readonly string[]).includes(language) && alone === language;
  if (own) {
    if (behindFillers !== language) return '?';
    const maximized = (value: string) => new Intl.Locale(value).maximize().toString();
    return maximized(tag) === maximized(language) ? '0' : 'o';
  }
  // Another locale's tag must stay out of reach behind the fillers (distance ≥ 78).
  return behindFillers === NONE ? 'n' : '?';
}

export function buildTable(): AcceptLanguageTable {
  const languages: Record<string, string> = {};
  for (const language of LANGUAGES) {
    languages[language] = [language, ...REGIONS.map((region) => `${language}-${region}`)]
      .map(classify)
      .join('');
  }
  return { regions: REGIONS.map((region) => region.toLowerCase()), languages };
}

export function readTable(): AcceptLanguageTable {
  return JSON.parse(fs.readFileSync(TABLE_FILE, 'utf8')) as AcceptLanguageTable;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const options = (await prettier.resolveConfig(TABLE_FILE)) ?? {};
  const json = await prettier.format(JSON.stringify(buildTable()), {
    ...options,
    filepath: TABLE_FILE,
  });
  fs.writeFileSync(TABLE_FILE, json);
  console.log(`wrote ${path.relative(process.cwd(), TABLE_FILE)}`);
}
