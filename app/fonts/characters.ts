const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');

/**
 * The characters the web font keeps: ASCII, Latin-1 (every letter of Spanish, Portuguese, Italian
 * and French but œ), and the punctuation and symbols the texts use. A character outside this set
 * still shows, in the fallback font; fonts.test.ts checks that the catalogues and content need none.
 */
export const fontCharacters =
  range(0x20, 0x7e) + range(0xa0, 0xff) + 'ŒœŸ€™−×≤≥←↑→↓' + range(0x2010, 0x2027) + '\u202f‰′″‹›';
