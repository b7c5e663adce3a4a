'use client';

import { lazy, Suspense, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';

import { navigateTo } from '@/components/platform/navigation-controller';
import { formStoreCookie } from '@/config/cookies';
import type { FormId, FormUpload } from '@/lib/forms/forms';

import { FormErrorsContext } from './form-context';
import type * as submission from './form-submission';

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
  /** The fields' labels, in their order on the page. */
  labels: Record<string, string>;
  errorTemplates: Record<string, string>;
  texts: FormControllerTexts;
  /**
   * Errors already known when the page was rendered (the review page of a JavaScript-free POST),
   * in the fields' order (form-fields.ts).
   */
  initialErrors?: Record<string, string>;
  /** Choices kept for 30 minutes in the store cookie (SameSite=Strict) and restored on return. */
  remember?: readonly string[];
  children: ReactNode;
};

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

type Submission = typeof submission;
let loaded: Promise<Submission> | undefined;

/**
 * What the form does beyond posting (checking with the shared schemas — zod, ~13 KB gzip —, sending,
 * the error summary, remembered choices) loads when the visitor first enters the form, not with the
 * page: most visitors of a page never fill its form. A failed load is retried on the next use.
 */
function loadSubmission(): Promise<Submission> {
  loaded ??= import('./form-submission').catch((error: unknown) => {
    loaded = undefined;
    throw error;
  });
  return loaded;
}

/** The error summary, with the same code: shown only once there are errors to sum up. */
const ErrorSummary = lazy(() =>
  loadSubmission().then((module) => ({ default: module.ErrorSummary })),
);

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
  const [errors, setErrors] = useState(initialErrors);
  const [sending, setSending] = useState(false);
  const submitting = useRef(false);
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    const element = formRef.current;
    // A token for a form sent with fetch (a static page holds none): asked for once the runtime
    // runs, so that the server's minimum filling time has begun by the time the visitor sends.
    const token = element?.elements.namedItem('_token') as HTMLInputElement | null | undefined;
    if (token && !token.value) {
      void fetch('/api/forms/token', { cache: 'no-store' })
        .then((response) => (response.ok ? (response.json() as Promise<{ token: string }>) : null))
        .then((answer) => {
          if (answer && !token.value) token.value = answer.token;
        })
        .catch(() => undefined);
    }
    // Choices kept from an earlier visit, or made in this form before the runtime ran: the
    // submission code restores and keeps them, loaded now for them (and only then).
    if (!element || remember.length === 0) return;
    const changedEarly = remember.some((name) => {
      const field = element.elements.namedItem(name);
      return field !== null && changedFromServed(field);
    });
    if (changedEarly || document.cookie.includes(`${formStoreCookie.name}=`)) {
      void loadSubmission()
        .then((module) => module.restoreChoices(element, form, remember, changedEarly))
        .catch(() => undefined);
    }
    // Runs once on mount: the token and the remembered choices belong to this page view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The fields are server-rendered (form-field.tsx) with the errors the page was served with; new
  // errors come from the submission code, which marks the fields and, for a new submission (not
  // the re-check of a field being corrected), moves the focus to the first problem.
  const served = useRef(errors);
  const focusedRequest = useRef(0);
  useEffect(() => {
    if (errors === served.current) return;
    const focus = focusRequest !== focusedRequest.current;
    focusedRequest.current = focusRequest;
    void loadSubmission()
      .then((module) =>
        module.showErrors(formRef.current, summaryRef.current, { idPrefix, labels, errors, focus }),
      )
      .catch(() => undefined);
  }, [errors, focusRequest, idPrefix, labels]);

  async function onFieldChange(target: EventTarget) {
    const name = (target as HTMLInputElement).name;
    const element = formRef.current;
    if (!name || !element) return;
    // Handled here, whatever follows: a chunk that fails to load and is left unhandled reloads the
    // page (navigation-controller.ts), which would throw away what the visitor has chosen so far;
    // the form still posts as a plain form when its code cannot load (onSubmit).
    const pending = loadSubmission().catch(() => null);
    if (remember.includes(name)) {
      void pending
        .then((loaded) => loaded?.storeChoices(element, form, remember))
        .catch(() => null);
    }
    if (!errors[name]) return;
    // A field that was wrong is checked again as the visitor fixes it.
    const message = await pending
      .then((loaded) => loaded?.fieldError(form, upload, element, name, errorTemplates))
      .catch(() => undefined);
    setErrors((current) => {
      const next = { ...current };
      if (message) next[name] = message;
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
    const loadedSubmission = await loadSubmission().catch(() => null);
    if (!loadedSubmission) {
      // Its code could not be loaded (offline a moment, or a new build removed the chunk): the
      // form posts as it does without JavaScript, and the server answers with a page.
      submitting.current = false;
      element.submit();
      return;
    }
    const outcome = await loadedSubmission.submitForm({
      element,
      form,
      upload,
      action,
      labels,
      errorTemplates,
      remember,
      onSending: () => setSending(true),
    });
    if ('redirect' in outcome) {
      // An ordinary page change: build check, then the platform's smooth scroll to the top.
      navigateTo(outcome.redirect);
      return;
    }
    submitting.current = false;
    setSending(false);
    setErrors(outcome.errors);
    setFocusRequest((n) => n + 1);
  }

  return (
    <FormErrorsContext.Provider value={errors}>
      <form
        ref={formRef}
        action={action}
        method="post"
        encType={upload ? 'multipart/form-data' : undefined}
        noValidate
        onSubmit={onSubmit}
        onFocus={() => void loadSubmission().catch(() => undefined)}
        onChange={(event) => void onFieldChange(event.target)}
        onBlur={(event) => void onFieldChange(event.target)}
        aria-busy={sending || undefined}
      >
        <div ref={summaryRef} tabIndex={-1} aria-live="assertive" className="outline-none">
          {Object.keys(errors).length > 0 ? (
            <Suspense fallback={null}>
              <ErrorSummary errors={errors} labels={labels} idPrefix={idPrefix} texts={texts} />
            </Suspense>
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
  );
}
