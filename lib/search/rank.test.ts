import { stemmer as english } from '@orama/stemmers/english';
import { stemmer as italian } from '@orama/stemmers/italian';
import { stemmer as spanish } from '@orama/stemmers/spanish';
import { describe, expect, it } from 'vitest';

import {
  better,
  highlight,
  kindWeight,
  nameRank,
  queryWords,
  rankHits,
  shorten,
  type RankedHit,
} from './rank';
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

const ranked = (
  id: string,
  kind: SearchHit['kind'],
  title: string,
  score: number,
  rank: Partial<RankedHit> = {},
): RankedHit => ({
  ...hit(id, kind, title, score),
  exact: false,
  tier: 0,
  named: false,
  head: false,
  phrase: 0,
  written: 0,
  ...rank,
});

describe('rankHits', () => {
  it('puts a product page before an article that scores the same on text', () => {
    const order = rankHits([
      ranked('a', 'article', 'La Taurus en el aula', 10),
      ranked('p', 'product', 'Pantalla Taurus', 10),
    ]);
    expect(order.map((h) => h.id)).toEqual(['p', 'a']);
  });

  it('lets a much better text match win over the kind', () => {
    const order = rankHits([
      ranked('p', 'product', 'Pantalla CYSE', 2),
      ranked('a', 'article', 'Evaluación formativa', 30),
    ]);
    expect(order[0]!.id).toBe('a');
  });

  it('puts an exact identifier first whatever its score', () => {
    const order = rankHits([
      ranked('p', 'product', 'Lápices', 50, { tier: 3, named: true }),
      ranked('part', 'part', 'Lápiz · SY-PEN-P2', 1, { exact: true }),
    ]);
    expect(order[0]!.id).toBe('part');
  });

  it('puts what the query names before what only mentions it, whatever the scores', () => {
    const order = rankHits([
      ranked('page', 'support', 'Recambios', 60),
      ranked('remote', 'part', 'Mando a distancia', 2, { tier: 3 }),
    ]);
    expect(order[0]!.id).toBe('remote');
  });

  it('orders named results by name, main word, side-by-side words, then words as typed', () => {
    const base = { tier: 3 };
    const order = rankHits([
      ranked('written', 'part', 'w', 9, { ...base, written: 2 }),
      ranked('phrase', 'part', 'p', 1, { ...base, phrase: 1 }),
      ranked('head', 'part', 'h', 1, { ...base, head: true }),
      ranked('named', 'part', 'n', 1, { ...base, named: true }),
    ]);
    expect(order.map((h) => h.id)).toEqual(['named', 'head', 'phrase', 'written']);
  });

  it('orders ties by title and returns plain hits', () => {
    const order = rankHits([ranked('b', 'page', 'Beta', 1), ranked('a', 'page', 'Alfa', 1)]);
    expect(order).toEqual([hit('a', 'page', 'Alfa', 1), hit('b', 'page', 'Beta', 1)]);
  });

  it('weighs products above support, support above articles', () => {
    expect(kindWeight.product).toBeGreaterThan(kindWeight.support);
    expect(kindWeight.support).toBeGreaterThan(kindWeight.article);
  });
});

describe('better', () => {
  it('keeps the better of two rankings of one hit', () => {
    const typed = ranked('x', 'article', 'La LIM', 5);
    const synonym = ranked('x', 'article', 'La LIM', 1, { tier: 3 });
    expect(better(typed, synonym)).toBe(synonym);
    expect(better(synonym, typed)).toBe(synonym);
  });
});

describe('nameRank', () => {
  const stop = new Set(['de', 'a', 'para', 'por']);
  const remote = {
    title: 'Mando a distancia · SY-RC-IR4',
    name: 'Mando a distancia',
    kind: 'Recambio repuesto pieza',
  };
  const partsPage = { title: 'Recambios', kind: 'Soporte ayuda' };

  it('names a part by its kind and its name ("recambio mando")', () => {
    expect(nameRank(remote, ['recambio', 'mando'], spanish, { stop }).tier).toBe(3);
    expect(nameRank(partsPage, ['recambio', 'mando'], spanish, { stop }).tier).toBe(0);
  });

  it('needs a word of the title: a kind alone names nothing', () => {
    expect(nameRank(remote, ['recambio'], spanish, { stop }).tier).toBe(0);
    expect(nameRank(partsPage, ['recambios'], spanish, { stop })).toMatchObject({
      tier: 3,
      named: true,
    });
  });

  it('ranks a begun word below a whole one, and a typo only when typos are allowed', () => {
    expect(nameRank(remote, ['recambio', 'man'], spanish, { stop }).tier).toBe(2);
    expect(nameRank(remote, ['recambio', 'mamdo'], spanish, { stop }).tier).toBe(0);
    expect(nameRank(remote, ['recambio', 'mamdo'], spanish, { stop, typos: true }).tier).toBe(1);
  });

  it('compares a typo as written too, where the stemmer cuts the two words differently', () => {
    const telecomando = { title: 'Telecomando a infrarossi', kind: 'Ricambio' };
    expect(nameRank(telecomando, ['telecomadno'], italian, { typos: true }).tier).toBe(1);
  });

  it('knows a page by its name when the title is longer', () => {
    const warranty = { title: 'Garantía Synetech Care', name: 'Garantía', kind: 'Soporte' };
    const lookup = { title: 'Consulta tu garantía', name: 'Consulta tu garantía', kind: 'Soporte' };
    expect(nameRank(warranty, ['garantia'], spanish, { stop }).named).toBe(true);
    expect(nameRank(lookup, ['garantia'], spanish, { stop }).named).toBe(false);
  });

  it('tells the thing from its accessory by the main word of the name', () => {
    const pen = { title: 'Lápiz pasivo de doble punta', kind: 'Recambio' };
    const nibs = { title: 'Juego de puntas de repuesto para lápiz', kind: 'Recambio' };
    expect(nameRank(pen, ['recambio', 'lápiz'], spanish, { stop }).head).toBe(true);
    expect(nameRank(nibs, ['recambio', 'lápiz'], spanish, { stop }).head).toBe(false);
    const en = { stop: new Set(['with', 'for']), head: 'last' as const };
    const stylus = { title: 'Dual-tip passive pen · SY-PEN-P2', kind: 'Spare part' };
    const nibSet = { title: 'Spare pen nib set · SY-PEN-NIB6', kind: 'Spare part' };
    const cable = { title: 'USB-C cable with video and charging, 2 m', kind: 'Spare part' };
    expect(nameRank(stylus, ['spare', 'pen'], english, en).head).toBe(true);
    expect(nameRank(nibSet, ['spare', 'pen'], english, en).head).toBe(false);
    expect(nameRank(cable, ['cable'], english, en).head).toBe(true);
  });

  it('counts query words the title writes side by side and as typed', () => {
    const nibs = { title: 'Juego de puntas de repuesto para lápiz', kind: 'Recambio' };
    const manual = { title: 'Manual de usuario de las pantallas', kind: 'Descarga' };
    expect(nameRank(nibs, ['puntas', 'lápiz'], spanish, { stop })).toMatchObject({
      phrase: 0,
      written: 2,
    });
    expect(nameRank(manual, ['manual', 'usuario'], spanish, { stop }).phrase).toBe(1);
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
