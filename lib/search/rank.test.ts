import { stemmer as italian } from '@orama/stemmers/italian';
import { stemmer as spanish } from '@orama/stemmers/spanish';
import { describe, expect, it } from 'vitest';

import { coversQuery, highlight, kindWeight, queryWords, rankHits, shorten } from './rank';
import type { SearchHit } from './types';

const hit = (id: string, kind: SearchHit['kind'], title: string, score: number): SearchHit => ({
  id,
  kind,
  title,
  excerpt: '',
  href: `/${id}`,
  score,
});

describe('queryWords', () => {
  it('folds case and accents and drops punctuation', () => {
    expect(queryWords('  Garantía, ¿Pantallas? SY-PEN-P2 ')).toEqual([
      'garantia',
      'pantallas',
      'sy',
      'pen',
      'p2',
    ]);
  });
});

describe('rankHits', () => {
  it('puts a product page before an article that scores the same on text', () => {
    const ranked = rankHits(
      [hit('a', 'article', 'La Taurus en el aula', 10), hit('p', 'product', 'Pantalla Taurus', 10)],
      'taurus',
      spanish,
    );
    expect(ranked.map((h) => h.id)).toEqual(['p', 'a']);
  });

  it('lets a much better text match win over the kind', () => {
    const ranked = rankHits(
      [hit('p', 'product', 'Pantalla CYSE', 2), hit('a', 'article', 'Evaluación formativa', 30)],
      'evaluacion',
      spanish,
    );
    expect(ranked[0]!.id).toBe('a');
  });

  it('puts an exact identifier first whatever its score', () => {
    const ranked = rankHits(
      [hit('p', 'product', 'Lápices', 50), hit('part', 'part', 'Lápiz · SY-PEN-P2', 1)],
      'SY-PEN-P2',
      spanish,
      new Set(['part']),
    );
    expect(ranked[0]!.id).toBe('part');
  });

  it('rewards a title that holds the whole query, plurals and accents included', () => {
    const ranked = rankHits(
      [
        hit('x', 'support', 'Asistencia técnica', 12),
        hit('g', 'support', 'Garantías de las pantallas', 10),
      ],
      'garantia pantalla',
      spanish,
    );
    expect(ranked[0]!.id).toBe('g');
  });

  it('keeps each document once and orders ties by title', () => {
    const ranked = rankHits(
      [hit('b', 'page', 'Beta', 1), hit('a', 'page', 'Alfa', 1), hit('b', 'page', 'Beta', 1)],
      'x',
      spanish,
    );
    expect(ranked.map((h) => h.id)).toEqual(['a', 'b']);
  });

  it('weighs products above support, support above articles', () => {
    expect(kindWeight.product).toBeGreaterThan(kindWeight.support);
    expect(kindWeight.support).toBeGreaterThan(kindWeight.article);
  });
});

describe('coversQuery', () => {
  it('matches stems and prefixes without accents', () => {
    expect(coversQuery('Le garanzie dei display', ['garanzia'], italian)).toBe(true);
    expect(coversQuery('Pantallas interactivas', ['pantalla', 'inter'], spanish)).toBe(true);
    expect(coversQuery('Pantallas interactivas', ['taurus'], spanish)).toBe(false);
  });
});

describe('highlight', () => {
  it('marks the matched words, by stem and without accents', () => {
    expect(highlight('Consulta tu garantía de pantallas', 'garantia pantalla', spanish)).toEqual([
      { text: 'Consulta tu ', match: false },
      { text: 'garantía', match: true },
      { text: ' de ', match: false },
      { text: 'pantallas', match: true },
    ]);
  });

  it('marks the parts of an identifier', () => {
    const marked = highlight('Lápiz · SY-PEN-P2', 'sy-pen-p2', spanish)
      .filter((s) => s.match)
      .map((s) => s.text);
    expect(marked).toEqual(['SY-PEN-P2']);
  });

  it('marks nothing for an empty query', () => {
    expect(highlight('Taurus', '', spanish)).toEqual([{ text: 'Taurus', match: false }]);
  });
});

describe('shorten', () => {
  it('keeps a short text as it is', () => {
    expect(shorten('Una frase  corta.')).toBe('Una frase corta.');
  });

  it('cuts a long text at a word with an ellipsis', () => {
    const text = 'palabra '.repeat(40);
    const short = shorten(text, 50);
    expect(short.endsWith('palabra…')).toBe(true);
    expect(short.length).toBeLessThanOrEqual(51);
  });
});
