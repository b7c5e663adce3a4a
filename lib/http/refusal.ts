import { isIPv4, isIPv6 } from 'node:net';

import { formatError } from '@/lib/forms/errors';
import { errorTemplates } from '@/lib/forms/messages';
import { toAppLocale, type AppLocale } from '@/lib/i18n/locales';

import { purposeLimits, type Purpose } from './limits';
import { limiter } from './rate-limit';

/** A request refused before any parsing: the status and a stable machine-readable code. */
export class RequestRejected extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(code);
    this.name = 'RequestRejected';
  }
}

/** A JSON response that no cache keeps. */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, {
    status,
    headers: { 'cache-control': 'no-store', ...headers },
  });
}

/** The `forms.errors` message of a refusal's code. */
export function rejectionMessageKey(code: string): string {
  const keys: Record<string, string> = {
    'forbidden-origin': 'forbidden',
    'rate-limited': 'rateLimited',
    'payload-too-large': 'tooLarge',
    unavailable: 'unavailable',
  };
  return keys[code] ?? 'badRequest';
}

/** The language a request asks its answers in (`?locale=`, Spanish by default). */
export function requestLocale(request: Request): AppLocale {
  return toAppLocale(new URL(request.url).searchParams.get('locale'));
}

/** The JSON answer for a rejected request, with its reason in the visitor's language. */
export function rejection(error: RequestRejected, locale: AppLocale): Response {
  const message = formatError(rejectionMessageKey(error.code), errorTemplates(locale));
  return json({ error: error.code, message }, error.status, error.headers);
}

/** The eight 16-bit groups of an IPv6 address, `::` expanded (an embedded IPv4 tail counts as two). */
function ipv6Groups(address: string): number[] {
  const [head = '', tail] = address.split('::') as [string, string | undefined];
  const parse = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!isIPv4(group)) return [parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * Who a request counts against: an IPv4 address, or the /64 network of an IPv6 address (one
 * subscriber's line gets a whole /64 and can rotate through it at will). An IPv4-mapped IPv6 address
 * is its IPv4 address.
 */
export function clientOf(address: string): string {
  const bare = address.replace(/^\[|\](:\d+)?$/g, '').replace(/%.*$/, '');
  // Loopback is one host, not a subscriber's network.
  if (!isIPv6(bare) || bare === '::1') return bare;
  const groups = ipv6Groups(bare.toLowerCase());
  const mapped = bare.toLowerCase().match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/);
  if (mapped) return mapped[1]!;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/**
 * The client used for rate limiting: the last X-Forwarded-For entry, which is the socket address
 * unless a trusted front wrote it (lib/forms/client-address.ts, docs/operations.md), as {@link clientOf}.
 */
export function clientKey(request: { headers: { get(name: string): string | null } }): string {
  const forwarded = request.headers.get('x-forwarded-for');
  const last = forwarded?.split(',').at(-1)?.trim();
  return last ? clientOf(last) : 'unknown';
}

function allowedHosts(request: Request): Set<string> {
  const hosts = new Set<string>();
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  if (host) hosts.add(host.toLowerCase());
  for (const origin of [process.env.SITE_URL, ...(process.env.ALLOWED_ORIGINS ?? '').split(',')]) {
    if (!origin?.trim()) continue;
    try {
      hosts.add(new URL(origin.trim()).host.toLowerCase());
    } catch {
      // A malformed entry in the environment allows nothing.
    }
  }
  return hosts;
}

/**
 * Refuses cross-site writes: a browser always sends Origin with a POST, so a foreign (or `null`)
 * Origin is refused. Requests without Origin (curl, server-to-server) are let through to the other
 * defences unless Sec-Fetch-Site says they come from another site.
 */
export function assertSameOrigin(request: Request): void {
  const origin = request.headers.get('origin');
  if (origin !== null) {
    let host: string | undefined;
    try {
      host = origin === 'null' ? undefined : new URL(origin).host.toLowerCase();
    } catch {
      host = undefined;
    }
    if (!host || !allowedHosts(request).has(host)) {
      throw new RequestRejected(403, 'forbidden-origin');
    }
    return;
  }
  const site = request.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') {
    throw new RequestRejected(403, 'forbidden-origin');
  }
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

/**
 * Reads the body, refusing it (413) as soon as it exceeds `maxBytes`, whatever Content-Length says:
 * a lying or chunked upload is cut off without being buffered.
 */
export async function readBody(
  request: Request,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > maxBytes) {
    throw new RequestRejected(413, 'payload-too-large');
  }
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new RequestRejected(413, 'payload-too-large');
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** Parses a JSON body read with {@link readBody}; 400 when it is not JSON. */
export function parseJson(body: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(body));
  } catch {
    throw new RequestRejected(400, 'invalid-json');
  }
}
