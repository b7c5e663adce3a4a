import { boundedLevenshtein } from '@orama/orama/internals';

import { fold, tokenize, type Stemmer } from './tokenizer';
import type { SearchHit, SearchKind } from './types';

/**
 * How much a kind of result weighs against the others at equal text relevance: the page of a product
 * comes before an article that mentions it, support pages before news.
 */
export const kindWeight: Record<SearchKind, number> = {
  product: 1.6,
  support: 1.3,
  part: 1.2,
  download: 1.2,
  page: 1,
  article: 0.8,
};

/** The words of a query, folded (lower case, no accents); at most 12, as typed. */
export function queryWords(query: string): string[] {
  return (fold(query).match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 12);
}

/** How a query word matches a text: not, with a typo, as the start of a word, or whole. */
const NONE = 0;
const TYPO = 1;
const PREFIX = 2;
const WHOLE = 3;

/** Typos tolerated in a word of this length, as the engine's fuzzy passes do. */
function tolerance(word: string): number {
  return word.length >= 6 ? 2 : word.length >= 5 ? 1 : 0;
}

/** A text as words are matched against it: its tokens, its words folded, and their stems. */
type Matchable = { tokens: readonly string[]; words: readonly string[]; stems: readonly string[] };

const matchables = new WeakMap<Stemmer, Map<string, Matchable>>();

/** A title, a kind's words or a query word, read once: each is matched again for every result. */
function matchable(text: string, stem: Stemmer): Matchable {
  let known = matchables.get(stem);
  // Bounded: a visitor's session adds the words typed.
  if (!known || known.size > 5000) matchables.set(stem, (known = new Map()));
  let found = known.get(text);
  if (!found) {
    const words = fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];
    found = { tokens: tokenize(text, stem), words, stems: words.map((word) => stem(word)) };
    known.set(text, found);
  }
  return found;
}

const withTypo = (word: string, candidates: readonly string[], allowed: number) =>
  candidates.some((candidate) => boundedLevenshtein(word, candidate, allowed).isBounded);

function matchWord(word: string, text: Matchable, stem: Stemmer): number {
  const forms = matchable(word, stem).tokens;
  if (forms.some((form) => text.tokens.includes(form))) return WHOLE;
  if (forms.some((form) => text.tokens.some((token) => token.startsWith(form)))) return PREFIX;
  // Compared as stems and as written: a stemmer may cut a word and its typo differently
  // (Italian: "telecomando" → "telecom", "telecomadno" → "telecomadn").
  const allowed = tolerance(word);
  const typo =
    allowed > 0 &&
    (forms.some((form) => withTypo(form, text.tokens, allowed)) ||
      withTypo(fold(word), text.words, allowed));
  return typo ? TYPO : NONE;
}

/** Words left out of a query that has others, folded. */
export type StopWords = ReadonlySet<string>;

/** What a result is called: its title, its name when shorter (a page's label), its kind's words. */
export type Naming = { title: string; name?: string; kind: string };

/** How the title and the kind's words name what a query asks for (see `nameRank`). */
export type NameRank = {
  /** 3: every query word is a word of the title or the kind; 2: one is only begun; 1: one has a typo. */
  tier: number;
  /** The query is the result's name, no more, no less ("garantía" for the warranty page). */
  named: boolean;
  /**
   * The query's main word is the name's: "stylus" is the pen, not the "Spare pen nib set" (whose
   * main word is "set").
   */
  head: boolean;
  /** Pairs of consecutive query words that the title also writes side by side. */
  phrase: number;
  /** Query words the title writes as typed, accents aside ("puntas", not "punta"). */
  written: number;
};

const UNNAMED: NameRank = { tier: 0, named: false, head: false, phrase: 0, written: 0 };

/**
 * Where a language puts the main word of a name: first in Spanish, Italian, Portuguese and French
 * ("Juego de puntas de repuesto para lápiz" is a set), last before any qualifier in English
 * ("Spare pen nib set, 6 nibs", "USB-C cable with video").
 */
export type HeadPosition = 'first' | 'last';

/** The main word of a name, folded. */
function headOf(
  name: string,
  position: HeadPosition,
  stem: Stemmer,
  stop: StopWords,
): string | undefined {
  const { words } = matchable(name.split(/,| · /)[0]!, stem);
  if (position === 'first') return words.find((word) => !stop.has(word));
  const qualifier = words.findIndex((word, index) => index > 0 && stop.has(word));
  return (qualifier > 0 ? words.slice(0, qualifier) : words).findLast((w) => !stop.has(w));
}

function sideBySide(title: Matchable, words: readonly string[], stem: Stemmer, stop: StopWords) {
  const titled = title.stems.filter((_, index) => !stop.has(title.words[index]!)).join(' ');
  const asked = words.map((word) => stem(fold(word)));
  let pairs = 0;
  for (let index = 1; index < asked.length; index++) {
    if (` ${titled} `.includes(` ${asked[index - 1]} ${asked[index]} `)) pairs++;
  }
  return pairs;
}

