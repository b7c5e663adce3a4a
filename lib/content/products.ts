import { cache } from 'react';
import { z } from 'zod';

import accessoriesRaw from '@/content/products/accessories.json';
import cyseRaw from '@/content/products/cyse.json';
import iaRaw from '@/content/products/ia.json';
import piscisRaw from '@/content/products/piscis-infinity-a1.json';
import shinelinkRaw from '@/content/products/shinelink-plus.json';
import taurusRaw from '@/content/products/taurus.json';
import type { PageId } from '@/config/pages';
import type { AppLocale } from '@/lib/i18n/locales';

import { localizedText, type LocalizedText } from './localized';
import { ContentError, parseOrThrow } from './validation';
import { getSoftware, softwareIds } from './software';

/** The interactive displays, flagship first: the order of every comparison. */
export const displayIds = ['taurus', 'ia', 'cyse', 'piscis-infinity-a1'] as const;
export const productIds = [...displayIds, 'shinelink-plus'] as const;
export const accessoryIds = [
  'sy35',
  'st41b',
  'st01',
  'ops-i5-1240p',
  'ops-i5-14400',
  'wireless-dongle',
] as const;

export type DisplayId = (typeof displayIds)[number];
export type ProductId = (typeof productIds)[number];
export type AccessoryId = (typeof accessoryIds)[number];

/** The page of each product in config/pages (also read by the MDX ProductCard). */
export const productPageIds = {
  taurus: 'taurus',
  ia: 'ia',
  cyse: 'cyse',
  'piscis-infinity-a1': 'piscis',
  'shinelink-plus': 'shinelink',
} as const satisfies Record<ProductId, PageId>;

export const specGroups = [
  'panel',
  'touch',
  'system',
  'audio',
  'connectivity',
  'power',
  'physical',
  'software',
  'service',
] as const;

export type SpecGroup = (typeof specGroups)[number];

/**
 * Every specification row a product can have, in table order, with its group. `sizes`,
 * `powerTypical` and `software` are derived from the product's sizes and software lists, so a data
 * file cannot state them twice.
 * Labels live in messages (`product.specs.<key>`).
 */
export const specKeys = {
  sizes: 'panel',
  resolution: 'panel',
  pixelPitch: 'panel',
  ledPackage: 'panel',
  aspectRatio: 'panel',
  refreshRate: 'panel',
  brightness: 'panel',
  contrast: 'panel',
  greyscale: 'panel',
  responseTime: 'panel',
  viewingAngle: 'panel',
  panelLife: 'panel',
  glass: 'panel',
  touchTechnology: 'touch',
  touchPoints: 'touch',
  touchAccuracy: 'touch',
  writingTools: 'touch',
  os: 'system',
  processor: 'system',
  npu: 'system',
  memory: 'system',
  storage: 'system',
  aiFeatures: 'system',
  speakers: 'audio',
  microphones: 'audio',
  videoInputs: 'connectivity',
  videoOutputs: 'connectivity',
  usb: 'connectivity',
  controlPorts: 'connectivity',
  audioPorts: 'connectivity',
  opsSlot: 'connectivity',
  wifi: 'connectivity',
  bluetooth: 'connectivity',
  nfc: 'connectivity',
  powerSupply: 'power',
  powerTypical: 'power',
  powerStandby: 'power',
  vesa: 'physical',
  cabinet: 'physical',
  installation: 'physical',
  maintenance: 'physical',
  operatingConditions: 'physical',
  software: 'software',
  warranty: 'service',
} as const satisfies Record<string, SpecGroup>;

export type SpecKey = keyof typeof specKeys;
const derivedSpecKeys = ['sizes', 'powerTypical', 'software'] as const;
type StoredSpecKey = Exclude<SpecKey, (typeof derivedSpecKeys)[number]>;
const isDerived = (key: SpecKey) => (derivedSpecKeys as readonly SpecKey[]).includes(key);

/** The rows of the side-by-side comparison of the displays; every display must state each one. */
export const displayComparisonKeys = [
  'sizes',
  'resolution',
  'brightness',
  'contrast',
  'touchPoints',
  'touchAccuracy',
  'os',
  'npu',
  'memory',
  'storage',
  'aiFeatures',
  'speakers',
  'microphones',
  'videoInputs',
  'opsSlot',
  'wifi',
  'bluetooth',
  'nfc',
  'software',
  'warranty',
] as const satisfies readonly SpecKey[];

