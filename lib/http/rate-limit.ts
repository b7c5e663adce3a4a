import { clientKey } from './client';
import { purposeLimits, type Purpose } from './limits';
import { RequestRejected } from './refusal';

type Window = { count: number; resetAt: number };

export type RateLimitResult = { ok: true } | { ok: false; retryAfterSeconds: number };

/**
 * A fixed-window counter per client, in memory. Each server process counts on its own: behind several
 * processes the effective limit is multiplied, and the front's limit_req holds them together
 * (docs/deployment.md).
 */
export class RateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  /** Counts one request of `key`; refuses it once the window's budget is spent. */
  hit(key: string, now = Date.now()): RateLimitResult {
    if (this.windows.size > 50_000) this.sweep(now);
    const current = this.windows.get(key);
    if (!current || current.resetAt <= now) {
      this.windows.set(key, { count: 1, resetAt: now + this.windowMs });
      return { ok: true };
    }
    if (current.count >= this.limit) {
      return {
        ok: false,
        retryAfterSeconds: Math.max(1, Math.ceil((current.resetAt - now) / 1000)),
      };
    }
    current.count += 1;
    return { ok: true };
  }

  private sweep(now: number) {
    for (const [key, window] of this.windows) {
      if (window.resetAt <= now) this.windows.delete(key);
    }
  }
}

type LimiterGlobal = typeof globalThis & { __synetechLimiters?: Map<string, RateLimiter> };

/**
 * `<NAME>_RATE_LIMIT=20/600` (e.g. `FORMS_RATE_LIMIT`) overrides a limit as "requests/seconds";
 * `off` disables it (benchmarks).
 * Returns the named process-wide limiter (shared by the separately bundled routes via globalThis).
 */
export function limiter(name: string, limit: number, windowSeconds: number): RateLimiter | null {
  const override = process.env[`${name.toUpperCase().replace(/-/g, '_')}_RATE_LIMIT`];
  if (override === 'off') return null;
  const match = override?.match(/^(\d+)\/(\d+)$/);
  const [count, seconds] = match ? [Number(match[1]), Number(match[2])] : [limit, windowSeconds];
  const store = globalThis as LimiterGlobal;
  store.__synetechLimiters ??= new Map();
  const id = `${name}:${count}/${seconds}`;
  let instance = store.__synetechLimiters.get(id);
  if (!instance) {
    instance = new RateLimiter(count, seconds * 1000);
    store.__synetechLimiters.set(id, instance);
  }
  return instance;
}

/** Counts one request of `client` against its purpose's limit; 429 with Retry-After once it is spent. */
export function assertClientRateLimit(client: string, purpose: Purpose): void {
  const { limit, windowSeconds } = purposeLimits[purpose];
  const result = limiter(purpose, limit, windowSeconds)?.hit(client);
  if (result && !result.ok) {
    throw new RequestRejected(429, 'rate-limited', {
      'retry-after': String(result.retryAfterSeconds),
    });
  }
}

/** Counts the request against the named per-client limit (see {@link assertClientRateLimit}). */
export function assertRateLimit(request: Request, purpose: Purpose): void {
  assertClientRateLimit(clientKey(request), purpose);
}
