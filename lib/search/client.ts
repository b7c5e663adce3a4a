import { localeInfo, type AppLocale, type SearchLanguage } from '@/lib/i18n/locales';

import { loadEngine, type SearchEngine } from './engine';
import type { Stemmer } from './tokenizer';
import type { SearchIndexFile } from './types';

/**
 * Each language's stemmer in its own chunk: the browser loads only the page's language. (Literal
 * specifiers: a bundler splits an `import()` into a chunk only when it can read its path.)
 */
const stemmerChunks: Record<SearchLanguage, () => Promise<{ stemmer: Stemmer }>> = {
  spanish: () => import('@orama/stemmers/spanish'),
  english: () => import('@orama/stemmers/english'),
  italian: () => import('@orama/stemmers/italian'),
  portuguese: () => import('@orama/stemmers/portuguese'),
  french: () => import('@orama/stemmers/french'),
};

/** The public URL of a language's index (written by scripts/build/search-index.ts). */
export function indexUrl(locale: AppLocale): string {
  return `/search/${locale}.json`;
}

const engines = new Map<AppLocale, Promise<SearchEngine>>();

/** The index of the page's language, fetched once per page view; a failure may be retried. */
export function browserEngine(locale: AppLocale): Promise<SearchEngine> {
  let engine = engines.get(locale);
  if (!engine) {
    engine = Promise.all([
      stemmerChunks[localeInfo[locale].searchLanguage](),
      fetch(indexUrl(locale)).then((response) =>
        response.ok
          ? (response.json() as Promise<SearchIndexFile>)
          : Promise.reject(new Error(`Search index: HTTP ${response.status}`)),
      ),
    ]).then(([{ stemmer }, file]) => loadEngine(file, stemmer));
    engine.catch(() => engines.delete(locale));
    engines.set(locale, engine);
  }
  return engine;
}
