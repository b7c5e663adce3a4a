import { describe, expect, it } from 'vitest';

import { catalogues } from '@/lib/i18n/catalogues';
import { locales } from '@/lib/i18n/locales';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

const flat = Object.fromEntries(
  Object.entries(catalogues).map(([locale, tree]) => [locale, flatten(tree as Tree)]),
) as Record<(typeof locales)[number], Map<string, string>>;

// An argument is a name followed by `,` or `}`; the words that open a plural branch
// ("{la pantalla {aiModels}}") are text, translated like any other.
const placeholders = (text: string) =>
  [...text.matchAll(/\{\s*(\w+)\s*(?=[,}])/g)].map((match) => match[1]).sort();

// Short labels can rightly coincide between Romance languages ("Software educativo" is also Italian
// and Portuguese); a sentence of five words or more never does.
const isSentence = (text: string) => text.split(/\s+/).length >= 5;

describe('message catalogues', () => {
  it('covers the five locales of the routing', () => {
    expect(Object.keys(catalogues).sort()).toEqual([...locales].sort());
  });

  for (const locale of locales.filter((l) => l !== 'es')) {
    it(`${locale} has exactly the keys of the Spanish source`, () => {
      expect([...flat[locale].keys()].sort()).toEqual([...flat.es.keys()].sort());
    });

    it(`${locale} keeps every ICU placeholder of the source`, () => {
      for (const [key, source] of flat.es) {
        expect(placeholders(flat[locale].get(key) ?? ''), key).toEqual(placeholders(source));
      }
    });

    it(`${locale} translates every sentence instead of copying the Spanish one`, () => {
      const copied = [...flat.es].filter(
        ([key, source]) => isSentence(source) && flat[locale].get(key) === source,
      );
      expect(copied.map(([key]) => key)).toEqual([]);
    });
  }

  it('has no empty message in any locale', () => {
    for (const locale of locales) {
      for (const [key, value] of flat[locale]) {
        expect(value.trim(), `${locale}:${key}`).not.toBe('');
      }
    }
  });
});
