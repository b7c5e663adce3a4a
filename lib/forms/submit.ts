import { isKnownPosition } from '@/lib/content/jobs';
import type { Db } from '@/lib/db/client';
import type { StoredAttachment } from '@/lib/db/schema';
import type { AppLocale } from '@/lib/i18n/locales';

import { assertRateLimit, assertSameOrigin, readBody, RequestRejected } from './http';
import { composeMessages } from './mail';
import { HONEYPOT_FIELD, TOKEN_FIELD, type FormId } from './options';
import { formSchemas, validateForm, type FieldErrors } from './schemas';
import { storeSubmission } from './store';
import { checkToken, formSecret, tokenId } from './token';
import { checkCv, removeUpload, storeUpload } from './uploads';

const MAX_BODY_BYTES = 128 * 1024;
const MAX_BODY_WITH_CV_BYTES = 5 * 1024 * 1024 + 256 * 1024;

export type SubmitDeps = { db: Db; uploadsDir: string; now?: () => number };

export type SubmitResult =
  | { status: 'stored'; reference: string; duplicate: boolean }
  | { status: 'invalid'; errors: FieldErrors; values: Record<string, string> }
  | { status: 'rejected'; httpStatus: number; code: string; headers?: Record<string, string> };

function reject(error: RequestRejected): SubmitResult {
  const codes: Record<string, string> = {
    'forbidden-origin': 'forbidden',
    'rate-limited': 'rateLimited',
    'payload-too-large': 'tooLarge',
  };
  return {
    status: 'rejected',
    httpStatus: error.status,
    code: codes[error.code] ?? 'badRequest',
    headers: error.headers,
  };
}

async function parseBody(request: Request, form: FormId): Promise<FormData> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(type)) {
    throw new RequestRejected(415, 'unsupported-media-type');
  }
  const body = await readBody(
    request,
    form === 'careers' ? MAX_BODY_WITH_CV_BYTES : MAX_BODY_BYTES,
  );
  try {
    return await new Response(body, { headers: { 'content-type': type } }).formData();
  } catch {
    throw new RequestRejected(400, 'malformed-body');
  }
}

/**
 * The whole pipeline of one POST: origin, rate and size limits, honeypot, schema, CV, form token, then
 * a single committed transaction (submission + outbox). Nothing is stored unless everything passed.
 */
export async function processSubmission(
  form: FormId,
  locale: AppLocale,
  request: Request,
  deps: SubmitDeps,
): Promise<SubmitResult> {
  let body: FormData;
  try {
    assertSameOrigin(request);
    assertRateLimit(request, 'forms', 30, 600);
    body = await parseBody(request, form);
  } catch (error) {
    if (error instanceof RequestRejected) return reject(error);
    throw error;
  }

  const honeypot = body.get(HONEYPOT_FIELD);
  if (typeof honeypot === 'string' && honeypot.trim() !== '') {
    return { status: 'rejected', httpStatus: 422, code: 'rejected' };
  }

  const values: Record<string, string> = {};
  const typeErrors: FieldErrors = {};
  for (const name of Object.keys(formSchemas[form].shape)) {
    const value = body.get(name);
    if (value === null) continue;
    if (typeof value === 'string') values[name] = value;
    else typeErrors[name] = 'invalid';
  }

  const validation = validateForm(form, values);
  const errors: FieldErrors = { ...(validation.ok ? {} : validation.errors), ...typeErrors };
  let cv: Awaited<ReturnType<typeof checkCv>> | undefined;
  if (form === 'careers') {
    if (values.position && !errors.position && !isKnownPosition(values.position)) {
      errors.position = 'invalidOption';
    }
    cv = await checkCv(body.get('cv'));
    if (!cv.ok) errors.cv = cv.code;
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
    return { status: 'stored', reference: result.reference, duplicate: result.duplicate };
  } catch (error) {
    if (attachment) await removeUpload(deps.uploadsDir, attachment).catch(() => undefined);
    throw error;
  }
}
