import { cache } from 'react';
import { z } from 'zod';

import raw from '@/content/spare-parts.json';
import type { AppLocale } from '@/lib/i18n/locales';

import { localizedText, parseOrThrow } from './localized';

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
] as const;

const sparePartSchema = z.object({
  hash: z.string().regex(/^[a-f0-9]{8}$/, 'must be 8 lowercase hexadecimal characters'),
  token: z
    .string()
    .regex(/^[A-Z2-9]{6}$/, 'must be 6 characters from A–Z and 2–9 (as printed on the label)'),
  partNumber: z.string().min(3),
  category: z.enum(sparePartCategories),
  models: z.array(z.string().min(1)).min(1),
  sizes: z.array(z.number().int().positive()).default([]),
  name: localizedText,
  description: localizedText,
});

const sparePartsFileSchema = z.array(sparePartSchema).superRefine((parts, ctx) => {
  const seen = new Map<string, number>();
  parts.forEach((part, index) => {
    for (const key of [`hash:${part.hash}`, `token:${part.token}`, `pn:${part.partNumber}`]) {
      const first = seen.get(key);
      if (first !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: [index, key.split(':')[0] === 'pn' ? 'partNumber' : key.split(':')[0]!],
          message: `duplicates entry ${first}`,
        });
      }
      seen.set(key, index);
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

export function getSparePartByHash(hash: string): SparePart | undefined {
  return getSpareParts().find((part) => part.hash === hash);
}

export function getSparePartByToken(token: string): SparePart | undefined {
  return getSpareParts().find((part) => part.token === token);
}

/** A part's text in `locale`. */
export function localizePart(part: SparePart, locale: AppLocale) {
  return { ...part, name: part.name[locale], description: part.description[locale] };
}
