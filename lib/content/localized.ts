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

/** Formats zod issues as `file: path.to.field: message` lines, for build errors editors can act on. */
export function formatIssues(file: string, error: z.ZodError): string {
  return error.issues
    .map((issue) => `${file}: ${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('\n');
}

/** Parses `data` with `schema` or throws an error naming the file and every invalid field. */
export function parseOrThrow<T>(schema: z.ZodType<T>, data: unknown, file: string): T {
  const result = schema.safeParse(data);
  if (!result.success) {
    throw new Error(`Invalid content\n${formatIssues(file, result.error)}`);
  }
  return result.data;
}
