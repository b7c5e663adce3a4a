import {
  count,
  create,
  getByID,
  insertMultiple,
  load,
  save,
  search,
  type AnyOrama,
} from '@orama/orama';

import { localeInfo, type AppLocale } from '@/lib/i18n/locales';

import { MAX_QUERY_LENGTH, searchableText } from './query';
import { queryForms } from './query-forms';
import { better, nameRank, rankHits, type RankedHit, type StopWords } from './rank';
import { createTokenizer, fold, normalizeCode, type Stemmer } from './tokenizer';
import type {
  SearchDocument,
  SearchHit,
  SearchIndexFile,
  SearchKind,
  SearchUiStrings,
  SearchVocabulary,
} from './types';
import type { Vocabulary } from './vocabulary';

const schema = {
  kind: 'enum',
  title: 'string',
  keywords: 'string',
  kinds: 'string',
  excerpt: 'string',
  body: 'string',
} as const;

const properties = ['title', 'keywords', 'kinds', 'excerpt', 'body'] as const;
// A kind's words are shared by many documents: they select ("recambio mando") more than they rank.
const boost = { title: 3, keywords: 2.5, kinds: 1, excerpt: 1.3, body: 1 };

/**
 * A stop word of the language is left out of queries when at least this share of the documents
 * hold it: "de", "the", "pour" say nothing about what is asked, while the longer lists of the
 * stop-word packages also hold words that do ("trabajo", "nuevo").
 */
const STOP_WORD_SHARE = 0.2;

/**
 * The searches tried in turn, each while the results are still fewer than `below`, each ranked after
 * the previous one (its scores scaled by `weight`): documents with every word of the query, matched
 * by prefix; then with one typo in words of five letters or more, then two in words of six or more
 * (a stemmer may have cut a letter from the typed word too: French reads "taurys" as "taury", two
 * edits from "taurus"); last, when nothing has all the words, documents with any of them. Shorter
 * words are never fuzzy: they would match half the language.
 */
const PASSES = [
  { every: true, tolerance: 0, minLength: 0, weight: 1, below: Infinity },
  { every: true, tolerance: 1, minLength: 5, weight: 1 / 4, below: 3 },
  { every: true, tolerance: 2, minLength: 6, weight: 1 / 8, below: 3 },
  { every: false, tolerance: 0, minLength: 0, weight: 1 / 10, below: 1 },
] as const;

type Pass = (typeof PASSES)[number];

export type SearchEngine = {
  db: AnyOrama;
  stem: Stemmer;
  codes: Record<string, string[]>;
  ui: SearchUiStrings;
  vocabulary: SearchVocabulary;
  stop: StopWords;
};

function createDb(locale: AppLocale, stem: Stemmer): AnyOrama {
  return create({
    schema,
    // Results are ordered by our ranking, never by a field: no sort index to ship.
    sort: { enabled: false },
    components: { tokenizer: createTokenizer(localeInfo[locale].searchLanguage, stem) },
  }) as AnyOrama;
}

export type IndexSource = {
  locale: AppLocale;
  documents: SearchDocument[];
  stem: Stemmer;
  ui: SearchUiStrings;
  vocabulary: Vocabulary;
  /** The language's stop-word list (`@orama/stopwords`); the common ones are kept. */
  stopWords: readonly string[];
};

/** The stop words held by at least STOP_WORD_SHARE of the documents. */
function commonStopWords(documents: SearchDocument[], candidates: readonly string[]): string[] {
  const held = new Map<string, number>();
  for (const doc of documents) {
    const text = [doc.title, doc.keywords, doc.excerpt, doc.body].join(' ');
    for (const word of new Set(fold(text).match(/[\p{L}\p{N}]+/gu))) {
      held.set(word, (held.get(word) ?? 0) + 1);
    }
  }
  const least = documents.length * STOP_WORD_SHARE;
  return [...new Set(candidates.map(fold))].filter((word) => (held.get(word) ?? 0) >= least);
}

/** Builds the index of one language (at build time) and returns what is written to disk. */
export async function buildIndexFile(source: IndexSource): Promise<SearchIndexFile> {
  const { locale, documents, stem, ui } = source;
  const kinds = Object.fromEntries(
    Object.entries(ui.kinds).map(([kind, label]) => [
      kind,
      [label, ...(source.vocabulary.kinds[kind as SearchKind] ?? [])].join(' '),
    ]),
  ) as Record<SearchKind, string>;
  const db = createDb(locale, stem);
  // The body is indexed but not kept: results show the title and excerpt only.
  // Identifiers are also words of the keywords, so that a prefix ("SY-PEN") finds them too.
  await insertMultiple(
    db,
    documents.map(({ codes, keywords, name, ...doc }) => ({
      ...doc,
      ...(name && name !== doc.title ? { name } : {}),
      keywords: [keywords, ...codes].join(' '),
      kinds: kinds[doc.kind],
    })),
  );
  const codes: Record<string, string[]> = {};
  for (const doc of documents) {
    for (const code of doc.codes) (codes[normalizeCode(code)] ??= []).push(doc.id);
  }
  const orama = save(db) as { docs: { docs: Record<string, { body?: string; kinds?: string }> } };
  // The kind's words are in the vocabulary once, not in every document.
  for (const stored of Object.values(orama.docs.docs)) {
    delete stored.body;
    delete stored.kinds;
  }
  const vocabulary: SearchVocabulary = {
    head: source.vocabulary.head,
    kinds,
    synonyms: source.vocabulary.synonyms.map((group) => [...group]),
    stopWords: commonStopWords(documents, source.stopWords),
  };
  return { locale, ui, vocabulary, orama, codes };
}

