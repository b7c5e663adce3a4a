import { cache } from 'react';
import { z } from 'zod';

import type { PageId } from '@/config/pages';
import raw from '@/content/spare-parts.json';
import type { AppLocale } from '@/lib/i18n/locales';

import { localizedText } from './localized';
import {
  displayIds,
  productIds,
  productNames,
  productPageIds,
  type ProductId,
} from './products/ids';
import { getProduct } from './products/read';
import { parseOrThrow } from './validation';

export const sparePartCategories = [
  'pens',
  'remotes',
  'computing',
  'power',
  'boards',
  'audio',
  'mounting',
  'cables',
  'led-modules',
  'led-control',
  'tools',
] as const;

export type PartModelId = ProductId;

export const partModelIds: readonly PartModelId[] = productIds;

type PartModel = {
  name: string;
  line: 'interactive' | 'led';
  sizes: readonly number[];
  page: PageId;
};

/** The models a part can fit: ids, brand names, pages and the sizes each is sold in are the products'. */
export const partModels = Object.fromEntries(
  productIds.map((id): [ProductId, PartModel] => [
    id,
    {
      name: productNames[id],
      line: (displayIds as readonly ProductId[]).includes(id) ? 'interactive' : 'led',
      // Read when first asked, so that importing this module never parses the products' files.
      get sizes() {
        return getProduct(id).sizes.map((size) => size.diagonal);
      },
      page: productPageIds[id],
    },
  ]),
) as Record<ProductId, PartModel>;

const interactiveModels: readonly PartModelId[] = displayIds;

const sparePartSchema = z
  .object({
    hash: z.string().regex(/^[a-f0-9]{8}$/, 'must be 8 lowercase hexadecimal characters'),
    token: z
      .string()
      .regex(/^[A-Z2-9]{6}$/, 'must be 6 characters from A–Z and 2–9 (as printed on the label)'),
    partNumber: z.string().regex(/^SY-[A-Z0-9]+(-[A-Z0-9]+)*$/, 'must look like SY-XXX-YYY'),
    category: z.enum(sparePartCategories),
    models: z.array(z.enum(productIds)).min(1),
    sizes: z.array(z.number().int().positive()).default([]),
    /** Who may fit it: the customer, or a technician (Synetech's or an authorised one). */
    fitting: z.enum(['user', 'technician']),
    name: localizedText,
    description: localizedText,
  })
  .strict()
  .superRefine((part, ctx) => {
    part.sizes.forEach((size, index) => {
      const fits = part.models.some((model) => partModels[model].sizes.includes(size));
      if (!fits) {
        ctx.addIssue({
          code: 'custom',
          path: ['sizes', index],
          message: `${size}" is not a size of ${part.models.join(', ')}`,
        });
      }
    });
  });

const sparePartsFileSchema = z.array(sparePartSchema).superRefine((parts, ctx) => {
  const seen = new Map<string, number>();
  parts.forEach((part, index) => {
    const keys = [
      ['hash', part.hash],
      ['token', part.token],
      ['partNumber', part.partNumber],
    ] as const;
    for (const [field, value] of keys) {
      const first = seen.get(`${field}:${value}`);
      if (first !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: [index, field],
          message: `duplicates entry ${first}`,
        });
      }
      seen.set(`${field}:${value}`, index);
    }
  });
});

export type SparePart = z.infer<typeof sparePartSchema>;
export type SparePartCategory = (typeof sparePartCategories)[number];

/** Validates a spare parts file (exported for the validation tests). */
export function parseSpareParts(data: unknown, file = 'content/spare-parts.json'): SparePart[] {
  return parseOrThrow(sparePartsFileSchema, data, file);
}

/** Every spare part, validated once per process. */
export const getSpareParts = cache((): SparePart[] => parseSpareParts(raw));

/** The part whose URL hash is `hash`. */
export function getSparePartByHash(hash: string): SparePart | undefined {
  return getSpareParts().find((part) => part.hash === hash);
}

/** The part whose label carries `token` (the QR code's path). */
export function getSparePartByToken(token: string): SparePart | undefined {
  return getSpareParts().find((part) => part.token === token);
}

/** A part's text in `locale`. */
export function localizePart(part: SparePart, locale: AppLocale) {
  return { ...part, name: part.name[locale], description: part.description[locale] };
}

/** The brand names of a part's models, in catalogue order. */
export function modelNames(part: Pick<SparePart, 'models'>): string[] {
  return partModelIds.filter((id) => part.models.includes(id)).map((id) => partModels[id].name);
}

/** `range` gathers the parts that fit every interactive model, so they are listed once. */
export type CatalogueGroupKey = 'range' | PartModelId;

type CataloguePart = Pick<SparePart, 'hash' | 'models' | 'category'>;

export type CatalogueGroup<T extends CataloguePart = SparePart> = {
  key: CatalogueGroupKey;
  categories: { category: SparePartCategory; parts: T[] }[];
};

function fitsWholeRange(part: CataloguePart): boolean {
  return interactiveModels.every((model) => part.models.includes(model));
}

/**
 * The catalogue as visitors browse it: the parts common to the interactive range first, then each
 * model's own parts, each group split by category in catalogue order. Empty groups are left out.
 */
export function groupCatalogue<T extends CataloguePart>(parts: T[]): CatalogueGroup<T>[] {
  const keys: CatalogueGroupKey[] = ['range', ...partModelIds];
  return keys
    .map((key) => {
      const inGroup = parts.filter((part) =>
        key === 'range' ? fitsWholeRange(part) : !fitsWholeRange(part) && part.models.includes(key),
      );
      const categories = sparePartCategories
        .map((category) => ({
          category,
          parts: inGroup.filter((part) => part.category === category),
        }))
        .filter((entry) => entry.parts.length > 0);
      return { key, categories };
    })
    .filter((group) => group.categories.length > 0);
}

/** Up to `limit` other parts for the same models, same category first. */
export function relatedParts<T extends CataloguePart>(
  part: CataloguePart,
  parts: T[],
  limit = 3,
): T[] {
  return parts
    .filter((other) => other.hash !== part.hash)
    .filter((other) => other.models.some((model) => part.models.includes(model)))
    .sort((a, b) => Number(b.category === part.category) - Number(a.category === part.category))
    .slice(0, limit);
}
