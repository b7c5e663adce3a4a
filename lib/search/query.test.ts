import { describe, expect, it } from 'vitest';

import { MAX_QUERY_LENGTH, searchQuery } from './query';

describe('searchQuery', () => {
  it('trims and collapses spaces', () => {
    expect(searchQuery('  manual   Taurus ')).toBe('manual Taurus');
  });

  it('takes the first of repeated parameters and treats a missing one as empty', () => {
    expect(searchQuery(['cyse', 'ia'])).toBe('cyse');
    expect(searchQuery(undefined)).toBe('');
  });

  it('caps the length', () => {
    expect(searchQuery('a'.repeat(500))).toHaveLength(MAX_QUERY_LENGTH);
  });
});
