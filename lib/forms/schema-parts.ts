import * as z from 'zod/mini';

import { countries } from './options';

// The building blocks of the form schemas (lib/forms/forms.ts). zod/mini keeps them small, because the
// browser loads them too (the same rules validate on both sides). Messages are error codes, `code` or `code|arg|arg`, localized by `forms.errors.<code>`.

const typeError = {
  error: (issue: { input: unknown }) => (issue.input === undefined ? 'required' : 'invalid'),
};

type TextOptions = {
  max: number;
  required?: boolean;
  /** Refuse `<` and `>`: names and organisations never need them, and markup there is an attack. */
  plain?: boolean;
  pattern?: [RegExp, string];
};

export function text({ max, required = true, plain = true, pattern }: TextOptions) {
  const checks = [
    z.trim(),
    ...(required ? [z.minLength(1, 'required')] : []),
    z.maxLength(max, `tooLong|${max}`),
    // Single-line fields never contain control characters (a newline there could forge a mail
    // header); free text keeps its line breaks and tabs only. U+FFFD is what bytes that were not
    // UTF-8 decode to: the value is not what the visitor typed, so it is refused, not stored.
    plain
      ? z.regex(/^[^\u0000-\u001f\u007f\ufffd]*$/, 'invalid')
      : z.regex(/^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffd]*$/, 'invalid'),
    ...(plain ? [z.regex(/^[^<>]*$/, 'noMarkup')] : []),
    ...(pattern ? [z.refine<string>((v) => v === '' || pattern[0].test(v), pattern[1])] : []),
  ];
  const base = z.string(typeError).check(...checks);
  return required ? base : z._default(base, '');
}

export function choice(values: readonly string[], required = true) {
  const base = z.string(typeError).check(
    z.trim(),
    ...(required ? [z.minLength(1, 'required')] : []),
    z.refine<string>((v) => v === '' || values.includes(v), 'invalidOption'),
  );
  return required ? base : z._default(base, '');
}

export function wholeNumber(min: number, max: number, required: boolean) {
  const base = z.string(typeError).check(
    z.trim(),
    ...(required ? [z.minLength(1, 'required')] : []),
    z.refine(
      (v: string) => v === '' || (/^\d{1,7}$/.test(v) && Number(v) >= min && Number(v) <= max),
      `range|${min}|${max}`,
    ),
  );
  return required ? base : z._default(base, '');
}

export function isoDate(required: boolean, notInFuture: boolean) {
  const base = z.string(typeError).check(
    z.trim(),
    ...(required ? [z.minLength(1, 'required')] : []),
    z.refine<string>((v) => {
      if (v === '') return true;
      if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
      const date = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(v);
    }, 'date'),
    ...(notInFuture
      ? [
          z.refine<string>(
            (v) => v === '' || new Date(`${v}T00:00:00Z`).getTime() <= Date.now(),
            'dateFuture',
          ),
        ]
      : []),
  );
  return required ? base : z._default(base, '');
}

export const name = text({ max: 120 });
export const email = z
  .string(typeError)
  .check(z.trim(), z.minLength(1, 'required'), z.maxLength(254, 'tooLong|254'), z.email('email'));
const phonePattern: [RegExp, string] = [/^\+?[0-9 ()./-]{6,25}$/, 'phone'];
export const phone = (required: boolean) => text({ max: 25, required, pattern: phonePattern });
export const organisation = (required: boolean) => text({ max: 160, required });
export const country = choice(countries);
export const region = (required: boolean) => text({ max: 80, required });
export const message = (required: boolean, max = 3000) => text({ max, required, plain: false });
const serialPattern: [RegExp, string] = [/^[A-Za-z0-9][A-Za-z0-9-]{3,39}$/, 'serial'];
export const serial = (required: boolean) => text({ max: 40, required, pattern: serialPattern });
export const privacy = z.literal('on', 'consent');

/** Who is writing: every form asks for these (the phone is optional in a few). */
export const person = (phoneRequired: boolean) => ({
  name,
  email,
  phone: phone(phoneRequired),
  country,
});
