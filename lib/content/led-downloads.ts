/** LED references with a downloads page (spec §2); their files come with the downloads content. */
export const ledCodes = [
  '202331Q',
  'A2212D03',
  'A2212M01',
  'A2303D01',
  'A2305M01',
  'A2306M1A',
] as const;

export type LedCode = (typeof ledCodes)[number];

export function isLedCode(value: string): value is LedCode {
  return (ledCodes as readonly string[]).includes(value);
}
