import * as z from 'zod/mini';

import { displayIds } from '@/lib/content/products/ids';

import {
  contactTopics,
  countries,
  demoFormats,
  demoModels,
  ledEnvironments,
  organisationTypes,
  productLines,
  sustainabilityTopics,
  type FormId,
} from './options';

// zod/mini keeps this module small, because the browser loads it too (the same rules validate on both
// sides). Messages are error codes, `code` or `code|arg|arg`, localized by `forms.errors.<code>`.

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

function text({ max, required = true, plain = true, pattern }: TextOptions) {
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

function choice(values: readonly string[], required = true) {
  const base = z.string(typeError).check(
    z.trim(),
    ...(required ? [z.minLength(1, 'required')] : []),
    z.refine<string>((v) => v === '' || values.includes(v), 'invalidOption'),
  );
  return required ? base : z._default(base, '');
}

function wholeNumber(min: number, max: number, required: boolean) {
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

function isoDate(required: boolean, notInFuture: boolean) {
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

const name = text({ max: 120 });
const email = z
  .string(typeError)
  .check(z.trim(), z.minLength(1, 'required'), z.maxLength(254, 'tooLong|254'), z.email('email'));
const phonePattern: [RegExp, string] = [/^\+?[0-9 ()./-]{6,25}$/, 'phone'];
const phone = (required: boolean) => text({ max: 25, required, pattern: phonePattern });
const organisation = (required: boolean) => text({ max: 160, required });
const country = choice(countries);
const region = (required: boolean) => text({ max: 80, required });
const message = (required: boolean, max = 3000) => text({ max, required, plain: false });
const serialPattern: [RegExp, string] = [/^[A-Za-z0-9][A-Za-z0-9-]{3,39}$/, 'serial'];
const serial = (required: boolean) => text({ max: 40, required, pattern: serialPattern });
const privacy = z.literal('on', 'consent');

/** Who is writing: every form asks for these (the phone is optional in a few). */
const person = (phoneRequired: boolean) => ({ name, email, phone: phone(phoneRequired), country });

/** One schema per form: the browser checks with it before sending, the server before storing. */
export const formSchemas = {
  demo: z.object({
    organisationType: choice(organisationTypes),
    organisation: organisation(true),
    classrooms: wholeNumber(1, 10_000, false),
    model: choice(demoModels),
    demoFormat: choice(demoFormats),
    preferredDate: isoDate(false, false),
    name,
    jobTitle: text({ max: 120, required: false }),
    email,
    phone: phone(true),
    country,
    region: region(true),
    city: text({ max: 80, required: false }),
    message: message(false, 2000),
    privacy,
  }),
  contact: z.object({
    topic: choice(contactTopics),
    name,
    email,
    phone: phone(false),
    organisation: organisation(false),
    country,
    message: message(true),
    privacy,
  }),
  sustainability: z.object({
    subject: choice(sustainabilityTopics),
    organisationType: choice(organisationTypes),
    organisation: organisation(true),
    units: wholeNumber(1, 100_000, false),
    name,
    jobTitle: text({ max: 120, required: false }),
    email,
    phone: phone(false),
    country,
    deadline: isoDate(false, false),
    message: message(true),
    privacy,
  }),
  careers: z.object({
    position: text({ max: 60, pattern: [/^[a-z0-9-]+$/, 'invalidOption'] }),
    name,
    email,
    phone: phone(true),
    city: text({ max: 80, required: false }),
    profileUrl: text({
      max: 300,
      required: false,
      pattern: [/^https:\/\/[^\s<>"]+\.[^\s<>"]+$/, 'url'],
    }),
    coverLetter: message(false),
    privacy,
  }),
  assistance: z.object({
    productLine: choice(productLines),
    modelName: text({ max: 80, required: false }),
    serial: serial(false),
    organisation: organisation(false),
    ...person(true),
    region: region(false),
    description: message(true),
    privacy,
  }),
  'led-repair': z.object({
    organisation: organisation(true),
    ledReference: text({ max: 60, required: false }),
    environment: choice(ledEnvironments),
    size: text({ max: 40, required: false }),
    serial: serial(false),
    ...person(true),
    region: region(true),
    description: message(true),
    privacy,
  }),
  'care-plus': z.object({
    organisationType: choice(organisationTypes),
    organisation: organisation(true),
    model: choice(displayIds),
    serial: serial(true),
    purchaseDate: isoDate(true, true),
    units: wholeNumber(1, 10_000, false),
    ...person(true),
    region: region(false),
    message: message(false, 2000),
    privacy,
  }),
  'spare-part': z.object({
    partNumber: text({ max: 40, pattern: [/^SY-[A-Z0-9]+(-[A-Z0-9]+)*$/i, 'partNumber'] }),
    quantity: wholeNumber(1, 999, true),
    modelName: text({ max: 80, required: false }),
    serial: serial(false),
    organisation: organisation(false),
    ...person(true),
    message: message(false, 2000),
    privacy,
  }),
} satisfies Record<FormId, z.ZodMiniObject>;

export type FormValues<F extends FormId> = z.output<(typeof formSchemas)[F]>;

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
  const result = formSchemas[form].safeParse(input);
  if (result.success) return { ok: true, values: result.data as FormValues<F> };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '_form');
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
