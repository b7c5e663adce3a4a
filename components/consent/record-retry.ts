/**
 * When a consent record the server has not acknowledged is sent again. The record waits in the
 * consent cookie (`data`), and is retried on a later page load only once its time has come: one
 * minute after the first try, then twice as long each time, at most a day, or later if the server
 * said so (Retry-After). A school's pupils behind one address then never re-send on every page.
 */
export type PendingRecord = {
  pending?: 'first' | 'change' | null;
  /** Failed attempts so far. */
  attempts?: number;
  /** Not before this time (ms since the epoch). */
  retryAt?: number;
} | null;

const BASE_MS = 60_000;
const CAP_MS = 24 * 60 * 60 * 1000;

/** The wait after `attempts` failed attempts, with ±20 % jitter so that clients spread out. */
export function retryDelayMs(attempts: number, retryAfterSeconds = 0, random = Math.random()) {
  const backoff = Math.min(CAP_MS, BASE_MS * 2 ** Math.max(0, attempts - 1));
  const jittered = Math.round(backoff * (0.8 + 0.4 * random));
  return Math.min(CAP_MS, Math.max(jittered, retryAfterSeconds * 1000));
}

/** Whether a pending record is due on this page load. */
export function retryDue(data: PendingRecord, now = Date.now()): boolean {
  return Boolean(data?.pending) && (data?.retryAt ?? 0) <= now;
}

/**
 * What the cookie keeps after an attempt answered `status` (0: no answer): nothing once stored, or
 * once refused for good (a 4xx other than 429 says the record itself is wrong: sending it again
 * cannot help); otherwise the record, one more attempt and its next time.
 */
export function afterAttempt(
  action: 'first' | 'change',
  previous: PendingRecord,
  status: number,
  retryAfterSeconds = 0,
  now = Date.now(),
): PendingRecord {
  const refusedForGood = status >= 400 && status < 500 && status !== 429;
  if ((status >= 200 && status < 300) || refusedForGood) return { pending: null };
  const attempts = (previous?.pending === action ? (previous.attempts ?? 0) : 0) + 1;
  return { pending: action, attempts, retryAt: now + retryDelayMs(attempts, retryAfterSeconds) };
}
