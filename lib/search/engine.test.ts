import { beforeAll, describe, expect, it } from 'vitest';

import parts from '@/content/spare-parts.json';
import { locales, type AppLocale } from '@/lib/i18n/locales';

import { searchDocuments } from './documents';
import { buildIndexFile, loadEngine, searchEngine, type SearchEngine } from './engine';
import { stemmers } from './stemmers';
import type { SearchUiStrings } from './types';

const ui = { listLabel: 'Results' } as SearchUiStrings;

const engines = new Map<AppLocale, SearchEngine>();

// The index as the browser and the server load it: built, serialized to JSON and loaded back.
beforeAll(async () => {
  for (const locale of locales) {
    const file = await buildIndexFile(locale, searchDocuments(locale), stemmers[locale], ui);
    engines.set(locale, loadEngine(JSON.parse(JSON.stringify(file)), stemmers[locale]));
  }
}, 120_000);

async function engine(locale: AppLocale): Promise<SearchEngine> {
  return engines.get(locale)!;
}

async function topIds(locale: AppLocale, query: string, count = 3): Promise<string[]> {
  return (await searchEngine(await engine(locale), query)).slice(0, count).map((hit) => hit.id);
}

describe('search engine over the site content', () => {
  it('finds a product page first for its name, before articles that mention it', async () => {
    for (const locale of locales) {
      expect(await topIds(locale, 'Taurus', 1), locale).toEqual(['page:taurus']);
    }
  });

  it('finds a spare part first for its exact part number, written in any case', async () => {
    for (const part of parts.slice(0, 10)) {
      expect(await topIds('en', part.partNumber, 1)).toEqual([`part:${part.hash}`]);
      expect(await topIds('it', part.partNumber.toLowerCase(), 1)).toEqual([`part:${part.hash}`]);
    }
  });

  it('finds a part from the token printed on its label', async () => {
    const part = parts[3]!;
    expect(await topIds('fr', part.token, 1)).toEqual([`part:${part.hash}`]);
  });

  it('finds a download for its document title', async () => {
    expect(await topIds('es', 'Guía de inicio rápido')).toContain(
      'download:interactive-quick-start',
    );
    expect(await topIds('en', 'quick-start guide')).toContain('download:interactive-quick-start');
  });

  it('matches without accents, plurals and stems', async () => {
    expect(await topIds('es', 'garantia')).toContain('page:warranty');
    expect(await topIds('it', 'garanzie')).toContain('page:warranty');
    expect(await topIds('fr', 'ecrans LED')).toContain('page:led');
  });

  it('tolerates a typo', async () => {
    expect(await topIds('es', 'taurys')).toContain('page:taurus');
    expect(await topIds('pt', 'garntia')).toContain('page:warranty');
  });

  it('finds nothing for nonsense and for an empty query', async () => {
    expect(await topIds('es', 'xqzvvk')).toEqual([]);
    expect(await topIds('es', '   ')).toEqual([]);
  });

  it('answers in the language asked only', async () => {
    const hits = await searchEngine(await engine('en'), 'warranty');
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((hit) => hit.href.startsWith('/en/'))).toBe(true);
  });
});
