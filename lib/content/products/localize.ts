import type { AppLocale } from '@/lib/i18n/locales';

import { localizeIllustration, type LocalizedText } from '../localized';
import { getSoftware } from '../software';
import { productPageIds, type ProductId } from './ids';
import {
  specGroups,
  specKeys,
  type Accessory,
  type Display,
  type Product,
  type SpecGroup,
  type SpecKey,
  type SpecValue,
  type StoredSpecKey,
} from './schema';

/** A spec value in `locale`. */
export function localizeValue(value: SpecValue, locale: AppLocale): string {
  return typeof value === 'string' ? value : value[locale];
}

/** A size as spec sheets write it in every language: 65". */
export function formatDiagonal(diagonal: number): string {
  return `${diagonal}"`;
}

export type SpecRow = { key: SpecKey; group: SpecGroup; value: string };

/** The full specification of a product in `locale`, in table order (derived rows included). */
export function specRows(product: Product, locale: AppLocale): SpecRow[] {
  const rows: SpecRow[] = [];
  for (const key of Object.keys(specKeys) as SpecKey[]) {
    let value: string | undefined;
    if (key === 'sizes') {
      value = product.sizes.map((size) => formatDiagonal(size.diagonal)).join(' · ');
    } else if (key === 'powerTypical') {
      value = product.sizes
        .map((size) => `${size.powerTypicalW} W (${formatDiagonal(size.diagonal)})`)
        .join(' · ');
    } else if (key === 'software') {
      value = product.software.map((id) => getSoftware(id).name).join(', ');
    } else {
      const stored = product.specs[key as StoredSpecKey];
      value = stored === undefined ? undefined : localizeValue(stored, locale);
    }
    if (value !== undefined) rows.push({ key, group: specKeys[key], value });
  }
  return rows;
}

/** Rows of `specRows` grouped under their group, groups in table order, empty groups dropped. */
export function groupSpecRows(rows: SpecRow[]): Array<{ group: SpecGroup; rows: SpecRow[] }> {
  return specGroups
    .map((group) => ({ group, rows: rows.filter((row) => row.group === group) }))
    .filter((entry) => entry.rows.length > 0);
}

export type Comparison = {
  columns: Array<{ id: ProductId; name: string; shortName: string }>;
  rows: Array<{ key: SpecKey; values: string[] }>;
};

/** The side-by-side comparison of `products` on `keys`; a value a product lacks is an em dash. */
export function compareProducts(
  products: Product[],
  keys: readonly SpecKey[],
  locale: AppLocale,
): Comparison {
  const tables = products.map(
    (product) => new Map(specRows(product, locale).map((r) => [r.key, r])),
  );
  return {
    columns: products.map((product) => ({
      id: product.id,
      name: product.name,
      shortName: product.shortName,
    })),
    rows: keys.map((key) => ({
      key,
      values: tables.map((table) => table.get(key)?.value ?? '—'),
    })),
  };
}

function localizeBlocks(
  blocks: Array<{ title: LocalizedText; body: LocalizedText }>,
  locale: AppLocale,
) {
  return blocks.map((block) => ({ title: block.title[locale], body: block.body[locale] }));
}

/** A product's texts in `locale`, ready for a page or a datasheet. */
export function localizeProduct(product: Product, locale: AppLocale) {
  return {
    id: product.id,
    kind: product.kind,
    tier: product.tier,
    pageId: productPageIds[product.id],
    name: product.name,
    shortName: product.shortName,
    tagline: product.tagline[locale],
    summary: product.summary[locale],
    highlights: product.highlights.map((h) => ({
      value: localizeValue(h.value, locale),
      label: h.label[locale],
    })),
    benefits: localizeBlocks(product.benefits, locale),
    sizes: product.sizes,
    specs: specRows(product, locale),
    inTheBox: product.inTheBox.map((entry) => ({
      quantity: entry.quantity,
      item: entry.item[locale],
    })),
    software: product.software,
    accessories: product.accessories,
    warrantyYears: product.warrantyYears,
    illustration: localizeIllustration(product.illustration, locale),
  };
}

export type LocalizedProduct = ReturnType<typeof localizeProduct>;

/** An accessory's texts in `locale`. */
export function localizeAccessory(accessory: Accessory, locale: AppLocale) {
  return {
    id: accessory.id,
    category: accessory.category,
    name: accessory.name,
    title: accessory.title[locale],
    summary: accessory.summary[locale],
    features: accessory.features.map((feature) => feature[locale]),
    illustration: localizeIllustration(accessory.illustration, locale),
  };
}

export type LocalizedAccessory = ReturnType<typeof localizeAccessory>;

/**
 * The displays hub's "which model for which use" list, one row per display in the range's order
 * (flagship first): its tier and its page. Its sentence is the message `hubs.displays.use.<id>`.
 */
export function displayGuide(displays: readonly Display[]) {
  return displays.map(({ id, tier }) => ({ id, tier, page: productPageIds[id] }));
}

/** The public path of a product's generated PDF datasheet (scripts/build/datasheets.ts). */
export function datasheetPath(id: ProductId, locale: AppLocale): string {
  return `/downloads/datasheets/${id}-${locale}.pdf`;
}
