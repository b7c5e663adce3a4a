import { z } from 'zod';

import type { AppLocale } from '@/lib/i18n/locales';

import { illustrationSchema, listOfEachId, localizedText } from '../localized';
import { softwareIds } from '../software';
import { parseOrThrow } from '../validation';
import { displayIds, productIds } from './ids';

/** The product ids as a zod enum, for the data files that name a product. */
export const productIdSchema = z.enum(productIds);

export const accessoryIds = [
  'sy35',
  'st41b',
  'st01',
  'ops-i5-1240p',
  'ops-i5-14400',
  'wireless-dongle',
] as const;

export type AccessoryId = (typeof accessoryIds)[number];

/**
 * Every specification row a product can have, in table order, with its group. `sizes`,
 * `powerTypical` and `software` are derived from the product's sizes and software lists, so a data
 * file cannot state them twice.
 * Labels live in messages (`product.specs.<key>`, `product.specGroups.<group>`).
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
} as const;

export type SpecKey = keyof typeof specKeys;
export type SpecGroup = (typeof specKeys)[SpecKey];

/** The groups of the table, in the order in which `specKeys` first names them. */
export const specGroups: readonly SpecGroup[] = [...new Set(Object.values(specKeys))];
const derivedSpecKeys = ['sizes', 'powerTypical', 'software'] as const;
export type StoredSpecKey = Exclude<SpecKey, (typeof derivedSpecKeys)[number]>;
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

const accessoriesFileSchema = listOfEachId(accessorySchema, accessoryIds);

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
