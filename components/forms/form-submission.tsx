import { formStoreCookie } from '@/config/cookies';
import { formatError } from '@/lib/forms/errors';
import type { FormId, FormUpload } from '@/lib/forms/forms';
import { cvFileSchema, validateForm, type FieldErrors } from '@/lib/forms/schemas';

import { fieldIds, sortErrors } from './form-fields';

/*
 * What a request form does when it is checked or sent, and its error summary, loaded with the
 * shared schemas (zod) when the visitor first enters the form (form-controller.tsx), or with a page
 * served with errors, not with every form page: most visitors of a page never fill its form, and
 * its script code counts against every form page's budget.
 */

/** The field error codes of the form's values, by the shared schema (and the CV file's rules). */
export function checkForm(form: FormId, upload: FormUpload, data: FormData): FieldErrors {
  const values: Record<string, string> = {};
  for (const [name, value] of data.entries()) {
    if (typeof value === 'string' && !(name in values)) values[name] = value;
  }
  const result = validateForm(form, values);
  const codes: FieldErrors = result.ok ? {} : { ...result.errors };
  if (upload) {
    const file = data.get(upload);
    const meta =
      file instanceof File ? { name: file.name, size: file.size } : { name: '', size: 0 };
    const cv = cvFileSchema.safeParse(meta);
    if (meta.size === 0) codes[upload] = 'fileRequired';
    else if (!cv.success) codes[upload] = cv.error.issues[0]?.message ?? 'fileType';
  }
  return codes;
}

/** A field's error message after the visitor changed it (localized), if it is still wrong. */
export function fieldError(
  form: FormId,
  upload: FormUpload,
  element: HTMLFormElement,
  name: string,
  templates: Record<string, string>,
): string | undefined {
  const code = checkForm(form, upload, new FormData(element))[name];
  return code ? formatError(code, templates) : undefined;
}

type Answer = {
  ok?: boolean;
  redirect?: string;
  message?: string;
  errors?: Record<string, string>;
  codes?: Record<string, string>;
};

/**
 * The token endpoint refused: too many requests came from this connection (429), or this server
 * cannot store anything right now (503). Told in the page's language, which the token request
 * does not carry.
 */
class TokenRefused extends Error {
  constructor(readonly code: 'rateLimited' | 'unavailable') {
    super(code);
  }
}

async function fetchToken(input: HTMLInputElement | null): Promise<void> {
  const response = await fetch('/api/forms/token', { cache: 'no-store' });
  if (response.status === 429) throw new TokenRefused('rateLimited');
  if (response.status === 503) throw new TokenRefused('unavailable');
  if (!response.ok) throw new Error(`token ${response.status}`);
  const { token } = (await response.json()) as { token: string };
  if (input) input.value = token;
}

function localize(codes: FieldErrors, templates: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(codes).map(([name, code]) => [name, formatError(code, templates)]),
  );
}

export type SubmitFormOptions = {
  element: HTMLFormElement;
  form: FormId;
  upload: FormUpload;
  action: string;
  /** The fields' labels, in their order on the page (the errors' order). */
  labels: Record<string, string>;
  errorTemplates: Record<string, string>;
  /** The choices kept in the store cookie: forgotten once the form is sent. */
  remember: readonly string[];
  /** Called once the values passed the check, as the form is being sent. */
  onSending: () => void;
};

/** Where to go once the server stored the form, or the errors to show (localized). */
export type Outcome = { redirect: string } | { errors: Record<string, string> };

/**
 * Checks the form with the shared schema, then sends it with fetch (asking for a token first if
 * the page holds none) and reads the server's answer; an expired token is renewed for the retry.
 */
export async function submitForm(options: SubmitFormOptions): Promise<Outcome> {
  const outcome = await send(options);
  if ('errors' in outcome) return { errors: sortErrors(outcome.errors, options.labels) };
  if (options.remember.length > 0) writeStore('', 0);
  return outcome;
}

async function send(options: SubmitFormOptions): Promise<Outcome> {
  const { element, form, upload, action, errorTemplates } = options;
  const codes = checkForm(form, upload, new FormData(element));
  if (Object.keys(codes).length > 0) return { errors: localize(codes, errorTemplates) };
  options.onSending();
  const token = element.elements.namedItem('_token') as HTMLInputElement | null;
  try {
    if (!token?.value) await fetchToken(token);
    const response = await fetch(action, {
      method: 'POST',
      body: new FormData(element),
      headers: { accept: 'application/json' },
    });
    const body = (await response.json().catch(() => null)) as Answer | null;
    if (response.ok && body?.ok && body.redirect) return { redirect: body.redirect };
    if (body?.codes?._form === 'expired') await fetchToken(token).catch(() => undefined);
    if (body?.errors && Object.keys(body.errors).length > 0) return { errors: body.errors };
    const code = response.status === 429 ? 'rateLimited' : 'server';
    return { errors: { _form: body?.message ?? formatError(code, errorTemplates) } };
  } catch (error) {
    const code = error instanceof TokenRefused ? error.code : 'network';
    return { errors: { _form: formatError(code, errorTemplates) } };
  }
}

