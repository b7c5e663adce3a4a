import type { AppLocale } from '@/lib/i18n/locales';

import { loadEngine, type SearchEngine } from './engine';
import type { Stemmer } from './tokenizer';
import type { SearchIndexFile } from './types';

/** Each language's stemmer in its own chunk: the browser loads only the page's language. */
const stemmerChunks: Record<AppLocale, () => Promise<{ stemmer: Stemmer }>> = {
  es: () => import('@orama/stemmers/spanish'),
  en: () => import('@orama/stemmers/english'),
  it: () => import('@orama/stemmers/italian'),
  pt: () => import('@orama/stemmers/portuguese'),
  fr: () => import('@orama/stemmers/french'),
};

/** The public URL of a language's index (written by scripts/build-search-index.ts). */
export function indexUrl(locale: AppLocale): string {
  return `/search/${locale}.json`;
}

const engines = new Map<AppLocale, Promise<SearchEngine>>();

/** The index of the page's language, fetched once per page view; a failure may be retried. */
export function browserEngine(locale: AppLocale): Promise<SearchEngine> {
  let engine = engines.get(locale);
  if (!engine) {
    engine = Promise.all([
      stemmerChunks[locale](),
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
