import { stemmer as french } from '@orama/stemmers/french';
import { stemmer as spanish } from '@orama/stemmers/spanish';
import { describe, expect, it } from 'vitest';

import { fold, normalizeCode, tokenize } from './tokenizer';

describe('tokenize', () => {
  it('gives a word written with and without its accent a common token', () => {
    const accented = tokenize('garantía', spanish);
    const plain = tokenize('garantia', spanish);
    expect(accented.some((token) => plain.includes(token))).toBe(true);
  });

  it('gives singular and plural the same stem', () => {
    expect(tokenize('pantallas', spanish)).toEqual(tokenize('pantalla', spanish));
    expect(tokenize('écrans', french)).toEqual(tokenize('écran', french));
  });

  it('keeps a hyphenated identifier whole as well as in parts', () => {
    expect(tokenize('SY-PEN-P2', spanish)).toEqual(
      expect.arrayContaining(['sy', 'pen', 'p2', 'sypenp2']),
    );
  });
});

describe('fold and normalizeCode', () => {
  it('folds case and diacritics', () => {
    expect(fold('Écran ÇA')).toBe('ecran ca');
  });

  it('compares identifiers without separators or case', () => {
    expect(normalizeCode(' sy-pen p2 ')).toBe('SYPENP2');
    expect(normalizeCode('SY-PEN-P2')).toBe(normalizeCode('sypenp2'));
  });
});
