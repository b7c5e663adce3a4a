import { describe, expect, it } from 'vitest';

import { currentState } from './current-state';

describe('currentState', () => {
  const parts = ['/en/spare-parts', '/en/recambios'];

  it('marks the page itself, in its visible and its internal form', () => {
    expect(currentState('/en/spare-parts', parts, true)).toBe('page');
    expect(currentState('/en/recambios', parts, false)).toBe('page');
  });

  it('marks a section link on the pages below it only when asked to', () => {
    expect(currentState('/en/spare-parts/a1b2c3d4', parts, true)).toBe('true');
    expect(currentState('/en/spare-parts/a1b2c3d4', parts, false)).toBeUndefined();
  });

  it('does not take a sibling that shares a prefix for a child', () => {
    expect(currentState('/en/spare-parts-old', parts, true)).toBeUndefined();
    expect(currentState('/', ['/'], false)).toBe('page');
    expect(currentState('/noticias', ['/'], false)).toBeUndefined();
  });
});
