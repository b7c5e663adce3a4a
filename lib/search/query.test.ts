import { describe, expect, it } from 'vitest';

import { MAX_QUERY_LENGTH, readPage, readQuery, resultsPageHref, searchableText } from './query';

describe('readQuery', () => {
  it('trims and collapses spaces', () => {
    expect(readQuery('  manual   Taurus ')).toEqual({ query: 'manual Taurus', truncated: false });
  });

  it('takes the first of repeated parameters and treats a missing one as empty', () => {
    expect(readQuery(['cyse', 'ia']).query).toBe('cyse');
    expect(readQuery(undefined)).toEqual({ query: '', truncated: false });
  });

  it('caps the length and says so', () => {
    expect(readQuery('a'.repeat(500))).toEqual({
      query: 'a'.repeat(MAX_QUERY_LENGTH),
      truncated: true,
    });
    expect(readQuery('a'.repeat(MAX_QUERY_LENGTH)).truncated).toBe(false);
  });
});

describe('readPage', () => {
  it('reads a page number within the pages there are', () => {
    expect(readPage('2', 3)).toBe(2);
    expect(readPage(['3', '1'], 3)).toBe(3);
  });

  it('shows the nearest page for a missing, malformed or out-of-range number', () => {
    expect(readPage(undefined, 3)).toBe(1);
    expect(readPage('abc', 3)).toBe(1);
    expect(readPage('-2', 3)).toBe(1);
    expect(readPage('1.5', 3)).toBe(1);
    expect(readPage('0', 3)).toBe(1);
    expect(readPage('99', 3)).toBe(3);
    expect(readPage('2', 0)).toBe(1);
  });
});

describe('resultsPageHref', () => {
  it('keeps the query on every page and names no page for the first', () => {
    expect(resultsPageHref('mando taurus', 1)).toEqual({
      pathname: '/buscar',
      query: { q: 'mando taurus' },
    });
    expect(resultsPageHref('mando taurus', 3)).toEqual({
      pathname: '/buscar',
      query: { q: 'mando taurus', page: '3' },
    });
  });
});

describe('searchableText', () => {
  it('drops markup, with the contents of scripts and styles', () => {
    expect(searchableText('<script>alert(1)</script>')).toBe('');
    expect(searchableText('<SCRIPT src=x>alert(1)')).toBe('');
    expect(searchableText('<style>p{}</style><img src=x onerror=alert(1)>')).toBe('');
    expect(searchableText('<b>Taurus</b> 86')).toBe('Taurus 86');
  });

  it('keeps a less-than sign that starts no tag', () => {
    expect(searchableText('pantalla < 3 m')).toBe('pantalla < 3 m');
  });
});