export type NameRankOptions = {
  stop?: StopWords;
  head?: HeadPosition;
  /** Whether words may match with a typo: only for results the typo-tolerant passes found. */
  typos?: boolean;
};

/**
 * How well a result is what the query names: its tier, whether the query is its name, then the
 * tie-breakers. A result has a tier only when each query word (without stop words) is a word of
 * its title or of its kind's words ("recambio mando": the remote control among the parts), one at
 * least of the title; the tier is the loosest of those matches (whole, begun, with a typo).
 */
export function nameRank(
  naming: Naming,
  words: readonly string[],
  stem: Stemmer,
  { stop = new Set(), head: position = 'first', typos = false }: NameRankOptions = {},
): NameRank {
  if (words.length === 0) return UNNAMED;
  const wordMatch = (word: string, text: Matchable, stemmer: Stemmer) => {
    const match = matchWord(word, text, stemmer);
    return match === TYPO && !typos ? NONE : match;
  };
  const title = matchable(naming.title, stem);
  const kind = matchable(naming.kind, stem);
  const inTitle = words.map((word) => wordMatch(word, title, stem));
  // The loosest word match, and no better than the title's best: the title names the thing.
  const tier = Math.min(
    ...words.map((word, index) => Math.max(inTitle[index]!, wordMatch(word, kind, stem))),
    Math.max(...inTitle),
  );
  if (tier === NONE) return UNNAMED;
  const name = matchable(naming.name ?? naming.title, stem);
  const nameWords = name.words.filter((word) => !stop.has(word));
  const named =
    words.every((word) => wordMatch(word, name, stem) >= tier) &&
    nameWords.every((nameWord) =>
      words.some((word) => wordMatch(nameWord, matchable(word, stem), stem) >= tier),
    );
  const written = new Set(title.words);
  // The query's main word, leaving out the words of the kind ("recambio", "spare").
  const item = words.filter((word) => wordMatch(word, kind, stem) < WHOLE);
  const asked = position === 'first' ? item[0] : item[item.length - 1];
  const head = headOf(naming.name ?? naming.title, position, stem, stop);
  return {
    tier,
    named,
    head: !!asked && !!head && wordMatch(asked, matchable(head, stem), stem) === WHOLE,
    phrase: sideBySide(title, words, stem, stop),
    written: words.filter((word) => written.has(fold(word))).length,
  };
}

/** A hit with what ranks it: an exact identifier, then how it names the query. */
export type RankedHit = SearchHit & NameRank & { exact: boolean };

function compareRanked(a: RankedHit, b: RankedHit): number {
  return (
    Number(b.exact) - Number(a.exact) ||
    b.tier - a.tier ||
    Number(b.named) - Number(a.named) ||
    Number(b.head) - Number(a.head) ||
    b.phrase - a.phrase ||
    b.written - a.written ||
    b.score * kindWeight[b.kind] - a.score * kindWeight[a.kind] ||
    a.title.localeCompare(b.title)
  );
}

/** The better of two rankings of one hit (for two forms of a query: as typed, a synonym). */
export function better(a: RankedHit, b: RankedHit): RankedHit {
  return compareRanked(a, b) <= 0 ? a : b;
}

/**
 * Orders hits: an exact identifier (part number, model number) first; then by how they name what
 * the query asks for (`nameRank`); then by text score weighted by kind; equal scores in title order.
 */
export function rankHits(hits: readonly RankedHit[]): SearchHit[] {
  return [...hits].sort(compareRanked).map(({ id, kind, title, excerpt, href, score }) => ({
    id,
    kind,
    title,
    excerpt,
    href,
    score,
  }));
}

export type Segment = { text: string; match: boolean };

/**
 * Splits `text` into runs, marking the words the query matched (by stem and without accents,
 * so "pantalla" marks "pantallas" and "garantia" marks "garantía").
 */
export function highlight(text: string, query: string, stem: Stemmer): Segment[] {
  const forms = queryWords(query).flatMap((word) => tokenize(word, stem));
  const segments: Segment[] = [];
  let last = 0;
  const push = (slice: string, match: boolean) => {
    if (!slice) return;
    const previous = segments[segments.length - 1];
    if (previous && previous.match === match) previous.text += slice;
    else segments.push({ text: slice, match });
  };
  for (const found of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const word = found[0];
    const start = found.index;
    const tokens = tokenize(word, stem);
    const match =
      forms.length > 0 && tokens.some((token) => forms.some((form) => token.startsWith(form)));
    push(text.slice(last, start), false);
    push(word, match);
    last = start + word.length;
  }
  push(text.slice(last), false);
  // An identifier marked in parts (SY, PEN, P2) is marked whole, hyphens included.
  return segments.reduce<Segment[]>((out, segment, index) => {
    const previous = out[out.length - 1];
    const next = segments[index + 1];
    const joiner = !segment.match && /^[-./]$/.test(segment.text) && previous?.match && next?.match;
    if (joiner || (segment.match && previous?.match)) previous!.text += segment.text;
    else out.push({ ...segment });
    return out;
  }, []);
}

/** Shortens an excerpt to about `max` characters at a word boundary, with an ellipsis. */
export function shorten(text: string, max = 170): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}
