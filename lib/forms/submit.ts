import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

import type { Db } from '@/lib/db/client';
import type { StoredAttachment } from '@/lib/db/schema';
import type { AppLocale } from '@/lib/i18n/locales';

import { composeMessages } from './emails';
import { forms, type FormId } from './forms';
import { isOptionOf } from './labels';
import { HONEYPOT_FIELD, TOKEN_FIELD } from './options';
import { validateForm, type FieldErrors } from './schemas';
import { storeSubmission, type StoredFirst } from './store';
import { checkToken, formSecret, tokenId } from './token';
import { checkCv, removeUpload, storeUpload } from './uploads';

export type SubmitDeps = { db: Db; uploadsDir: string; now?: () => number };

export type SubmitResult =
  | { status: 'stored'; reference: string; duplicate: boolean }
  | { status: 'invalid'; errors: FieldErrors; values: Record<string, string> }
  | { status: 'rejected'; httpStatus: number; code: string; headers?: Record<string, string> };

/** The submission's content as one string, whatever order its keys come in. */
function canonical(data: Record<string, unknown>): string {
  return JSON.stringify(
    Object.keys(data)
      .sort()
      .map((key) => [key, data[key]]),
  );
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * Whether a repeat of a token carries what was stored under it first: the same form, the same values,
 * the same CV (by digest). A double click or a retried POST does; a used token replayed with other
 * content does not, and must not be answered as if that content had been received.
 */
async function sameAsFirst(
  first: StoredFirst,
  form: FormId,
  data: Record<string, string>,
  cv: { attachment: StoredAttachment; bytes: Uint8Array } | null,
  uploadsDir: string,
): Promise<boolean> {
  if (first.form !== form || canonical(first.data) !== canonical(data)) return false;
  if (!first.attachment || !cv) return !first.attachment && !cv;
  const { size, originalName, storedName } = first.attachment;
  if (size !== cv.attachment.size || originalName !== cv.attachment.originalName) return false;
  const stored = await fs
    .readFile(path.join(/*turbopackIgnore: true*/ uploadsDir, path.basename(storedName)))
    .catch(() => undefined);
  // A CV already erased (retention) cannot be compared byte for byte: its name and size stand for it.
  return !stored || sha256(stored) === sha256(cv.bytes);
}

/**
 * The pipeline of one submission's form data, once the handler has read it (lib/forms/handler.ts):
 * honeypot, schema, CV, form token, then a single committed transaction (submission + outbox).
 * Nothing is stored unless everything passed.
 */
export async function processSubmission(
  form: FormId,
  locale: AppLocale,
  body: FormData,
  deps: SubmitDeps,
): Promise<SubmitResult> {
  const honeypot = body.get(HONEYPOT_FIELD);
  if (typeof honeypot === 'string' && honeypot.trim() !== '') {
    return { status: 'rejected', httpStatus: 422, code: 'rejected' };
  }

  const values: Record<string, string> = {};
  const typeErrors: FieldErrors = {};
  for (const name of Object.keys(forms[form].schema.shape)) {
    const [value, ...more] = body.getAll(name);
    if (value === undefined) continue;
    if (typeof value === 'string') values[name] = value;
    // Every field is single-valued: a second value (or a file in a text field) is not from our form.
    if (typeof value !== 'string' || more.length > 0) typeErrors[name] = 'invalid';
  }

  const validation = validateForm(form, values);
  const errors: FieldErrors = { ...(validation.ok ? {} : validation.errors), ...typeErrors };
  let cv: Awaited<ReturnType<typeof checkCv>> | undefined;
  for (const name of forms[form].serverChoices ?? []) {
    const value = values[name];
    if (value && !errors[name] && !isOptionOf(form, name, value, locale)) {
      errors[name] = 'invalidOption';
    }
  }
  const upload = forms[form].upload;
  if (upload) {
    cv = await checkCv(body.get(upload));
    if (!cv.ok) errors[upload] = cv.code;
  }

  const token = body.get(TOKEN_FIELD);
  const now = deps.now?.() ?? Date.now();
  const tokenCheck = checkToken(
    await formSecret(deps.db),
    typeof token === 'string' ? token : undefined,
    now,
  );
  if (Object.keys(errors).length === 0 && tokenCheck !== 'ok') {
    errors._form = {
      missing: 'confirm',
      invalid: 'expired',
      expired: 'expired',
      tooFast: 'tooFast',
    }[tokenCheck];
  }
  if (Object.keys(errors).length > 0 || !validation.ok) {
    return { status: 'invalid', errors, values };
  }

  const clean = validation.values as Record<string, string>;
  let attachment: StoredAttachment | null = null;
  if (cv?.ok) {
    const file = body.get('cv') as File;
    attachment = await storeUpload(deps.uploadsDir, cv.bytes, cv.ext, file.name, cv.mime);
  }
  try {
    const id = tokenId(token as string) as string;
    const receivedAt = new Date(now);
    const result = await storeSubmission(deps.db, {
      id,
      form,
      locale,
      name: clean.name ?? null,
      email: clean.email ?? null,
      data: clean,
      attachment,
      messages: (reference) =>
        composeMessages({ form, locale, reference, values: clean, attachment, receivedAt }),
    });
    if (result.duplicate && attachment) await removeUpload(deps.uploadsDir, attachment);
    if (
      result.duplicate &&
      !(await sameAsFirst(
        result.first,
        form,
        clean,
        attachment && cv?.ok ? { attachment, bytes: cv.bytes } : null,
        deps.uploadsDir,
      ))
    ) {
      return { status: 'rejected', httpStatus: 409, code: 'replayed' };
    }
    return { status: 'stored', reference: result.reference, duplicate: result.duplicate };
  } catch (error) {
    if (attachment) await removeUpload(deps.uploadsDir, attachment).catch(() => undefined);
    throw error;
  }
}
