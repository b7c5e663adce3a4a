import type { Tokenizer } from '@orama/orama';

export type Stemmer = (word: string) => string;

const WORD = /[\p{L}\p{N}]+/gu;
/** An identifier written with hyphens or dots, such as SY-PEN-P2 or SY-TA65. */
const CODE = /[\p{L}\p{N}]+(?:[-./][\p{L}\p{N}]+)+/gu;

/** Lower case without diacritics: `Garantía` → `garantia`, `écran` → `ecran`. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** An identifier in the form the exact match compares: `sy-pen-p2 ` → `SYPENP2`. */
export function normalizeCode(text: string): string {
  return fold(text)
    .replace(/[^a-z0-9]/g, '')
    .toUpperCase();
}

/**
 * The tokens of a text for one language. Each word yields its stem, diacritics removed, and also the
 * stem of the word written without accents: a visitor types "garantia" and the Snowball stemmer
 * reads it differently from "garantía" (garanti / garant), so both forms are indexed. Hyphenated
 * identifiers also yield their joined form (`sy-pen-p2` → `sypenp2`).
 */
export function tokenize(text: string, stem: Stemmer): string[] {
  const lower = text.toLowerCase();
  const out = new Set<string>();
  for (const [word] of lower.matchAll(WORD)) {
    out.add(fold(stem(word)));
    const plain = fold(word);
    if (plain !== word) out.add(stem(plain));
  }
  for (const [code] of lower.matchAll(CODE)) out.add(normalizeCode(code).toLowerCase());
  out.delete('');
  return [...out];
}

/** An Orama tokenizer built on `tokenize`, for `language` (Orama's name: `spanish`, …). */
export function createTokenizer(language: string, stem: Stemmer): Tokenizer {
  return {
    language,
    normalizationCache: new Map(),
    tokenize: (raw: string) => tokenize(raw, stem),
  };
}
