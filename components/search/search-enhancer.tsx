'use client';

import { useEffect, useState, type ComponentType } from 'react';

import type { SearchPanelProps } from './search-panel';

type SearchEnhancerProps = Omit<SearchPanelProps, 'input'>;

type Loaded = { Panel: ComponentType<SearchPanelProps>; input: HTMLInputElement };

function isEditable(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/**
 * All the header search ships with every page: it waits for a search field to be focused (or for
 * `/`), then loads the live-results panel, the engine and the index.
 */
export function SearchEnhancer(props: SearchEnhancerProps) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    const inputs = [...document.querySelectorAll<HTMLInputElement>('input[data-site-search]')];
    const toggle = document.querySelector<HTMLDetailsElement>('details[data-site-search]');
    const load = (input: HTMLInputElement) =>
      void import('./search-panel').then(({ SearchPanel }) =>
        setLoaded({ Panel: SearchPanel, input }),
      );
    const onFocus = (event: FocusEvent) => load(event.currentTarget as HTMLInputElement);
    const onToggle = () => {
      if (!toggle?.open) return;
      toggle.querySelector<HTMLInputElement>('input[data-site-search]')?.focus();
      // One header panel at a time: the menu closes when the search opens.
      for (const other of document.querySelectorAll<HTMLDetailsElement>('header details[open]')) {
        if (other !== toggle) other.open = false;
      }
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isEditable(event.target)) return;
      event.preventDefault();
      const visible = inputs.find((input) => input.offsetParent !== null);
      if (visible) visible.focus();
      else if (toggle) toggle.open = true;
    };
    for (const input of inputs) input.addEventListener('focus', onFocus);
    // A visitor who reached the field before the page hydrated may be typing already: the panel
    // takes the text from there.
    const focused = inputs.find((input) => input === document.activeElement);
    if (focused) load(focused);
    toggle?.addEventListener('toggle', onToggle);
    // A panel opened before the page hydrated had no listener to focus its field.
    if (toggle?.open) onToggle();
    document.addEventListener('keydown', onKey);
    return () => {
      for (const input of inputs) input.removeEventListener('focus', onFocus);
      toggle?.removeEventListener('toggle', onToggle);
      document.removeEventListener('keydown', onKey);
    };
  }, []);

  return loaded ? <loaded.Panel {...props} input={loaded.input} /> : null;
}
