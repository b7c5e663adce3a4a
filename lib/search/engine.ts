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

import type { AppLocale } from '@/lib/i18n/locales';

import { MAX_QUERY_LENGTH } from './query';
import { rankHits } from './rank';
import { createTokenizer, normalizeCode, type Stemmer } from './tokenizer';
import type {
  SearchDocument,
  SearchHit,
  SearchIndexFile,
  SearchKind,
  SearchUiStrings,
} from './types';

/** Orama's name of each language (its tokenizer checks it). */
const oramaLanguage: Record<AppLocale, string> = {
  es: 'spanish',
  en: 'english',
  it: 'italian',
  pt: 'portuguese',
  fr: 'french',
};

const schema = {
  kind: 'enum',
  title: 'string',
  keywords: 'string',
  excerpt: 'string',
  body: 'string',
} as const;

const properties = ['title', 'keywords', 'excerpt', 'body'] as const;
const boost = { title: 3, keywords: 2.5, excerpt: 1.3, body: 1 };

/** Results searched for before ranking, and shown at most. */
const CANDIDATES = 60;
export const MAX_RESULTS = 20;

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
};

function createDb(locale: AppLocale, stem: Stemmer): AnyOrama {
  return create({
    schema,
    // Results are ordered by our ranking, never by a field: no sort index to ship.
    sort: { enabled: false },
    components: { tokenizer: createTokenizer(oramaLanguage[locale], stem) },
  }) as AnyOrama;
}

/** Builds the index of one language (at build time) and returns what is written to disk. */
export async function buildIndexFile(
  locale: AppLocale,
  documents: SearchDocument[],
  stem: Stemmer,
  ui: SearchUiStrings,
): Promise<SearchIndexFile> {
  const db = createDb(locale, stem);
  // The body is indexed but not kept: results show the title and excerpt only.
  // Identifiers are also words of the keywords, so that a prefix ("SY-PEN") finds them too.
  await insertMultiple(
    db,
    documents.map(({ codes, keywords, ...doc }) => ({
      ...doc,
      keywords: [keywords, ...codes].join(' '),
    })),
  );
  const codes: Record<string, string[]> = {};
  for (const doc of documents) {
    for (const code of doc.codes) (codes[normalizeCode(code)] ??= []).push(doc.id);
  }
  const orama = save(db) as { docs: { docs: Record<string, { body?: string }> } };
  for (const stored of Object.values(orama.docs.docs)) delete stored.body;
  return { locale, ui, orama, codes };
}

/** An index ready to search, from the file `buildIndexFile` wrote. */
export function loadEngine(file: SearchIndexFile, stem: Stemmer): SearchEngine {
  const db = createDb(file.locale, stem);
  load(db, file.orama as Parameters<typeof load>[1]);
  return { db, stem, codes: file.codes, ui: file.ui };
}

type StoredDoc = { id: string; kind: SearchKind; title: string; excerpt: string; href: string };

async function run(
  engine: SearchEngine,
  term: string,
  tolerance: number,
  limit = CANDIDATES,
): Promise<SearchHit[]> {
  const result = await search(engine.db, {
    term,
    properties: [...properties],
    boost,
    tolerance,
    // Any word; `every` passes intersect per word (Orama's all-words mode, threshold 0, drops a
    // document whose property matches a word's prefix more than once).
    threshold: 1,
    limit,
  });
  return result.hits.map(({ document, score }) => ({
    ...toHit(document as unknown as StoredDoc),
    score,
  }));
}

async function runPass(engine: SearchEngine, term: string, pass: Pass): Promise<SearchHit[]> {
  const hits = (await run(engine, term, pass.tolerance)).map((hit) => ({
    ...hit,
    score: hit.score * pass.weight,
  }));
  // Words as the tokenizer splits them: an identifier (SY-PEN-P2) needs all its parts.
  const words = [...new Set(term.match(/[\p{L}\p{N}]+/gu) ?? [])];
  if (!pass.every || words.length < 2) return hits;
  const all = await count(engine.db);
  const perWord = await Promise.all(
    words.map(
      async (word) => new Set((await run(engine, word, pass.tolerance, all)).map((h) => h.id)),
    ),
  );
  return hits.filter((hit) => perWord.every((ids) => ids.has(hit.id)));
}

function toHit({ id, kind, title, excerpt, href }: StoredDoc): Omit<SearchHit, 'score'> {
  return { id, kind, title, excerpt, href };
}

/**
 * The ranked results of a query: words matched by prefix and stem, accent-free; an exact
 * identifier first; typo-tolerant and partial matches added when the full ones are few.
 */
export async function searchEngine(engine: SearchEngine, query: string): Promise<SearchHit[]> {
  const term = query.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH);
  if (!term) return [];
  const exactIds = new Set(
    [normalizeCode(term), ...term.split(' ').map(normalizeCode)].flatMap(
      (code) => engine.codes[code] ?? [],
    ),
  );
  const longest = Math.max(...term.split(' ').map((word) => word.length));
  let hits: SearchHit[] = [];
  for (const pass of PASSES) {
    if (hits.length >= pass.below || longest < pass.minLength) continue;
    const known = new Set(hits.map((hit) => hit.id));
    hits = [...hits, ...(await runPass(engine, term, pass)).filter((hit) => !known.has(hit.id))];
  }
  const known = new Set(hits.map((hit) => hit.id));
  for (const id of exactIds) {
    if (known.has(id)) continue;
    const doc = getByID(engine.db, id) as StoredDoc | undefined;
    if (doc) hits.push({ ...toHit(doc), score: 0 });
  }
  return rankHits(hits, term, engine.stem, exactIds).slice(0, MAX_RESULTS);
}
