import { searchKinds, type SearchKind, type SearchUiStrings } from './types';

/** A translator of the `search` namespace (next-intl's `createTranslator` or `getTranslations`). */
type SearchTranslator = {
  (key: string, values?: Record<string, string | number>): string;
};

/**
 * The live results' texts for one language, written into its index at build time: placeholders
 * kept for the browser to fill (`{query}`, `#`), both plural forms the five languages use.
 */
export function searchUiStrings(t: SearchTranslator): SearchUiStrings {
  return {
    listLabel: t('resultsLabel'),
    seeAll: t('seeAll', { query: '{query}' }),
    noResults: t('noResults', { query: '{query}' }),
    results: { one: t('count', { count: 1 }), other: t('count', { count: 7 }).replace('7', '#') },
    kinds: Object.fromEntries(searchKinds.map((kind) => [kind, t(`kinds.${kind}`)])) as Record<
      SearchKind,
      string
    >,
  };
}

/** "3 results", in the language of `strings`. */
export function resultCount(strings: SearchUiStrings, count: number, tag: string): string {
  const form = new Intl.PluralRules(tag).select(count) === 'one' ? 'one' : 'other';
  return strings.results[form].replace('#', String(count));
}
