import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { SearchEnhancer } from './search-enhancer';

vi.mock('next/navigation', () => ({
  usePathname: () => '/',
  useRouter: () => ({ push: vi.fn() }),
}));

const props = {
  locale: 'es',
  tag: 'es-ES',
  strings: { loading: 'Cargando…', unavailable: 'La búsqueda no está disponible.' },
} as const;

// The first render pays for importing the panel and the engine, slow on a busy machine.
const slow = { timeout: 10_000 };

function headerField(): HTMLInputElement {
  document.body.innerHTML =
    '<form action="/buscar" role="search"><input type="search" name="q" data-site-search><div data-search-popup></div></form>';
  return document.querySelector('input')!;
}

beforeEach(() => {
  // The index never arrives here: the panel says so, which is all these tests need of it.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('', { status: 503 })),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('SearchEnhancer', () => {
  it('loads the live results when the field is focused, not before', async () => {
    const input = headerField();
    render(<SearchEnhancer {...props} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(input.getAttribute('role')).toBeNull();
    input.focus();
    await waitFor(() => expect(input.getAttribute('role')).toBe('combobox'), slow);
  });

  it('takes over a field the visitor reached and typed in before the page hydrated', async () => {
    const input = headerField();
    input.focus();
    input.value = 'Taurus';
    render(<SearchEnhancer {...props} />);
    // Open, for the text typed: with no index to search, it says the search is unavailable.
    await waitFor(
      () =>
        expect(document.querySelector('[role="status"]')?.textContent).toBe(
          props.strings.unavailable,
        ),
      slow,
    );
  });
});
