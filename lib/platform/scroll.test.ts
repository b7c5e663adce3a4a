import { describe, expect, it } from 'vitest';

import { hashScrollTop, scrollBehaviour } from './scroll';

describe('hashScrollTop', () => {
  it('puts the target the header height plus the gap below the top', () => {
    // Target 900 px below the viewport top while scrolled 200 px: document y 1100.
    expect(hashScrollTop(900, 200, 64, 16)).toBe(1020);
  });

  it('never scrolls above the document', () => {
    expect(hashScrollTop(30, 0, 64, 16)).toBe(0);
  });

  it('rounds to whole pixels', () => {
    expect(hashScrollTop(100.4, 0, 65, 16)).toBe(19);
  });
});

describe('scrollBehaviour', () => {
  it('is smooth unless the visitor asked for reduced motion', () => {
    expect(scrollBehaviour(false)).toBe('smooth');
    expect(scrollBehaviour(true)).toBe('instant');
  });
});
