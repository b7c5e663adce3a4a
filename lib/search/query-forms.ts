import type { StopWords } from './rank';
import { fold, type Stemmer } from './tokenizer';

const WORD = /[\p{L}\p{N}]+/gu;

/** One way of searching a query: the text given to Orama and the words a result must name. */
export type QueryForm = { term: string; words: string[] };

/** The words of a text but its stop words; all of them when all are stop words ("the who"). */
export function contentWords(text: string, stop: StopWords): string[] {
  const words = text.match(WORD) ?? [];
  const content = words.filter((word) => !stop.has(fold(word)));
  return content.length > 0 ? content : words;
}

/** A word as synonyms compare it: stemmed, without accents ("técnica", "tecnica" → "tecnic"). */
function key(word: string, stem: Stemmer): string {
  return stem(fold(word));
}

function indexOfRun(haystack: readonly string[], needle: readonly string[]): number {
  if (needle.length === 0) return -1;
  for (let start = 0; start + needle.length <= haystack.length; start++) {
    if (needle.every((word, offset) => haystack[start + offset] === word)) return start;
  }
  return -1;
}

/**
 * The forms of a query to search: as typed, without its stop words (an identifier such as
 * SY-PEN-P2 kept whole); then, for each synonym group one of whose terms the query holds (the
 * longest), the query with that term replaced by each other term of the group.
 */
export function queryForms(
  query: string,
  synonyms: readonly (readonly string[])[],
  stop: StopWords,
  stem: Stemmer,
): QueryForm[] {
  const words = contentWords(query, stop);
  const typed = words.length < (query.match(WORD) ?? []).length ? words.join(' ') : query;
  const forms: QueryForm[] = [{ term: typed, words }];
  const keys = words.map((word) => key(word, stem));
  const seen = new Set([keys.join(' ')]);
  for (const group of synonyms) {
    const terms = group.map((term) => contentWords(term, stop));
    let found: { start: number; length: number } | undefined;
    for (const term of terms) {
      const start = indexOfRun(
        keys,
        term.map((word) => key(word, stem)),
      );
      if (start >= 0 && term.length > (found?.length ?? 0)) found = { start, length: term.length };
    }
    if (!found) continue;
    for (const term of terms) {
      const next = [
        ...words.slice(0, found.start),
        ...term,
        ...words.slice(found.start + found.length),
      ];
      const id = next.map((word) => key(word, stem)).join(' ');
      if (seen.has(id)) continue;
      seen.add(id);
      forms.push({ term: next.join(' '), words: next });
    }
  }
  return forms;
}
