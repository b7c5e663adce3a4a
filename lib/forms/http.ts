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

/** The JSON answer for a rejected request. */
export function rejection(error: RequestRejected): Response {
  return json({ error: error.code }, error.status, error.headers);
}

/**
 * The client address used for rate limiting: the last X-Forwarded-For entry, which is the socket
 * address unless a trusted front wrote it (lib/forms/client-address.ts, docs/operations.md).
 */
export function clientKey(request: { headers: { get(name: string): string | null } }): string {
  const forwarded = request.headers.get('x-forwarded-for');
  const last = forwarded?.split(',').at(-1)?.trim();
  return last || 'unknown';
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

/** Counts one request of `client` against the named limit; 429 with Retry-After once it is spent. */
export function assertClientRateLimit(
  client: string,
  name: string,
  limit: number,
  windowSeconds: number,
): void {
  const result = limiter(name, limit, windowSeconds)?.hit(client);
  if (result && !result.ok) {
    throw new RequestRejected(429, 'rate-limited', {
      'retry-after': String(result.retryAfterSeconds),
    });
  }
}

/** Counts the request against the named per-client limit (see {@link assertClientRateLimit}). */
export function assertRateLimit(
  request: Request,
  name: string,
  limit: number,
  windowSeconds: number,
): void {
  assertClientRateLimit(clientKey(request), name, limit, windowSeconds);
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
