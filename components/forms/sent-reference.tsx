'use client';

import { useSyncExternalStore } from 'react';

import { isReference } from '@/lib/forms/reference';

type SentReferenceProps = { label: string; hint: string; noscript: string };

const subscribe = () => () => undefined;
const fromUrl = () => new URLSearchParams(window.location.search).get('ref');

/**
 * The reference number of the request just sent, read from `?ref=` in the browser because the
 * confirmation page itself is prerendered. Only a well-formed reference is shown.
 */
export function SentReference({ label, hint, noscript }: SentReferenceProps) {
  const ref = useSyncExternalStore(subscribe, fromUrl, () => null);
  return (
    <>
      {isReference(ref) ? (
        <div className="rounded-2xl bg-white p-5 shadow-[var(--shadow-card)] outline outline-line">
          <p className="text-sm font-medium text-muted">{label}</p>
          <p className="mt-1 font-mono text-2xl font-bold tracking-wider text-ink md:text-3xl">
            {ref}
          </p>
          <p className="mt-2 text-sm text-muted">{hint}</p>
        </div>
      ) : null}
      <noscript>
        <p className="max-w-xl text-[0.9375rem] text-muted">{noscript}</p>
      </noscript>
    </>
  );
}
