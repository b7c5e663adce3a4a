import { checkInvalidTranslations, checkMissingTranslations } from '@lingual/i18n-check';
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

// Short labels can rightly coincide between Romance languages ("Software educativo" is also Italian
// and Portuguese); a sentence of five words or more never does.
const isSentence = (text: string) => text.split(/\s+/).length >= 5;

describe('message catalogues', () => {
  it('covers the five locales of the routing', () => {
    expect(Object.keys(catalogues).sort()).toEqual([...locales].sort());
  });

  for (const locale of locales.filter((l) => l !== 'es')) {
    // @lingual/i18n-check compares flat catalogues: the keys the source has and a target lacks
    // (asked both ways for parity), and each message's ICU arguments, plurals, selects and tags.
    const source = Object.fromEntries(flat.es);
    const target = Object.fromEntries(flat[locale]);

    it(`${locale} has exactly the keys of the Spanish source`, () => {
      expect(
        checkMissingTranslations(source, { [locale]: target }, { format: 'next-intl' }),
      ).toEqual({});
      expect(checkMissingTranslations(target, { es: source }, { format: 'next-intl' })).toEqual({});
    });

    it(`${locale} keeps every ICU placeholder of the source`, () => {
      expect(
        checkInvalidTranslations(source, { [locale]: target }, { format: 'next-intl' }),
      ).toEqual({});
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
