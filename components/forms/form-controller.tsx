'use client';

import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';

import { navigateTo } from '@/components/platform/navigation-controller';
import { formStoreCookie } from '@/config/cookies';
import { formatError } from '@/lib/forms/errors';
import type { FormId, FormUpload } from '@/lib/forms/forms';
import type * as schemas from '@/lib/forms/schemas';

import { FormErrorsContext, FormIdContext } from './form-context';

const STORE_COOKIE = formStoreCookie.name;

export type FormControllerTexts = {
  submit: string;
  sending: string;
  /** The summary heading for one error and for several (`{count}`). */
  summaryOne: string;
  summaryOther: string;
};

export type FormControllerProps = {
  form: FormId;
  idPrefix: string;
  action: string;
  /** The form's file field, if any (its record's `upload`): the form is then sent as multipart. */
  upload: FormUpload;
  labels: Record<string, string>;
  errorTemplates: Record<string, string>;
  texts: FormControllerTexts;
  /** Errors already known when the page was rendered (the review page of a JavaScript-free POST). */
  initialErrors?: Record<string, string>;
  /** Choices kept for 30 minutes in the store cookie (SameSite=Strict) and restored on return. */
  remember?: readonly string[];
  children: ReactNode;
};

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

type Validation = typeof schemas;
type FieldErrors = schemas.FieldErrors;
let validation: Promise<Validation> | undefined;

/**
 * The shared schemas (zod, ~13 KB gzip) load when the visitor first enters the form, not with the
 * page: most visitors of a page never fill its form. A failed load is retried on the next use.
 */
function loadValidation(): Promise<Validation> {
  validation ??= import('@/lib/forms/schemas').catch((error: unknown) => {
    validation = undefined;
    throw error;
  });
  return validation;
}

type FormElementWithValue = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function fieldElement(form: HTMLFormElement, name: string): HTMLElement | null {
  const item = form.elements.namedItem(name);
  if (item instanceof RadioNodeList) return (item[0] as HTMLElement | undefined) ?? null;
  return item as HTMLElement | null;
}

// Sorts errors into the order of the fields on the page (form-level first), for the summary and focus.
function sortErrors(
  errors: Record<string, string>,
  labels: Record<string, string>,
): Record<string, string> {
  const order = Object.keys(labels);
  const rank = (name: string) => (name === '_form' ? -1 : order.indexOf(name));
  return Object.fromEntries(Object.entries(errors).sort(([a], [b]) => rank(a) - rank(b)));
}

/** Whether the visitor changed a field from what the page was served with (before hydration). */
function changedFromServed(field: Element | RadioNodeList): boolean {
  if (field instanceof RadioNodeList) {
    return [...field].some(
      (radio) => (radio as HTMLInputElement).checked !== (radio as HTMLInputElement).defaultChecked,
    );
  }
  if (field instanceof HTMLSelectElement) {
    // With no `selected` option served, a (single) select shows its first.
    const served = [...field.options].findIndex((option) => option.defaultSelected);
    return field.selectedIndex !== Math.max(served, 0);
  }
  return (field as HTMLInputElement).value !== (field as HTMLInputElement).defaultValue;
}

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

/**
 * The enhanced behaviour of a request form: checks with the shared schema before sending, sends with
 * fetch, shows errors inline and in an announced summary, moves focus to the first problem, and keeps
 * non-sensitive choices in the store cookie. Without JavaScript the same <form> posts normally.
 */
