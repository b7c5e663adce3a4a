'use client';

import { useRef, useState, type FormEvent } from 'react';

import type { AppLocale } from '@/lib/i18n/locales';

import {
  WarrantyResultCard,
  type WarrantyResult,
  type WarrantyResultTexts,
} from './warranty-result-card';

export type WarrantyLookupTexts = WarrantyResultTexts & {
  label: string;
  hint: string;
  submit: string;
  searching: string;
  invalid: string;
  network: string;
};

type WarrantyLookupFormProps = {
  locale: AppLocale;
  /** The result page, where the form lands without JavaScript (`?serie=`). */
  action: string;
  texts: WarrantyLookupTexts;
  defaultSerial?: string;
  /** What an unknown serial gets (links to assistance), rendered on the server. */
  notFound: React.ReactNode;
};

type State =
  | { kind: 'idle' }
  | { kind: 'found'; result: WarrantyResult }
  | { kind: 'notFound' }
  | { kind: 'error'; message: string };

/** The serial number form: a GET to the result page, or an inline answer when JavaScript runs. */
export function WarrantyLookupForm({
  locale,
  action,
  texts,
  defaultSerial,
  notFound,
}: WarrantyLookupFormProps) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const serial = inputRef.current?.value.trim() ?? '';
    if (!/^[A-Za-z0-9][A-Za-z0-9 -]{3,45}$/.test(serial)) {
      setState({ kind: 'error', message: texts.invalid });
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const response = await fetch(
        `/api/warranty?locale=${locale}&serial=${encodeURIComponent(serial)}`,
        { headers: { accept: 'application/json' }, cache: 'no-store' },
      );
      const body = (await response.json()) as
        (WarrantyResult & { found: true }) | { found: false } | { error: string; message?: string };
      if ('found' in body && body.found) setState({ kind: 'found', result: body });
      else if ('found' in body) setState({ kind: 'notFound' });
      else setState({ kind: 'error', message: body.message ?? texts.network });
    } catch {
      setState({ kind: 'error', message: texts.network });
    }
    setBusy(false);
    resultRef.current?.focus();
  }

  const error = state.kind === 'error' ? state.message : undefined;
  return (
    <div>
      <form
        action={action}
        method="get"
        onSubmit={onSubmit}
        noValidate
        className="flex flex-col gap-4 card p-6 sm:p-8"
        aria-busy={busy || undefined}
      >
        <div>
          <label htmlFor="warranty-serial" className="block font-semibold text-ink">
            {texts.label}
          </label>
          <p id="warranty-serial-hint" className="mt-1.5 text-sm text-muted">
            {texts.hint}
          </p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          <input
            ref={inputRef}
            id="warranty-serial"
            name="serie"
            required
            maxLength={46}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            defaultValue={defaultSerial}
            aria-invalid={error ? true : undefined}
            aria-describedby={`warranty-serial-hint${error ? ' warranty-serial-error' : ''}`}
            className="block w-full rounded-xl border border-line bg-white px-4 py-3 font-mono text-base tracking-wide uppercase focus:border-brand focus:outline-3 focus:outline-offset-0 focus:outline-brand/25 aria-invalid:border-red-700"
          />
          <button type="submit" className="btn shrink-0 px-7 btn-primary" disabled={busy}>
            {busy ? texts.searching : texts.submit}
          </button>
        </div>
        {error ? (
          <p id="warranty-serial-error" className="text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </form>
      <div ref={resultRef} tabIndex={-1} aria-live="polite" className="mt-6 outline-none">
        {state.kind === 'found' ? (
          <WarrantyResultCard locale={locale} result={state.result} texts={texts} />
        ) : null}
        {state.kind === 'notFound' ? notFound : null}
      </div>
    </div>
  );
}