/** An index ready to search, from the file `buildIndexFile` wrote. */
export function loadEngine(file: SearchIndexFile, stem: Stemmer): SearchEngine {
  const db = createDb(file.locale, stem);
  load(db, file.orama as Parameters<typeof load>[1]);
  const { vocabulary } = file;
  return {
    db,
    stem,
    codes: file.codes,
    ui: file.ui,
    vocabulary,
    stop: new Set(vocabulary.stopWords),
  };
}

type StoredDoc = {
  id: string;
  kind: SearchKind;
  title: string;
  name?: string;
  excerpt: string;
  href: string;
};

/** A hit with the stored fields the ranking reads; `typos` when a typo-tolerant pass found it. */
type Found = { doc: StoredDoc; score: number; typos?: boolean };

async function run(engine: SearchEngine, term: string, tolerance: number): Promise<Found[]> {
  const result = await search(engine.db, {
    term,
    properties: [...properties],
    boost,
    tolerance,
    // Any word; `every` passes intersect per word (Orama's all-words mode, threshold 0, drops a
    // document whose property matches a word's prefix more than once).
    threshold: 1,
    // Every match: the results page counts them all and pages through them.
    limit: count(engine.db),
  });
  return result.hits.map(({ document, score }) => ({
    doc: document as unknown as StoredDoc,
    score,
  }));
}

async function runPass(engine: SearchEngine, term: string, pass: Pass): Promise<Found[]> {
  const hits = (await run(engine, term, pass.tolerance)).map((hit) => ({
    ...hit,
    score: hit.score * pass.weight,
    typos: pass.tolerance > 0,
  }));
  // Words as the tokenizer splits them: an identifier (SY-PEN-P2) needs all its parts.
  const words = [...new Set(term.match(/[\p{L}\p{N}]+/gu) ?? [])];
  if (!pass.every || words.length < 2) return hits;
  const perWord = await Promise.all(
    words.map(
      async (word) => new Set((await run(engine, word, pass.tolerance)).map((h) => h.doc.id)),
    ),
  );
  return hits.filter((hit) => perWord.every((ids) => ids.has(hit.doc.id)));
}

/** The hits of one form of the query, through the passes given. */
async function formHits(
  engine: SearchEngine,
  term: string,
  passes: readonly Pass[] = PASSES,
): Promise<Found[]> {
  const longest = Math.max(...term.split(' ').map((word) => word.length));
  let hits: Found[] = [];
  for (const pass of passes) {
    if (hits.length >= pass.below || longest < pass.minLength) continue;
    const known = new Set(hits.map((hit) => hit.doc.id));
    hits = [...hits, ...(await runPass(engine, term, pass)).filter((h) => !known.has(h.doc.id))];
  }
  return hits;
}

function toHit({ id, kind, title, excerpt, href }: StoredDoc, score: number): SearchHit {
  return { id, kind, title, excerpt, href, score };
}

/**
 * Every result of a query, ranked: words matched by prefix and stem, accent-free; an exact
 * identifier first; then what the query names, searched as typed and with its synonyms;
 * typo-tolerant and partial matches added when the full ones are few. Markup is not searched.
 */
export async function searchEngine(engine: SearchEngine, query: string): Promise<SearchHit[]> {
  const term = searchableText(query.slice(0, MAX_QUERY_LENGTH));
  if (!term) return [];
  const exactIds = new Set(
    [normalizeCode(term), ...term.split(' ').map(normalizeCode)].flatMap(
      (code) => engine.codes[code] ?? [],
    ),
  );
  const { vocabulary, stem, stop } = engine;
  const ranked = new Map<string, RankedHit>();
  const add = ({ doc, score, typos }: Found, words: readonly string[]) => {
    const naming = { title: doc.title, name: doc.name, kind: vocabulary.kinds[doc.kind] };
    const hit: RankedHit = {
      ...toHit(doc, score),
      ...nameRank(naming, words, stem, { stop, head: vocabulary.head, typos }),
      exact: exactIds.has(doc.id),
    };
    const known = ranked.get(doc.id);
    ranked.set(doc.id, known ? better(known, hit) : hit);
  };
  const [typed, ...synonyms] = queryForms(term, vocabulary.synonyms, stop, stem);
  for (const found of await formHits(engine, typed!.term)) add(found, typed!.words);
  // A synonym is a term of the list, spelt right: its documents with all the words suffice.
  for (const form of synonyms) {
    for (const found of await formHits(engine, form.term, PASSES.slice(0, 1))) {
      add(found, form.words);
    }
  }
  for (const id of exactIds) {
    const doc = getByID(engine.db, id) as StoredDoc | undefined;
    if (doc && !ranked.has(id)) add({ doc, score: 0 }, []);
  }
  return rankHits([...ranked.values()]);
}
