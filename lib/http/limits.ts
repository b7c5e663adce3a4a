/**
 * Per-client request limits by purpose, in Node (lib/http/rate-limit.ts, per process) and at the
 * serving front (scripts/front/rate-limits.ts, for every process together). One client is one address,
 * or one /64 for IPv6 (lib/http/client.ts `clientKey`), so a school behind one NAT is one client: the
 * sizes are argued in docs/forms.md ("Rate limits") from a class of 30 pupils sharing an address.
 */
export type PurposeLimit = { limit: number; windowSeconds: number };

export const purposeLimits = {
  /** Form POSTs (valid or not: without JavaScript every correction is a POST). */
  forms: { limit: 60, windowSeconds: 600 },
  /** The form tokens the enhanced forms fetch, one per form page opened. */
  'form-tokens': { limit: 600, windowSeconds: 600 },
  /** Consent records: one per new visitor, one more per change of mind. */
  consent: { limit: 300, windowSeconds: 600 },
  /** A visitor reading their own consent history. */
  'consent-read': { limit: 60, windowSeconds: 600 },
  /** Warranty lookups: a school checks its own displays, nobody needs to walk the serials. */
  warranty: { limit: 40, windowSeconds: 600 },
  /** Core Web Vitals beacons (lib/vitals): one per page view, so a class browsing for ten minutes. */
  vitals: { limit: 1200, windowSeconds: 600 },
  /**
   * Every client's beacons together, per process and day: a flood from many addresses stops at
   * about 10 MB a day of rows (docs/operations.md, "Visitors' speed").
   */
  'vitals-all': { limit: 50_000, windowSeconds: 86_400 },
} as const satisfies Record<string, PurposeLimit>;

export type Purpose = keyof typeof purposeLimits;
