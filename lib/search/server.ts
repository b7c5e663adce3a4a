import fs from 'node:fs';
import path from 'node:path';

import type { AppLocale } from '@/lib/i18n/locales';

import { loadEngine, searchEngine, type SearchEngine } from './engine';
import { stemmerFor } from './stemmers';
import type { SearchHit, SearchIndexFile } from './types';

/** Where scripts/build/search-index.ts writes the indexes (also what the browser fetches). */
const SEARCH_DIR = path.join(/*turbopackIgnore: true*/ process.cwd(), 'public', 'search');

const engines = new Map<AppLocale, SearchEngine>();

function engineFor(locale: AppLocale): SearchEngine {
  let engine = engines.get(locale);
  if (!engine) {
    const file = path.join(/*turbopackIgnore: true*/ SEARCH_DIR, `${locale}.json`);
    let raw: string;
    try {
      raw = fs.readFileSync(/*turbopackIgnore: true*/ file, 'utf8');
    } catch {
      throw new Error(`The search index ${file} is missing: run npx tsx scripts/build/prebuild.ts`);
    }
    engine = loadEngine(JSON.parse(raw) as SearchIndexFile, stemmerFor(locale));
    engines.set(locale, engine);
  }
  return engine;
}

/** Results of a query in one language, for the results page rendered on the server. */
export function searchSite(locale: AppLocale, query: string): Promise<SearchHit[]> {
  return searchEngine(engineFor(locale), query);
}

/** The stemmer of a language, for highlighting on the server. */
export { stemmerFor };