/** The shorter comparison a product page shows against the rest of the range. */
export const rangeSummaryKeys = [
  'sizes',
  'brightness',
  'touchPoints',
  'memory',
  'storage',
  'npu',
  'aiFeatures',
  'microphones',
  'wifi',
  'nfc',
] as const satisfies readonly SpecKey[];

/** A product page's specification table has at least this many rows (issue 3). */
export const MIN_SPEC_ROWS = 15;

/** A value that reads the same in every language: figures, units, standards and product names. */
const neutralText = z.string().trim().min(1);
const specValue = z.union([neutralText, localizedText]);
export type SpecValue = z.infer<typeof specValue>;

/**
 * The first words a highlight label may not start with: the label is read on its own, under its
 * figure, so «Of RAM and 128 GB of storage» or «Y compartición…» read as broken sentences.
 */
const fragmentStarts: Record<AppLocale, RegExp> = {
  es: /^(De|Del|Y|E|Con|Para|A)\s/,
  en: /^(Of|And|With|For|To)\s/,
  it: /^(Di|Del|E|Ed|Con|Per|A)\s/,
  pt: /^(De|Do|Da|E|Com|Para)\s/,
  fr: /^(De|Du|Et|Avec|Pour|À)\s/,
};

const highlightLabel = localizedText.superRefine((label, ctx) => {
  for (const [locale, start] of Object.entries(fragmentStarts) as [AppLocale, RegExp][]) {
    if (start.test(label[locale])) {
      ctx.addIssue({
        code: 'custom',
        path: [locale],
        message: 'reads as the end of a sentence; write a label that stands on its own',
      });
    }
  }
});

const storedSpecShape = Object.fromEntries(
  (Object.keys(specKeys) as SpecKey[])
    .filter((key) => !isDerived(key))
    .map((key) => [key, specValue.optional()]),
) as Record<StoredSpecKey, z.ZodOptional<typeof specValue>>;

const textBlock = z.object({ title: localizedText, body: localizedText }).strict();

const sizeSchema = z
  .object({
    /** Diagonal in inches. */
    diagonal: z.number().int().min(40).max(300),
    model: z.string().trim().min(3),
    resolution: neutralText.optional(),
    /** LED only: distance between pixels. */
    pixelPitchMm: z.number().positive().optional(),
    activeArea: neutralText,
    dimensions: neutralText,
    weightKg: z.number().positive(),
    powerTypicalW: z.number().int().positive(),
  })
  .strict();

const illustrationSchema = <T extends readonly [string, ...string[]]>(variants: T) =>
  z.object({ variant: z.enum(variants), alt: localizedText }).strict();

export const displayVariants = ['taurus', 'ia', 'cyse', 'piscis'] as const;
export const accessoryVariants = ['mobile-stand', 'height-stand', 'ops', 'dongle'] as const;

const productBase = {
  name: z.string().trim().min(3),
  shortName: z.string().trim().min(2),
  tagline: localizedText,
  summary: localizedText,
  /** Three headline figures for the hero. */
  highlights: z.array(z.object({ value: specValue, label: highlightLabel }).strict()).length(3),
  benefits: z.array(textBlock).min(3).max(6),
  sizes: z.array(sizeSchema).min(1),
  specs: z.object(storedSpecShape).strict(),
  inTheBox: z
    .array(z.object({ quantity: z.number().int().positive(), item: localizedText }).strict())
    .min(3),
  software: z.array(z.enum(softwareIds)).min(1),
  accessories: z.array(z.enum(accessoryIds)),
  warrantyYears: z.number().int().positive(),
};

const displaySchema = z
  .object({
    id: z.enum(displayIds),
    kind: z.literal('display'),
    tier: z.enum(['flagship', 'ai', 'core', 'entry']),
    illustration: illustrationSchema(displayVariants),
    ...productBase,
  })
  .strict();

const ledSchema = z
  .object({
    id: z.literal('shinelink-plus'),
    kind: z.literal('led'),
    tier: z.literal('led'),
    illustration: illustrationSchema(['led-wall'] as const),
    ...productBase,
  })
  .strict();

