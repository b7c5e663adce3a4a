import { describe, expect, it } from 'vitest';

import accessoriesRaw from '@/content/products/accessories.json';
import shinelinkRaw from '@/content/products/shinelink-plus.json';
import taurusRaw from '@/content/products/taurus.json';
import { catalogues } from '@/lib/i18n/catalogues';
import { locales } from '@/lib/i18n/locales';

import {
  accessoryIds,
  compareProducts,
  displayComparison,
  displayComparisonKeys,
  displayGuide,
  displayIds,
  getAccessories,
  getDisplays,
  getProduct,
  getProducts,
  groupSpecRows,
  localizeProduct,
  MIN_SPEC_ROWS,
  parseAccessories,
  parseProduct,
  productIds,
  specKeys,
  specRows,
} from '.';

const clone = <T>(value: T): T => structuredClone(value);
const file = 'content/products/taurus.json';

describe('product validation', () => {
  it('accepts every product file of the site', () => {
    expect(getProducts().map((product) => product.id)).toEqual([...productIds]);
  });

  it('names the file and the field when a translation is missing', () => {
    const data = clone(taurusRaw) as Record<string, unknown>;
    delete (data.tagline as Record<string, string>).fr;
    expect(() => parseProduct(data, file)).toThrow(`${file}: tagline.fr:`);
  });

  it('rejects a highlight label that only reads as the end of a sentence', () => {
    const data = clone(taurusRaw) as { highlights: Array<{ label: Record<string, string> }> };
    data.highlights[1]!.label.en = 'Of RAM and 128 GB of storage';
    data.highlights[2]!.label.es = 'Y compartición inalámbrica bidireccional';
    expect(() => parseProduct(data, file)).toThrow(
      `${file}: highlights.1.label.en: reads as the end of a sentence`,
    );
    expect(() => parseProduct(data, file)).toThrow('highlights.2.label.es');
  });

  it('rejects a misspelt specification key, naming it', () => {
    const data = clone(taurusRaw);
    (data.specs as Record<string, unknown>).brigthness = '400 cd/m²';
    expect(() => parseProduct(data, file)).toThrow(/specs: Unrecognized key: "brigthness"/);
  });

  it('rejects a derived row stated in the data (sizes come from the sizes list)', () => {
    const data = clone(taurusRaw);
    (data.specs as Record<string, unknown>).sizes = '65"';
    expect(() => parseProduct(data, file)).toThrow(/specs: Unrecognized key: "sizes"/);
  });

  it('requires every compared field on a display', () => {
    const data = clone(taurusRaw);
    delete (data.specs as Record<string, unknown>).brightness;
    expect(() => parseProduct(data, file)).toThrow(
      `${file}: specs.brightness: is required for every display`,
    );
  });

  it('requires at least the minimum number of specification rows', () => {
    // Displays always reach the minimum through their compared fields; the LED line does not.
    const data = clone(shinelinkRaw);
    const specs = data.specs as Record<string, unknown>;
    for (const key of Object.keys(specs).slice(MIN_SPEC_ROWS - 4)) delete specs[key];
    const ledFile = 'content/products/shinelink-plus.json';
    expect(() => parseProduct(data, ledFile)).toThrow(
      `${ledFile}: specs: gives ${MIN_SPEC_ROWS - 1} rows with the derived ones; a product needs at least ${MIN_SPEC_ROWS}`,
    );
  });

  it('rejects an unknown software or accessory reference', () => {
    const software = clone(taurusRaw);
    software.software = ['synetech-paint'];
    expect(() => parseProduct(software, file)).toThrow(`${file}: software.0:`);
    const accessories = clone(taurusRaw);
    accessories.accessories = ['sy99'];
    expect(() => parseProduct(accessories, file)).toThrow(`${file}: accessories.0:`);
  });

  it('rejects sizes out of order and a negative weight', () => {
    const data = clone(taurusRaw);
    data.sizes.reverse();
    data.sizes[0]!.weightKg = -1;
    const run = () => parseProduct(data, file);
    expect(run).toThrow(`${file}: sizes.0.weightKg:`);
    data.sizes[0]!.weightKg = 10;
    expect(run).toThrow(`${file}: sizes: must be listed smallest first`);
  });

  it('rejects a duplicated or missing accessory', () => {
    const entries = clone(accessoriesRaw);
    entries[1]!.id = 'sy35';
    const accessoriesFile = 'content/products/accessories.json';
    expect(() => parseAccessories(entries, accessoriesFile)).toThrow(
      `${accessoriesFile}: 1.id: duplicates "sy35"`,
    );
    expect(() => parseAccessories(entries, accessoriesFile)).toThrow(`"st41b" is missing`);
  });

  it('loads every accessory in a stable order', () => {
    expect(getAccessories().map((entry) => entry.id)).toEqual([...accessoryIds]);
  });
});

