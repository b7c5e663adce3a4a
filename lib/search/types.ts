import type { AppLocale } from '@/lib/i18n/locales';

/** What a result is, shown beside its title (`search.kinds.<kind>`), product first in ranking. */
export const searchKinds = ['product', 'support', 'part', 'download', 'article', 'page'] as const;

export type SearchKind = (typeof searchKinds)[number];

/** One searchable page (or one item of a page: a download, a spare part), in one language. */
export type SearchDocument = {
  /** Unique in its language, e.g. `article:ia-en-el-aula`. */
  id: string;
  kind: SearchKind;
  title: string;
  /** One or two sentences shown under the title. */
  excerpt: string;
  /** Localized path, with a `#fragment` for an item of a page. */
  href: string;
  /** Names and labels matched more strongly than the body: model names, tags, categories. */
  keywords: string;
  /** Indexed, never shown: the rest of the page's text. */
  body: string;
  /** Identifiers matched whole: part numbers, model numbers, label tokens, LED references. */
  codes: string[];
  /** What the page is called when that is shorter than its title (its label: "Garantía"). */
  name?: string;
};

/** A result as the box and the results page show it. */
export type SearchHit = Pick<SearchDocument, 'id' | 'kind' | 'title' | 'excerpt' | 'href'> & {
  score: number;
};

/** The texts of the live results, in the index's language (they travel with it, not with every page). */
export type SearchUiStrings = {
  listLabel: string;
  /** With `{query}`. */
  seeAll: string;
  /** With `{query}`. */
  noResults: string;
  /** `#` stands for the number; Intl.PluralRules picks the form. */
  results: { one: string; other: string };
  kinds: Record<SearchKind, string>;
};

/** How visitors ask, in one language (from lib/search/vocabulary.ts and the catalogue). */
export type SearchVocabulary = {
  /** Each kind's label and other words for it, indexed as terms of its documents. */
  kinds: Record<SearchKind, string>;
  /** Where the language puts the main word of a name. */
  head: 'first' | 'last';
  /** Groups of terms that name one thing. */
  synonyms: string[][];
  /** Words left out of a query that has others: the language's stop words common in the index. */
  stopWords: string[];
};

/** What `npm run build` writes per locale and both the server and the browser load. */
export type SearchIndexFile = {
  locale: AppLocale;
  ui: SearchUiStrings;
  vocabulary: SearchVocabulary;
  /** Orama's own serialization (`save`). */
  orama: unknown;
  /** Normalized code → document ids, for the exact-identifier match. */
  codes: Record<string, string[]>;
};
