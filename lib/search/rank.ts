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

/** Bonus for a title that contains every word of the query (as typed or as a stem). */
const TITLE_BONUS = 1.5;

/** The words of a query, folded (lower case, no accents); at most 12, as typed. */
export function queryWords(query: string): string[] {
  return (fold(query).match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 12);
}

/** True when every query word starts a word of `text`, compared by stem and accent-free. */
export function coversQuery(text: string, words: string[], stem: Stemmer): boolean {
  if (words.length === 0) return false;
  const tokens = tokenize(text, stem);
  return words.every((word) => {
    const forms = tokenize(word, stem);
    return forms.some((form) => tokens.some((token) => token.startsWith(form)));
  });
}

/**
 * Orders hits: an exact identifier (part number, model number) first, then by text score weighted
 * by kind, with a bonus for titles that contain the whole query. Equal scores keep the title order.
 */
export function rankHits(
  hits: readonly SearchHit[],
  query: string,
  stem: Stemmer,
  exactIds: ReadonlySet<string> = new Set(),
): SearchHit[] {
  const words = queryWords(query);
  const seen = new Set<string>();
  return hits
    .filter((hit) => (seen.has(hit.id) ? false : (seen.add(hit.id), true)))
    .map((hit) => {
      const exact = exactIds.has(hit.id);
      const title = coversQuery(hit.title, words, stem) ? TITLE_BONUS : 1;
      return { ...hit, exact, score: hit.score * kindWeight[hit.kind] * title };
    })
    .sort(
      (a, b) =>
        Number(b.exact) - Number(a.exact) || b.score - a.score || a.title.localeCompare(b.title),
    )
    .map(({ exact: _exact, ...hit }) => hit);
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