describe('specification tables', () => {
  for (const id of productIds) {
    it(`${id} has at least ${MIN_SPEC_ROWS} rows in every locale, none empty`, () => {
      for (const locale of locales) {
        const rows = specRows(getProduct(id), locale);
        expect(rows.length).toBeGreaterThanOrEqual(MIN_SPEC_ROWS);
        for (const row of rows) expect(row.value.trim(), `${locale} ${row.key}`).not.toBe('');
      }
    });
  }

  it('derives sizes, typical power and software from the lists', () => {
    const rows = new Map(specRows(getProduct('taurus'), 'en').map((row) => [row.key, row.value]));
    expect(rows.get('sizes')).toBe('65" · 75" · 86"');
    expect(rows.get('powerTypical')).toBe('195 W (65") · 320 W (75") · 375 W (86")');
    expect(rows.get('software')).toBe('Synetech Class, Synetech OS, Synetech Share, Bytello Class');
  });

  it('keeps rows in table order and groups them without losing any', () => {
    const rows = specRows(getProduct('ia'), 'it');
    const order = Object.keys(specKeys);
    const positions = rows.map((row) => order.indexOf(row.key));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(groupSpecRows(rows).flatMap((group) => group.rows)).toHaveLength(rows.length);
  });

  it('shows the groups in the order of the rows, each with a heading in the messages', () => {
    expect(groupSpecRows(specRows(getProduct('taurus'), 'es')).map((entry) => entry.group)).toEqual(
      Object.keys(catalogues.es.product.specGroups),
    );
  });
});

describe('range comparison', () => {
  it('lists the four displays, flagship first', () => {
    const comparison = displayComparison('es');
    expect(comparison.columns.map((column) => column.id)).toEqual([...displayIds]);
    expect(comparison.columns.map((column) => column.shortName)).toEqual([
      'Taurus',
      'IA',
      'CYSE',
      'Piscis Infinity A1',
    ]);
  });

  it('has a value for every compared field of every display in every locale', () => {
    for (const locale of locales) {
      const comparison = displayComparison(locale);
      expect(comparison.rows.map((row) => row.key)).toEqual([...displayComparisonKeys]);
      for (const row of comparison.rows) {
        expect(row.values).toHaveLength(displayIds.length);
        for (const value of row.values) expect(value, `${locale} ${row.key}`).not.toBe('—');
      }
    }
  });

  it('marks a field a product lacks with a dash instead of dropping the cell', () => {
    const comparison = compareProducts(
      [getProduct('taurus'), getProduct('shinelink-plus')],
      ['pixelPitch', 'touchPoints'],
      'en',
    );
    expect(comparison.rows).toEqual([
      { key: 'pixelPitch', values: ['—', '1.27 / 1.59 / 1.9 mm depending on size'] },
      { key: 'touchPoints', values: ['50 points', '—'] },
    ]);
  });

  it('compares real differences: the flagship has more memory than the entry model', () => {
    const memory = displayComparison('en').rows.find((row) => row.key === 'memory')!;
    expect(memory.values[0]).toBe('16 GB');
    expect(memory.values[3]).toBe('4 GB');
  });
});

describe("the displays hub's model guide", () => {
  it('names every display once, flagship first, with its tier and its page', () => {
    expect(displayGuide(getDisplays())).toEqual([
      { id: 'taurus', tier: 'flagship', page: 'taurus' },
      { id: 'ia', tier: 'ai', page: 'ia' },
      { id: 'cyse', tier: 'core', page: 'cyse' },
      { id: 'piscis-infinity-a1', tier: 'entry', page: 'piscis' },
    ]);
  });

  it('has the sentence of every display (hubs.displays.use.<id>) in every catalogue', () => {
    for (const locale of locales) {
      const sentences: Record<string, string> = catalogues[locale].hubs.displays.use;
      const missing = getDisplays().filter((display) => !sentences[display.id]?.trim());
      expect(missing.map((display) => `${locale}: ${display.id}`)).toEqual([]);
    }
  });
});

// Strings that read the same in every language must not smuggle Spanish into other locales.
const spanishWords = /\b(de|del|con|sin|y|para|según|años|hasta|salida|entrada|puntos)\b/i;

function walk(value: unknown, path: string, visit: (path: string, value: unknown) => void) {
  visit(path, value);
  if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${path}.${i}`, visit));
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) walk(child, `${path}.${key}`, visit);
  }
}

describe('translations in the product data', () => {
  const isLocalized = (value: unknown): value is Record<string, string> =>
    !!value && typeof value === 'object' && !Array.isArray(value) && 'es' in value;

  it('translates every sentence instead of copying the Spanish one', () => {
    const copied: string[] = [];
    walk([getProducts(), getAccessories()], 'products', (path, value) => {
      if (!isLocalized(value)) return;
      const source = value.es!;
      // Short technical labels ("Carga máxima de 120 kg") can rightly read the same in Portuguese.
      if ((source.match(/\p{L}{2,}/gu) ?? []).length < 5) return;
      for (const locale of locales) {
        if (locale !== 'es' && value[locale] === source) copied.push(`${path}.${locale}`);
      }
    });
    expect(copied).toEqual([]);
  });

  it('writes language-neutral values without Spanish words', () => {
    const offenders: string[] = [];
    for (const product of getProducts()) {
      for (const [key, value] of Object.entries(product.specs)) {
        if (typeof value === 'string' && spanishWords.test(value)) {
          offenders.push(`${product.id}.${key}`);
        }
      }
      for (const size of product.sizes) {
        for (const value of [size.activeArea, size.dimensions, size.resolution ?? '']) {
          if (spanishWords.test(value)) offenders.push(`${product.id}.sizes.${size.diagonal}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });

  it('gives every localized product a page and a single set of texts per locale', () => {
    for (const display of getDisplays()) {
      const en = localizeProduct(display, 'en');
      const es = localizeProduct(display, 'es');
      expect(en.pageId).toBe(es.pageId);
      expect(en.summary).not.toBe(es.summary);
    }
  });
});
