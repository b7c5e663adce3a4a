import { draftCookie as draft } from '@/config/cookies';
import type { Db } from '@/lib/db/client';
import { readBody } from '@/lib/http/body';
import { describeFailure } from '@/lib/http/failure';
import { json } from '@/lib/http/json';
import { assertSameOrigin } from '@/lib/http/origin';
import { assertRateLimit } from '@/lib/http/rate-limit';
import { rejectionMessageKey, RequestRejected, requestLocale } from '@/lib/http/refusal';
import { refusalPage } from '@/lib/http/refusal-response';
import type { AppLocale } from '@/lib/i18n/locales';
import { overHttps } from '@/lib/security/secure-cookies';

import { formatError, formatErrors } from './errors';
import { forms, isFormId, type FormId } from './forms';
import { errorTemplates, formsTranslator } from './messages';
import { confirmationPath, reviewPath } from './result-pages';
import { deleteDraft, saveDraft } from './store';
import { processSubmission, type SubmitDeps, type SubmitResult } from './submit';

function wantsJson(request: Request): boolean {
  return (request.headers.get('accept') ?? '').includes('application/json');
}

/** A draft id is a uuid; anything else in the cookie (garbled, forged, badly encoded) is no draft. */
const DRAFT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The raw value of a cookie; undefined if absent. */
function cookieValue(request: Request, name: string): string | undefined {
  const header = request.headers.get('cookie') ?? '';
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

/**
 * PostgreSQL cannot store U+0000 in text or jsonb: a NUL typed into a JavaScript-free form would
 * make its draft fail. The draft shows it as U+FFFD, beside the field's error, so the visitor sees it.
 */
const storable = (values: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, value.replace(/\0/g, '\uFFFD')]),
  );

function draftCookie(request: Request, value: string, maxAge: number): string {
  return [
    `${draft.name}=${value}`,
    'Path=/',
    `Max-Age=${maxAge}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(overHttps(request) ? ['Secure'] : []),
  ].join('; ');
}

const MAX_BODY_BYTES = 128 * 1024;
const MAX_BODY_WITH_CV_BYTES = 5 * 1024 * 1024 + 256 * 1024;

/** A request refused before its form data was read, as the pipeline's own refusals are answered. */
function reject(error: RequestRejected): SubmitResult {
  return {
    status: 'rejected',
    httpStatus: error.status,
    code: rejectionMessageKey(error.code),
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
    forms[form].upload ? MAX_BODY_WITH_CV_BYTES : MAX_BODY_BYTES,
  );
  try {
    return await new Response(body, { headers: { 'content-type': type } }).formData();
  } catch {
    throw new RequestRejected(400, 'malformed-body');
  }
}

/**
 * One POST: the HTTP half (origin, rate and size limits, the body) here, then the pipeline on its form
 * data (lib/forms/submit.ts).
 */
async function submitRequest(
  form: FormId,
  locale: AppLocale,
  request: Request,
  deps: SubmitDeps,
): Promise<SubmitResult> {
  let body: FormData;
  try {
    assertSameOrigin(request);
    assertRateLimit(request, 'forms');
    body = await parseBody(request, form);
  } catch (error) {
    if (error instanceof RequestRejected) return reject(error);
    throw error;
  }
  return processSubmission(form, locale, body, deps);
}

export type FormPostDeps = Omit<SubmitDeps, 'db'> & { getDb: () => Promise<Db> };

/** `POST /api/forms/<form>`: JSON for the enhanced form, 303 redirects for a plain HTML POST. */
export async function handleFormPost(form: string, request: Request, deps: FormPostDeps) {
  const locale = requestLocale(request);
  const asJson = wantsJson(request);
  if (!isFormId(form)) return json({ ok: false, error: 'unknown-form' }, 404);
  const templates = errorTemplates(locale);
  let result;
  let db: Db;
  try {
    db = await deps.getDb();
    result = await submitRequest(form, locale, request, { ...deps, db });
  } catch (error) {
    console.error(`[forms] ${form}: the submission could not be stored: ${describeFailure(error)}`);
    return asJson
      ? json({ ok: false, error: 'server', message: formatError('server', templates) }, 500)
      : refusalPage(locale, 500, 'server');
  }

  const draftId = cookieValue(request, draft.name);
  if (result.status === 'stored') {
    const headers: Record<string, string> = { 'cache-control': 'no-store' };
    if (draftId !== undefined) {
      // The request is stored whatever the cookie holds; a malformed one is simply cleared.
      if (DRAFT_ID.test(draftId)) await deleteDraft(db, draftId).catch(() => undefined);
      headers['set-cookie'] = draftCookie(request, '', 0);
    }
    const redirect = confirmationPath(locale, result.reference);
    if (asJson) {
      return json(
        { ok: true, reference: result.reference, redirect },
        result.duplicate ? 200 : 201,
        headers,
      );
    }
    return new Response(null, { status: 303, headers: { ...headers, location: redirect } });
  }

  if (result.status === 'rejected') {
    return asJson
      ? json(
          { ok: false, error: result.code, message: formatError(result.code, templates) },
          result.httpStatus,
          result.headers,
        )
      : refusalPage(locale, result.httpStatus, result.code, result.headers);
  }

  const t = formsTranslator(locale);
  const count = Object.keys(result.errors).filter((k) => k !== '_form').length;
  if (asJson) {
    return json(
      {
        ok: false,
        error: 'invalid',
        message:
          count > 0
            ? t('summary', { count })
            : formatError(result.errors._form ?? 'invalid', templates),
        errors: formatErrors(result.errors, templates),
        codes: result.errors,
      },
      422,
    );
  }
  const { cv: _file, ...values } = result.values;
  let id: string;
  try {
    id = await saveDraft(db, { form, locale, values: storable(values), errors: result.errors });
  } catch (error) {
    console.error(`[forms] ${form}: the draft could not be stored: ${describeFailure(error)}`);
    return refusalPage(locale, 500, 'server');
  }
  return new Response(null, {
    status: 303,
    headers: {
      location: reviewPath(locale),
      'set-cookie': draftCookie(request, id, draft.maxAgeSeconds),
      'cache-control': 'no-store',
    },
  });
}
