import { draftCookie as draft } from '@/config/cookies';
import type { Db } from '@/lib/db/client';
import { localeInfo, toAppLocale, type AppLocale } from '@/lib/i18n/locales';
import { overHttps } from '@/lib/security/secure-cookies';

import { formatError, formatErrors } from './errors';
import { json } from './http';
import { errorTemplates, formsTranslator } from './messages';
import { isFormId } from './options';
import { confirmationPath, reviewPath } from './paths';
import { deleteDraft, saveDraft } from './store';
import { processSubmission, type SubmitDeps } from './submit';

function requestLocale(request: Request): AppLocale {
  const locale = new URL(request.url).searchParams.get('locale');
  return toAppLocale(locale);
}

function wantsJson(request: Request): boolean {
  return (request.headers.get('accept') ?? '').includes('application/json');
}

function cookieValue(request: Request, name: string): string | undefined {
  const header = request.headers.get('cookie') ?? '';
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

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

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A refusal a JavaScript-free browser can show: the reason in the visitor's language and how to get
 * back to the form (the browser's Back button keeps what was typed).
 */
function refusalPage(
  locale: AppLocale,
  status: number,
  code: string,
  headers: Record<string, string> = {},
) {
  const templates = errorTemplates(locale);
  const message = formatError(code, templates);
  const html = `<!doctype html><html lang="${localeInfo[locale].tag}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Synetech</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1.25rem;line-height:1.6"><h1 style="font-size:1.5rem">Synetech</h1><p role="alert">${escapeHtml(message)}</p><p>${escapeHtml(templates.goBack ?? '')}</p></body></html>`;
  return new Response(html, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      ...headers,
    },
  });
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
    result = await processSubmission(form, locale, request, { ...deps, db });
  } catch (error) {
    console.error(`[forms] ${form}: the submission could not be stored:`, error);
    return asJson
      ? json({ ok: false, error: 'server', message: formatError('server', templates) }, 500)
      : refusalPage(locale, 500, 'server');
  }

  const draftId = cookieValue(request, draft.name);
  if (result.status === 'stored') {
    const headers: Record<string, string> = { 'cache-control': 'no-store' };
    if (draftId && /^[0-9a-f-]{36}$/.test(draftId)) {
      await deleteDraft(db, draftId).catch(() => undefined);
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
  const id = await saveDraft(db, { form, locale, values, errors: result.errors });
  return new Response(null, {
    status: 303,
    headers: {
      location: reviewPath(locale),
      'set-cookie': draftCookie(request, id, draft.maxAgeSeconds),
      'cache-control': 'no-store',
    },
  });
}
