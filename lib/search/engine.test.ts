import { beforeAll, describe, expect, it } from 'vitest';

import parts from '@/content/spare-parts.json';
import { catalogues } from '@/lib/i18n/catalogues';
import { locales, type AppLocale } from '@/lib/i18n/locales';

import { searchDocuments } from './documents';
import { buildIndexFile, loadEngine, searchEngine, type SearchEngine } from './engine';
import { MAX_QUERY_LENGTH } from './query';
import { relevanceTable } from './relevance-table';
import { stemmerFor, stopWordsFor } from './stemmers';
import type { SearchUiStrings } from './types';
import { vocabulary } from './vocabulary';

const engines = new Map<AppLocale, SearchEngine>();

// The index as the browser and the server load it: built from content/ and the catalogues (the
// kinds' labels), serialized to JSON and loaded back. One build per language for the whole file.
beforeAll(async () => {
  for (const locale of locales) {
    const ui = { listLabel: 'Results', kinds: catalogues[locale].search.kinds } as SearchUiStrings;
    const file = await buildIndexFile({
      locale,
      documents: searchDocuments(locale),
      stem: stemmerFor(locale),
      ui,
      vocabulary: vocabulary[locale],
      stopWords: stopWordsFor(locale),
    });
    engines.set(locale, loadEngine(JSON.parse(JSON.stringify(file)), stemmerFor(locale)));
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

  it('finds nothing for a query of markup only', async () => {
    for (const query of ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '<b></b>']) {
      expect(await topIds('en', query), query).toEqual([]);
    }
    expect(await topIds('en', '<b>Taurus</b>', 1)).toEqual(['page:taurus']);
  });

  it('returns every result, not the first twenty', async () => {
    const hits = await searchEngine(await engine('es'), 'pantalla');
    expect(hits.length).toBeGreaterThan(40);
    expect(new Set(hits.map((hit) => hit.id)).size).toBe(hits.length);
  });

  it('searches the first 120 characters of a longer query', async () => {
    const query = `${'x'.repeat(MAX_QUERY_LENGTH - 1)} Taurus`;
    expect(await topIds('en', query)).toEqual([]);
    expect(await topIds('en', `Taurus ${'x'.repeat(MAX_QUERY_LENGTH)}`, 1)).toEqual([
      'page:taurus',
    ]);
  });

  it('puts the pen and its nibs first for a kind and a pen, in every language', async () => {
    const pens = parts
      .filter((part) => part.category === 'pens')
      .map((part) => `part:${part.hash}`);
    const queries = {
      es: 'repuesto lápiz',
      en: 'replacement pen',
      it: 'pezzo di ricambio penna',
      pt: 'peça caneta',
      fr: 'pièce de rechange stylet',
    };
    for (const locale of locales) {
      expect((await topIds(locale, queries[locale], 2)).sort(), locale).toEqual(pens.sort());
    }
  });

  it('answers in the language asked only', async () => {
    const hits = await searchEngine(await engine('en'), 'warranty');
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((hit) => hit.href.startsWith('/en/'))).toBe(true);
  });
});

/** `part:SY-RC-IR4` → the part's search id (`part:<hash>`). */
function resultId(first: string): string {
  const part = parts.find((entry) => `part:${entry.partNumber}` === first);
  return part ? `part:${part.hash}` : first;
}

describe.each(locales)('relevance table (%s)', (locale) => {
  it.each(relevanceTable[locale].map(([query, first]) => ({ query, first })))(
    '$query → $first',
    async ({ query, first }) => {
      expect(await topIds(locale, query, 1)).toEqual([resultId(first)]);
    },
  );

  it('holds at least 15 queries', () => {
    expect(relevanceTable[locale].length).toBeGreaterThanOrEqual(15);
  });
});
