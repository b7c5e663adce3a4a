import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';

import { catalogues } from '@/lib/i18n/catalogues';
import { locales } from '@/lib/i18n/locales';

import { resultCount, searchUiStrings } from './ui-strings';

function strings(locale: keyof typeof catalogues) {
  const t = createTranslator({ locale, messages: catalogues[locale], namespace: 'search' });
  return searchUiStrings(t as unknown as Parameters<typeof searchUiStrings>[0]);
}

describe('searchUiStrings', () => {
  it('keeps the query placeholder for the browser to fill', () => {
    for (const locale of locales) {
      expect(strings(locale).seeAll, locale).toContain('{query}');
      expect(strings(locale).noResults, locale).toContain('{query}');
    }
  });

  it('labels every kind of result', () => {
    expect(strings('it').kinds).toEqual(catalogues.it.search.kinds);
  });
});

describe('resultCount', () => {
  it('says one result and several results in the page language', () => {
    expect(resultCount(strings('es'), 1, 'es-ES')).toBe('1 resultado');
    expect(resultCount(strings('es'), 12, 'es-ES')).toBe('12 resultados');
    expect(resultCount(strings('fr'), 1, 'fr-FR')).toBe('1 résultat');
    expect(resultCount(strings('en'), 3, 'en-GB')).toBe('3 results');
  });
});
