import { describe, expect, it } from 'vitest';

import { nextActive } from './combobox';

describe('nextActive', () => {
  it('goes down from the field to the first option and on', () => {
    expect(nextActive(-1, 1, 3)).toBe(0);
    expect(nextActive(0, 1, 3)).toBe(1);
  });

  it('goes from the last option back to the field, and from the field up to the last', () => {
    expect(nextActive(2, 1, 3)).toBe(-1);
    expect(nextActive(-1, -1, 3)).toBe(2);
    expect(nextActive(0, -1, 3)).toBe(-1);
  });

  it('stays in the field when there is no option', () => {
    expect(nextActive(-1, 1, 0)).toBe(-1);
  });
});