const productSchema = z
  .discriminatedUnion('kind', [displaySchema, ledSchema])
  .superRefine((product, ctx) => {
    const rows = Object.keys(product.specs).length + derivedSpecKeys.length;
    if (rows < MIN_SPEC_ROWS) {
      ctx.addIssue({
        code: 'custom',
        path: ['specs'],
        message: `gives ${rows} rows with the derived ones; a product needs at least ${MIN_SPEC_ROWS}`,
      });
    }
    if (product.kind === 'display') {
      for (const key of displayComparisonKeys) {
        if (!isDerived(key) && !product.specs[key as StoredSpecKey]) {
          ctx.addIssue({
            code: 'custom',
            path: ['specs', key],
            message: 'is required for every display (it is compared on the range page)',
          });
        }
      }
    }
    const diagonals = product.sizes.map((size) => size.diagonal);
    if (diagonals.some((value, index) => index > 0 && value <= diagonals[index - 1]!)) {
      ctx.addIssue({ code: 'custom', path: ['sizes'], message: 'must be listed smallest first' });
    }
  });

const accessorySchema = z
  .object({
    id: z.enum(accessoryIds),
    category: z.enum(['stand', 'ops', 'dongle']),
    name: z.string().trim().min(2),
    title: localizedText,
    summary: localizedText,
    features: z.array(localizedText).min(2).max(6),
    illustration: illustrationSchema(accessoryVariants),
  })
  .strict();

const accessoriesFileSchema = z.array(accessorySchema).superRefine((entries, ctx) => {
  const seen = new Set<string>();
  entries.forEach((entry, index) => {
    if (seen.has(entry.id)) {
      ctx.addIssue({ code: 'custom', path: [index, 'id'], message: `duplicates "${entry.id}"` });
    }
    seen.add(entry.id);
  });
  for (const id of accessoryIds) {
    if (!seen.has(id)) ctx.addIssue({ code: 'custom', path: [], message: `"${id}" is missing` });
  }
});

export type Product = z.infer<typeof productSchema>;
export type Display = Extract<Product, { kind: 'display' }>;
export type Accessory = z.infer<typeof accessorySchema>;
export type ProductSize = z.infer<typeof sizeSchema>;

/** Validates one product file (exported for the validation tests). */
export function parseProduct(data: unknown, file: string): Product {
  return parseOrThrow(productSchema, data, file);
}

/** Validates the accessories file (exported for the validation tests). */
export function parseAccessories(
  data: unknown,
  file = 'content/products/accessories.json',
): Accessory[] {
  return parseOrThrow(accessoriesFileSchema, data, file);
}

const productFiles: Record<ProductId, unknown> = {
  taurus: taurusRaw,
  ia: iaRaw,
  cyse: cyseRaw,
  'piscis-infinity-a1': piscisRaw,
  'shinelink-plus': shinelinkRaw,
};

/** Every product, in the order of `productIds`, validated once per process. */
export const getProducts = cache((): Product[] =>
  productIds.map((id) => {
    const file = `content/products/${id}.json`;
    const product = parseProduct(productFiles[id], file);
    if (product.id !== id) {
      throw new ContentError([{ file, field: 'id', message: `must be "${id}" (the file's name)` }]);
    }
    return product;
  }),
);

export function getProduct(id: ProductId): Product {
  return getProducts().find((product) => product.id === id)!;
}

/** The four interactive displays, flagship first. */
export function getDisplays(): Display[] {
  return getProducts().filter((product): product is Display => product.kind === 'display');
}

/** Every accessory, in the order of `accessoryIds`. */
export const getAccessories = cache((): Accessory[] => {
  const entries = parseAccessories(accessoriesRaw);
  return accessoryIds.map((id) => entries.find((entry) => entry.id === id)!);
});

export function getAccessory(id: AccessoryId): Accessory {
  return getAccessories().find((entry) => entry.id === id)!;
}

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

/** The comparison of the whole interactive range, as shown on the range page. */
export function displayComparison(locale: AppLocale): Comparison {
  return compareProducts(getDisplays(), displayComparisonKeys, locale);
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
    illustration: { variant: product.illustration.variant, alt: product.illustration.alt[locale] },
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
    illustration: {
      variant: accessory.illustration.variant,
      alt: accessory.illustration.alt[locale],
    },
  };
}

export type LocalizedAccessory = ReturnType<typeof localizeAccessory>;

/** The public path of a product's generated PDF datasheet (scripts/build-datasheets.ts). */
export function datasheetPath(id: ProductId, locale: AppLocale): string {
  return `/downloads/datasheets/${id}-${locale}.pdf`;
}
