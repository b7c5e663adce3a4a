import { z } from 'zod';

import { locales, type AppLocale } from '@/lib/i18n/locales';

/** A text written in each of the five languages; a missing language fails validation. */
export const localizedText = z.object(
  Object.fromEntries(locales.map((l) => [l, z.string().trim().min(1)])) as Record<
    AppLocale,
    z.ZodString
  >,
);

export type LocalizedText = z.infer<typeof localizedText>;

/** A calendar date written YYYY-MM-DD that exists (`2024-02-31` does not). */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'must be a date written YYYY-MM-DD', abort: true })
  .refine((value) => z.iso.date().safeParse(value).success, 'is not a real date');
