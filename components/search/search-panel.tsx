'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';

import type { AppLocale } from '@/lib/i18n/locales';
import { browserEngine } from '@/lib/search/client';
import { nextActive } from '@/lib/search/combobox';
import { searchEngine, type SearchEngine } from '@/lib/search/engine';
import { highlight } from '@/lib/search/rank';
import type { SearchHit } from '@/lib/search/types';
import { resultCount } from '@/lib/search/ui-strings';

import { Highlighted } from './highlighted';
import { KindBadge } from './kind-badge';

/** What the panel says before the index (which brings the other texts) has arrived. */
export type SearchPanelStrings = { loading: string; unavailable: string };

export type SearchPanelProps = {
  input: HTMLInputElement;
  locale: AppLocale;
  tag: string;
  strings: SearchPanelStrings;
};

/** Results shown while typing; the results page has them all. */
const SHOWN = 6;
const DEBOUNCE_MS = 90;

type Status = 'loading' | 'ready' | 'error';

/**
 * The live results of a header search field, as an ARIA 1.2 combobox: the field keeps the focus,
 * ↑/↓ move through the options, Enter opens the active one (or, with none, submits the form to the
 * results page), Escape closes the list and then clears the field.
 */
export function SearchPanel({ input, locale, tag, strings }: SearchPanelProps) {
  const id = useId();
  const listId = `${id}-list`;
  const router = useRouter();
  const pathname = usePathname();
  const [engine, setEngine] = useState<SearchEngine | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [query, setQuery] = useState(input.value.trim());
  const [result, setResult] = useState<{ query: string; hits: SearchHit[] }>({
    query: '',
    hits: [],
  });
  // The list is open on the page where it was opened: a navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(() =>
    document.activeElement === input ? pathname : null,
  );
  const [active, setActive] = useState(-1);
  const open = openOn === pathname;
  const hits = query ? result.hits : [];
  const state = useRef({ hits, active, open, query, ready: false });
  useEffect(() => {
    state.current = { hits, active, open, query, ready: engine !== null };
  });

  const shown = hits.slice(0, SHOWN);
  // The options: the shown results, then "see all results" (always last).
  const optionCount = query && engine ? shown.length + 1 : 0;

  useEffect(() => {
    let live = true;
    browserEngine(locale).then(
      (loaded) => live && (setEngine(loaded), setStatus('ready')),
      () => live && setStatus('error'),
    );
    return () => {
      live = false;
    };
  }, [locale]);

  // Results for the current text, a moment after the last keystroke.
  useEffect(() => {
    if (!engine || !query) return;
    let live = true;
    const timer = window.setTimeout(() => {
      void searchEngine(engine, query).then((found) => {
        if (!live) return;
        setResult({ query, hits: found });
        setActive(-1);
      });
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [engine, query]);

  // After a navigation the phone panel folds away too.
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    const toggle = input.closest('details');
    if (toggle) toggle.open = false;
  }, [pathname, input]);

  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);

  const go = (href: string) => {
    setOpen(false);
    input.blur();
    router.push(href);
  };

  const resultsHref = () => {
    const form = input.form;
    return `${form?.getAttribute('action') ?? ''}?${new URLSearchParams({ q: state.current.query })}`;
  };

  useEffect(() => {
    input.setAttribute('role', 'combobox');
    input.setAttribute('aria-autocomplete', 'list');
    input.setAttribute('aria-controls', listId);
    const onInput = () => {
      setQuery(input.value.replace(/\s+/g, ' ').trim());
      setOpen(true);
    };
    const onFocus = () => setOpen(true);
    const onBlur = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (!(next instanceof Node && input.form?.contains(next))) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const { hits: current, active: index, open: isOpen, query: text, ready } = state.current;
      const count = text && ready ? Math.min(current.length, SHOWN) + 1 : 0;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (count === 0) return;
        event.preventDefault();
        setOpen(true);
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive(isOpen ? nextActive(index, step, count) : step > 0 ? 0 : count - 1);
      } else if (event.key === 'Enter' && isOpen && index >= 0) {
        event.preventDefault();
        go(index < Math.min(current.length, SHOWN) ? current[index]!.href : resultsHref());
      } else if (event.key === 'Escape') {
        if (isOpen && text) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (input.value) {
          event.preventDefault();
          input.value = '';
          setQuery('');
        } else {
          const toggle = input.closest('details');
          if (toggle) toggle.open = false;
        }
      }
    };
    input.addEventListener('input', onInput);
    input.addEventListener('focus', onFocus);
    input.addEventListener('blur', onBlur);
    input.addEventListener('keydown', onKeyDown);
    return () => {
      input.removeEventListener('input', onInput);
      input.removeEventListener('focus', onFocus);
      input.removeEventListener('blur', onBlur);
      input.removeEventListener('keydown', onKeyDown);
    };
    // `go` and `resultsHref` read the latest state through the ref; `setOpen` needs the pathname.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [input, listId, pathname]);

  const expanded = open && optionCount > 0;
  useEffect(() => {
    input.setAttribute('aria-expanded', String(expanded));
    if (expanded && active >= 0) input.setAttribute('aria-activedescendant', `${id}-${active}`);
    else input.removeAttribute('aria-activedescendant');
  }, [input, expanded, active, id]);

  const slot = input.form?.querySelector('[data-search-popup]');
  if (!slot) return null;

  const announcement = !query
    ? ''
    : status === 'error'
      ? strings.unavailable
      : !engine
        ? strings.loading
        : hits.length === 0
          ? engine.ui.noResults.replace('{query}', query)
          : resultCount(engine.ui, hits.length, tag);

  const optionClass = (index: number) =>
    `flex cursor-pointer flex-col gap-1 rounded-xl px-3 py-2.5 ${index === active ? 'bg-brand-soft' : 'hover:bg-surface'}`;

  return createPortal(
    <>
      <p role="status" className="sr-only">
        {open ? announcement : ''}
      </p>
      <div
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-50 mt-2 max-h-[calc(100dvh-9rem)] overflow-y-auto rounded-2xl bg-white p-2 shadow-[0_12px_40px_rgb(10_15_28/0.16)] ring-1 ring-line xl:left-auto xl:max-h-[36rem] xl:w-[28rem]"
        // Keeps the focus in the field when an option is clicked.
        onMouseDown={(event) => event.preventDefault()}
      >
        {status !== 'ready' || hits.length === 0 ? (
          <p className="px-3 py-2.5 text-sm text-muted">{announcement}</p>
        ) : null}
        <ul role="listbox" id={listId} aria-label={engine?.ui.listLabel}>
          {shown.map((hit, index) => (
            <li
              key={hit.id}
              id={`${id}-${index}`}
              role="option"
              aria-selected={index === active}
              className={optionClass(index)}
              onClick={() => go(hit.href)}
            >
              <span className="flex items-center gap-2">
                <KindBadge kind={hit.kind} label={engine!.ui.kinds[hit.kind]} />
                <span className="truncate text-[0.9375rem] font-semibold text-ink">
                  <Highlighted segments={highlight(hit.title, query, engine!.stem)} />
                </span>
              </span>
              <span className="line-clamp-2 text-sm text-muted">
                <Highlighted segments={highlight(hit.excerpt, query, engine!.stem)} />
              </span>
            </li>
          ))}
          {query && engine ? (
            <li
              id={`${id}-${shown.length}`}
              role="option"
              aria-selected={active === shown.length}
              className={`${optionClass(shown.length)} mt-1 border-t border-line font-semibold text-brand`}
              onClick={() => go(resultsHref())}
            >
              {engine?.ui.seeAll.replace('{query}', query)}
            </li>
          ) : null}
        </ul>
      </div>
    </>,
    slot,
  );
}