const STORE_COOKIE = formStoreCookie.name;

function readStore(form: string): Record<string, string> {
  const raw = document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${STORE_COOKIE}=`))
    ?.slice(STORE_COOKIE.length + 1);
  if (!raw) return {};
  try {
    const parsed = JSON.parse(decodeURIComponent(raw)) as {
      f?: string;
      v?: Record<string, string>;
    };
    return parsed.f === form && parsed.v ? parsed.v : {};
  } catch {
    return {};
  }
}

function writeStore(value: string, maxAge: number) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${STORE_COOKIE}=${value}; Max-Age=${maxAge}; Path=/; SameSite=Strict${secure}`;
}

/** Keeps the form's remembered choices, as they are now, in the store cookie for 30 minutes. */
export function storeChoices(element: HTMLFormElement, form: string, remember: readonly string[]) {
  const data = new FormData(element);
  const kept = Object.fromEntries(remember.map((n) => [n, String(data.get(n) ?? '')]));
  writeStore(
    encodeURIComponent(JSON.stringify({ f: form, v: kept })),
    formStoreCookie.maxAgeSeconds,
  );
}

type FormElementWithValue = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * Puts the choices kept from an earlier visit back in the fields the visitor left empty; a choice
 * made while the scripts were still loading (`changedEarly`) had no listener to store it: stored
 * once the earlier choices are back.
 */
export function restoreChoices(
  element: HTMLFormElement,
  form: string,
  remember: readonly string[],
  changedEarly: boolean,
) {
  const stored = readStore(form);
  for (const name of remember) {
    const value = stored[name];
    const field = element.elements.namedItem(name);
    if (!value || !field) continue;
    if (field instanceof RadioNodeList) {
      if (!field.value) field.value = value;
    } else {
      const control = field as FormElementWithValue;
      const known =
        !(control instanceof HTMLSelectElement) ||
        [...control.options].some((o) => o.value === value);
      if (!control.value && known) control.value = value;
    }
  }
  if (changedEarly) storeChoices(element, form, remember);
}

export type ShownErrors = {
  idPrefix: string;
  labels: Record<string, string>;
  errors: Record<string, string>;
  /** A new submission: the focus moves to the first field in error, or to the summary. */
  focus: boolean;
};

/**
 * Marks each server-rendered field (form-field.tsx) for the errors now shown: `aria-invalid` on its
 * control, and its error line in `aria-describedby` (a radio group's fieldset only gets the latter);
 * then moves the focus if asked.
 */
export function showErrors(
  form: HTMLFormElement | null,
  summary: HTMLElement | null,
  { idPrefix, labels, errors, focus }: ShownErrors,
): void {
  for (const name of Object.keys(labels)) {
    const ids = fieldIds(idPrefix, name);
    const control = document.getElementById(ids.id);
    if (!control) continue;
    const described = (control.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter((id) => id && id !== ids.error);
    if (errors[name]) described.push(ids.error);
    if (described.length > 0) control.setAttribute('aria-describedby', described.join(' '));
    else control.removeAttribute('aria-describedby');
    if (control instanceof HTMLFieldSetElement) continue;
    if (errors[name]) control.setAttribute('aria-invalid', 'true');
    else control.removeAttribute('aria-invalid');
  }
  if (!focus || !form) return;
  const first = Object.keys(errors).find((name) => name !== '_form');
  const item = first ? form.elements.namedItem(first) : null;
  const target = item instanceof RadioNodeList ? (item[0] as HTMLElement | undefined) : item;
  ((target as HTMLElement | null | undefined) ?? summary)?.focus();
}

export type ErrorSummaryProps = {
  errors: Record<string, string>;
  labels: Record<string, string>;
  idPrefix: string;
  texts: { summaryOne: string; summaryOther: string };
};

/** The announced summary of a form's errors: the form's own first, then each field's, linked. */
export function ErrorSummary({ errors, labels, idPrefix, texts }: ErrorSummaryProps) {
  const fieldErrors = Object.entries(errors).filter(([name]) => name !== '_form');
  const formError = errors._form;
  const count = fieldErrors.length;
  return (
    <div className="form-summary">
      {formError ? <p className="font-semibold">{formError}</p> : null}
      {count > 0 ? (
        <>
          <p className={formError ? 'mt-2 font-semibold' : 'font-semibold'}>
            {count === 1 ? texts.summaryOne : texts.summaryOther.replace('{count}', String(count))}
          </p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-[0.9375rem]">
            {fieldErrors.map(([name, message]) => (
              <li key={name}>
                <a
                  href={`#${fieldIds(idPrefix, name).id}`}
                  className="underline underline-offset-2 hover:no-underline"
                >
                  {labels[name] ?? name}
                </a>
                {' – '}
                {message}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
