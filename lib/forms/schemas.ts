import * as z from 'zod/mini';

import { forms, type FormId } from './forms';

export type FormValues<F extends FormId> = z.output<(typeof forms)[F]['schema']>;

/** Field errors as `{ field: code }`, first problem of each field. */
export type FieldErrors = Record<string, string>;

export const CV_MAX_BYTES = 5 * 1024 * 1024;

/** What the browser can check of a CV before sending it; the server also reads its magic bytes. */
export const cvFileSchema = z.object({
  name: z.string().check(z.regex(/\.(pdf|docx)$/i, 'fileType')),
  size: z.number().check(z.minimum(1, 'fileRequired'), z.maximum(CV_MAX_BYTES, 'fileSize|5')),
});

/** Validates `input` against the form's schema: the parsed values, or the first error of each field. */
export function validateForm<F extends FormId>(
  form: F,
  input: Record<string, unknown>,
): { ok: true; values: FormValues<F> } | { ok: false; errors: FieldErrors } {
  const result = forms[form].schema.safeParse(input);
  if (result.success) return { ok: true, values: result.data as FormValues<F> };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '_form');
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
