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

/** A drawing of the site's own (a variant of an illustration component) with its alt text. */
export const illustrationSchema = <T extends readonly [string, ...string[]]>(variants: T) =>
  z.object({ variant: z.enum(variants), alt: localizedText }).strict();

/** An illustration with its alt text in `locale`. */
export function localizeIllustration<V extends string>(
  illustration: { variant: V; alt: LocalizedText },
  locale: AppLocale,
): { variant: V; alt: string } {
  return { variant: illustration.variant, alt: illustration.alt[locale] };
}

/**
 * A list of entries with an `id` in which each id of `ids` appears exactly once (the order is free:
 * the loaders return the entries in the order of `ids`).
 */
export function listOfEachId<T extends { id: string }>(
  entry: z.ZodType<T>,
  ids: readonly string[],
) {
  return z.array(entry).superRefine((entries, ctx) => {
    const seen = new Set<string>();
    entries.forEach((item, index) => {
      if (seen.has(item.id)) {
        ctx.addIssue({ code: 'custom', path: [index, 'id'], message: `duplicates "${item.id}"` });
      }
      seen.add(item.id);
    });
    for (const id of ids) {
      if (!seen.has(id)) ctx.addIssue({ code: 'custom', path: [], message: `"${id}" is missing` });
    }
  });
}

/** A calendar date written YYYY-MM-DD that exists (`2024-02-31` does not). */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'must be a date written YYYY-MM-DD', abort: true })
  .refine((value) => z.iso.date().safeParse(value).success, 'is not a real date');
