'use client';

import { useId, useState, useSyncExternalStore, type ChangeEvent } from 'react';

type PartsFilterProps = {
  /** The id of the element holding the catalogue's `[data-part]` cards. */
  target: string;
  label: string;
  placeholder: string;
  /** Result messages with `#` standing for the count. */
  results: { none: string; one: string; other: string };
};

const subscribe = () => () => {};

function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/**
 * Narrows the catalogue as the visitor types a part number, a name or a model. The catalogue is
 * complete and navigable without JavaScript, so this box only appears once the script runs.
 */
export function PartsFilter({ target, label, placeholder, results }: PartsFilterProps) {
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  const id = useId();
  const [message, setMessage] = useState('');

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const root = document.getElementById(target);
    if (!root) return;
    const words = normalise(event.target.value).split(/\s+/).filter(Boolean);
    let shown = 0;
    root.querySelectorAll<HTMLElement>('[data-part]').forEach((card) => {
      const text = normalise(card.dataset.search ?? '');
      const match = words.every((word) => text.includes(word));
      card.hidden = !match;
      if (match) shown += 1;
    });
    root.querySelectorAll<HTMLElement>('[data-part-group]').forEach((group) => {
      group.hidden = !group.querySelector('[data-part]:not([hidden])');
    });
    const template = shown === 0 ? results.none : shown === 1 ? results.one : results.other;
    setMessage(words.length === 0 ? '' : template.replace('#', String(shown)));
  }

  if (!hydrated) return null;
  return (
    <div className="w-full">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <input
        id={id}
        type="search"
        autoComplete="off"
        placeholder={placeholder}
        onChange={onChange}
        className="mt-2 block min-h-11 w-full rounded-full border border-line bg-white px-5 text-base shadow-sm placeholder:text-muted focus:border-brand focus:outline-none focus-visible:outline-3 focus-visible:outline-brand"
      />
      <p aria-live="polite" className="mt-2 min-h-5 text-sm text-muted">
        {message}
      </p>
    </div>
  );
}