export function FormController({
  form,
  idPrefix,
  action,
  upload,
  labels,
  errorTemplates,
  texts,
  initialErrors = {},
  remember = [],
  children,
}: FormControllerProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const [errors, setErrors] = useState<Record<string, string>>(() =>
    sortErrors(initialErrors, labels),
  );
  const [sending, setSending] = useState(false);
  const submitting = useRef(false);
  const [focusRequest, setFocusRequest] = useState(0);

  const tokenInput = () =>
    formRef.current?.elements.namedItem('_token') as HTMLInputElement | null | undefined;

  async function fetchToken(): Promise<void> {
    const response = await fetch('/api/forms/token', { cache: 'no-store' });
    if (response.status === 429) throw new TokenRefused('rateLimited');
    if (response.status === 503) throw new TokenRefused('unavailable');
    if (!response.ok) throw new Error(`token ${response.status}`);
    const { token } = (await response.json()) as { token: string };
    const input = tokenInput();
    if (input) input.value = token;
  }

  useEffect(() => {
    if (!tokenInput()?.value) void fetchToken().catch(() => undefined);
    const element = formRef.current;
    if (!element || remember.length === 0) return;
    // A choice made while the scripts were still loading had no listener to store it: stored
    // once the earlier choices are back in the fields it left empty.
    const changedEarly = remember.some((name) => {
      const field = element.elements.namedItem(name);
      return field !== null && changedFromServed(field);
    });
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
    if (changedEarly) storeChoices(element);
    // Runs once on mount: the token and the remembered choices belong to this page view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const focusedRequest = useRef(0);
  useEffect(() => {
    // Only a new submission moves the focus, not the re-check of a field being corrected.
    if (focusRequest === focusedRequest.current || !formRef.current) return;
    focusedRequest.current = focusRequest;
    const first = Object.keys(errors).find((name) => name !== '_form');
    const target = first ? fieldElement(formRef.current, first) : summaryRef.current;
    (target ?? summaryRef.current)?.focus();
  }, [focusRequest, errors]);

  function localize(codes: FieldErrors): Record<string, string> {
    return Object.fromEntries(
      Object.entries(codes).map(([name, code]) => [name, formatError(code, errorTemplates)]),
    );
  }

  async function check(data: FormData): Promise<FieldErrors> {
    const { cvFileSchema, validateForm } = await loadValidation();
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

  function show(next: Record<string, string>) {
    setErrors(sortErrors(next, labels));
    setFocusRequest((n) => n + 1);
  }

  function storeChoices(element: HTMLFormElement) {
    const data = new FormData(element);
    const kept = Object.fromEntries(remember.map((n) => [n, String(data.get(n) ?? '')]));
    writeStore(
      encodeURIComponent(JSON.stringify({ f: form, v: kept })),
      formStoreCookie.maxAgeSeconds,
    );
  }

  async function onFieldChange(target: EventTarget) {
    const element = target as FormElementWithValue;
    const name = element.name;
    if (!name || !formRef.current) return;
    if (remember.includes(name)) storeChoices(formRef.current);
    if (!errors[name]) return;
    // A field that was wrong is checked again as the visitor fixes it.
    const code = (await check(new FormData(formRef.current)).catch(() => ({}) as FieldErrors))[
      name
    ];
    setErrors((current) => {
      const next = { ...current };
      if (code) next[name] = formatError(code, errorTemplates);
      else delete next[name];
      return next;
    });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A ref, not the state: a second click during the (async) check must not send twice.
    if (submitting.current) return;
    submitting.current = true;
    const element = event.currentTarget;
    // Without the schemas (the chunk failed to load) the server checks: it answers the same errors.
    const codes = await check(new FormData(element)).catch(() => ({}) as FieldErrors);
    if (Object.keys(codes).length > 0) {
      submitting.current = false;
      show(localize(codes));
      return;
    }
    setSending(true);
    try {
      if (!tokenInput()?.value) await fetchToken();
      const response = await fetch(action, {
        method: 'POST',
        body: new FormData(element),
        headers: { accept: 'application/json' },
      });
      const body = (await response.json().catch(() => null)) as {
        ok?: boolean;
        redirect?: string;
        message?: string;
        errors?: Record<string, string>;
        codes?: Record<string, string>;
      } | null;
      if (response.ok && body?.ok && body.redirect) {
        if (remember.length > 0) writeStore('', 0);
        // An ordinary page change: build check, then the platform's smooth scroll to the top.
        navigateTo(body.redirect);
        return;
      }
      if (body?.codes?._form === 'expired') await fetchToken().catch(() => undefined);
      show(
        body?.errors && Object.keys(body.errors).length > 0
          ? body.errors
          : {
              _form:
                body?.message ??
                formatError(response.status === 429 ? 'rateLimited' : 'server', errorTemplates),
            },
      );
    } catch (error) {
      show({
        _form: formatError(error instanceof TokenRefused ? error.code : 'network', errorTemplates),
      });
    }
    submitting.current = false;
    setSending(false);
  }

  const fieldErrors = Object.entries(errors).filter(([name]) => name !== '_form');
  const formError = errors._form;
  const count = fieldErrors.length;

  return (
    <FormIdContext.Provider value={idPrefix}>
      <FormErrorsContext.Provider value={errors}>
        <form
          ref={formRef}
          action={action}
          method="post"
          encType={upload ? 'multipart/form-data' : undefined}
          noValidate
          onSubmit={onSubmit}
          onFocus={() => void loadValidation().catch(() => undefined)}
          onChange={(event) => void onFieldChange(event.target)}
          onBlur={(event) => void onFieldChange(event.target)}
          aria-busy={sending || undefined}
        >
          <div ref={summaryRef} tabIndex={-1} aria-live="assertive" className="outline-none">
            {formError || count > 0 ? (
              <div className="mb-8 rounded-2xl border border-red-200 bg-red-50 p-5 text-red-900">
                {formError ? <p className="font-semibold">{formError}</p> : null}
                {count > 0 ? (
                  <>
                    <p className={formError ? 'mt-2 font-semibold' : 'font-semibold'}>
                      {count === 1
                        ? texts.summaryOne
                        : texts.summaryOther.replace('{count}', String(count))}
                    </p>
                    <ul className="mt-2 list-disc space-y-1 pl-5 text-[0.9375rem]">
                      {fieldErrors.map(([name, message]) => (
                        <li key={name}>
                          <a
                            href={`#${idPrefix}-${name}`}
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
            ) : null}
          </div>
          {children}
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
            <button
              type="submit"
              className="btn w-full px-8 py-3.5 text-base btn-primary disabled:opacity-70 sm:w-auto"
              disabled={sending}
            >
              {sending ? texts.sending : texts.submit}
            </button>
          </div>
        </form>
      </FormErrorsContext.Provider>
    </FormIdContext.Provider>
  );
}
