import { stemmer as french } from '@orama/stemmers/french';
import { stemmer as italian } from '@orama/stemmers/italian';
import { stemmer as spanish } from '@orama/stemmers/spanish';
import { describe, expect, it } from 'vitest';

import { contentWords, queryForms } from './query-forms';

const stop = new Set(['de', 'a', 'la', 'el', 'd', 'di']);

describe('contentWords', () => {
  it('leaves out stop words, unless the query has nothing else', () => {
    expect(contentWords('recambio de mando', stop)).toEqual(['recambio', 'mando']);
    expect(contentWords('de la', stop)).toEqual(['de', 'la']);
  });
});

describe('queryForms', () => {
  it('searches a query as typed when it has no stop word, an identifier kept whole', () => {
    expect(queryForms('SY-PEN-P2', [], stop, spanish)).toEqual([
      { term: 'SY-PEN-P2', words: ['SY', 'PEN', 'P2'] },
    ]);
  });

  it('adds each other term of a synonym group the query holds, words around it kept', () => {
    const groups = [['lavagna digitale', 'LIM', 'lavagna interattiva multimediale']];
    expect(
      queryForms('la lavagna digitale in classe', groups, new Set(['la', 'in']), italian),
    ).toEqual([
      { term: 'lavagna digitale classe', words: ['lavagna', 'digitale', 'classe'] },
      { term: 'LIM classe', words: ['LIM', 'classe'] },
      {
        term: 'lavagna interattiva multimediale classe',
        words: ['lavagna', 'interattiva', 'multimediale', 'classe'],
      },
    ]);
  });

  it('matches a term by stem and without accents, the longest term of a group first', () => {
    const groups = [['tableau numérique', 'tableau numérique interactif', 'TNI']];
    const forms = queryForms('tableaux numeriques interactifs', groups, stop, french);
    expect(forms.map((form) => form.term)).toEqual([
      'tableaux numeriques interactifs',
      'tableau numérique',
      'TNI',
    ]);
  });

  it('adds nothing for a query that holds no term', () => {
    expect(queryForms('garantía', [['mando', 'control remoto']], stop, spanish)).toHaveLength(1);
  });
});
