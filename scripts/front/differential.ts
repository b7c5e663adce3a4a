/**
 * The front's differential test (a stage of `npm test`): the same request sent to `next start`
 * directly and through the front (twice: the second answer comes from the cache) must give the same
 * status, Location, cookies, content type, security headers and body bytes after decompression.
 * Also checks that the client address cannot be forged, and what the front caches.
 *
 *   npx tsx scripts/front/differential.ts     needs a production build; DIFF_PORT (default 3130)
 *                                            for Node, DIFF_PORT+1 for the front
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { seededScratchDataDir } from '@/scripts/pglite-template';

import { POSTPONE_OUTPUT } from './config';
import { formBody, probes, type Probe } from './differential-probes';
import {
  BROWSER_ACCEPT_ENCODING,
  browserCases,
  formatReuse,
  measureReuse,
  reuseFailures,
} from './reused-connection';
import { startFront, type Front } from './start';

const PORT = Number(process.env.DIFF_PORT ?? 3130);
const FRONT_PORT = PORT + 1;
const SECURITY_HEADERS = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
];
const CONCURRENCY = 6;
/** Room for what fetch's view of the headers leaves out (the exact status line, a chunk-size line). */
const HEADER_MARGIN = 256;

type Seen = {
  status: number;
  location: string | null;
  cookies: string[];
  contentType: string | null;
  security: Record<string, string | null>;
  body: string;
  cache: string | null;
  /** The header block's size, as nginx writes it (status line, fields, CRLFs), give or take a few bytes. */
  headerBytes: number;
  /** Node's internal headers (x-nextjs-*, x-middleware-*), by name. */
  internal: string[];
  /** The page key from the front's maps (`njs`: left to njs) and from njs (X-Front-Key-*). */
  keyByMaps: string | null;
  keyByNjs: string | null;
};

function expect(condition: unknown, message: string, failures: string[]): void {
  if (!condition) failures.push(message);
}

/**
 * A cookie as a browser keeps it: name, value and attributes. `Expires` is a clock reading (Node
 * writes now + Max-Age; a cached copy keeps the reading of its first answer), and browsers give
 * Max-Age precedence over it (RFC 6265 §5.3): only its presence is compared.
 */
function normaliseCookie(cookie: string): string {
  return cookie
    .split(/;\s*/)
    .map((part) => (/^expires=/i.test(part) ? 'Expires=<date>' : part))
    .join('; ');
}

/**
 * Per-response values of answers rendered on request, replaced where they appear and nowhere else:
 * the CSP nonce (header and the `nonce` attributes Next.js stamps), a form's reference number and a
 * fresh form token.
 */
function normaliseBody(body: string, csp: string | null): string {
  const nonce = csp?.match(/'nonce-([^']+)'/)?.[1];
  let result = nonce ? body.split(nonce).join('<nonce>') : body;
  result = result.replace(/"token":"[^"]+"/, '"token":"<token>"');
  result = result.replace(/"reference":"[A-Z0-9-]+"/, '"reference":"<reference>"');
  return result.replace(/([?&]ref=)[A-Z0-9-]+/, '$1<reference>');
}

async function send(origin: string, probe: Probe, toNode = false): Promise<Seen> {
  const headers: Record<string, string> = {
    'accept-encoding': BROWSER_ACCEPT_ENCODING,
    ...Object.fromEntries(
      Object.entries(probe.headers ?? {}).filter(
        ([, value]) => !(toNode && probe.dropsEmpty && value === ''),
      ),
    ),
  };
  let body: URLSearchParams | undefined;
  if (probe.form) {
    body = await formBody(origin, probe.form.id);
    headers.origin = origin;
    headers.accept = probe.form.json ? 'application/json' : 'text/html';
  }
  const response = await fetch(`${origin}${probe.path}`, {
    method: probe.method ?? 'GET',
    headers,
    body,
    redirect: 'manual',
  });
  const csp = response.headers.get('content-security-policy');
  const onRequest = /no-store|private/.test(response.headers.get('cache-control') ?? '');
  const security = Object.fromEntries(
    SECURITY_HEADERS.map((name) => {
      const value = response.headers.get(name);
      return [
        name,
        onRequest && value ? value.replace(/'nonce-[^']+'/g, "'nonce-<nonce>'") : value,
      ];
    }),
  );
  const location = response.headers.get('location');
  let headerBytes = 'HTTP/1.1 200 OK\r\n\r\n'.length;
  const internal: string[] = [];
  response.headers.forEach((value, name) => {
    headerBytes += `${name}: ${value}\r\n`.length;
    if (/^x-(?:nextjs|middleware)-/.test(name)) internal.push(name);
  });
  return {
    status: response.status,
    // A form's confirmation URL carries its reference number.
    location: location?.replace(/([?&]ref=)[A-Z0-9-]+/, '$1<reference>') ?? null,
    cookies: response.headers.getSetCookie().map(normaliseCookie).sort(),
    contentType: response.headers.get('content-type'),
    security,
    body: normaliseBody(await response.text(), onRequest ? csp : null),
    cache: response.headers.get('x-front-cache'),
    headerBytes,
    internal: internal.sort(),
    keyByMaps: response.headers.get('x-front-key-map'),
    keyByNjs: response.headers.get('x-front-key-njs'),
  };
}

function compare(probe: Probe, node: Seen, front: Seen, pass: string, failures: string[]): void {
  const where = `${probe.label} ${probe.method ?? 'GET'} ${probe.path} (${pass})`;
  for (const field of ['status', 'location', 'contentType'] as const) {
    expect(
      node[field] === front[field],
      `${where}: ${field} ${node[field]} ≠ ${front[field]}`,
      failures,
    );
  }
  expect(
    JSON.stringify(node.cookies) === JSON.stringify(front.cookies),
    `${where}: cookies ${JSON.stringify(node.cookies)} ≠ ${JSON.stringify(front.cookies)}`,
    failures,
  );
  for (const name of SECURITY_HEADERS) {
    expect(node.security[name] === front.security[name], `${where}: ${name} differs`, failures);
  }
  expect(
    node.body === front.body,
    `${where}: body differs (${node.body.length} vs ${front.body.length} bytes)`,
    failures,
  );
  // The client router reads Node's internal headers from its own requests; visitors never need them.
  const internal = probe.router ? node.internal : [];
  expect(
    JSON.stringify(front.internal) === JSON.stringify(internal),
    `${where}: internal headers ${front.internal.join(', ') || 'none'}, expected ${internal.join(', ') || 'none'}`,
    failures,
  );
  // The maps' key is njs's, wherever the maps decide it (on every page answer that is not the router's).
  if (front.keyByMaps !== null && front.keyByMaps !== 'njs') {
    expect(
      front.keyByMaps === (front.keyByNjs ?? ''),
      `${where}: key by maps ${front.keyByMaps} ≠ by njs ${front.keyByNjs}`,
      failures,
    );
  }
  if (probe.byMaps !== undefined && !probe.router) {
    const byMaps = front.keyByMaps !== 'njs';
    expect(
      byMaps === probe.byMaps,
      `${where}: key ${byMaps ? 'by the maps' : 'left to njs'}, expected ${probe.byMaps ? 'the maps' : 'njs'}`,
      failures,
    );
  }
}

async function inParallel<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < items.length) {
        const item = items[next++];
        if (item !== undefined) await work(item);
      }
    }),
  );
}

/** A client talking to Node directly cannot pick its rate-limit identity; through the front, neither. */
async function clientAddress(front: Front, failures: string[]): Promise<void> {
  // CONSENT_READ_RATE_LIMIT=5/600 below: the sixth read from one client is refused.
  const read = (origin: string, forged: string) =>
    fetch(`${origin}/api/consent/00000000-0000-4000-8000-00000000000${forged.length % 10}`, {
      headers: { 'x-forwarded-for': forged },
    }).then((response) => response.status);
  const direct: number[] = [];
  for (let i = 0; i < 6; i += 1) direct.push(await read(front.nodeUrl, `203.0.113.${i + 1}`));
  expect(
    direct.slice(0, 5).every((status) => status !== 429),
    `direct reads refused early: ${direct}`,
    failures,
  );
  expect(
    direct[5] === 429,
    `a forged X-Forwarded-For escaped the limit at Node: ${direct}`,
    failures,
  );
  const viaFront = await read(front.url, '198.51.100.77');
  expect(
    viaFront === 429,
    `a forged X-Forwarded-For escaped the limit through the front: ${viaFront}`,
    failures,
  );
}

/** No answer on a reused keep-alive connection waits (for a delayed ACK) where a new one does not. */
async function reusedConnection(front: Front, failures: string[]): Promise<void> {
  const results = await measureReuse(front.url, await browserCases(front.url));
  console.log(
    `front, one keep-alive connection against new ones (medians):\n${formatReuse(results)}`,
  );
  failures.push(...reuseFailures(results));
  for (const result of results) {
    const expected = result.encoding === 'identity' ? '' : result.encoding;
    expect(
      result.contentEncoding === expected,
      `${result.label}: asked ${result.encoding}, got ${result.contentEncoding || 'identity'}`,
      failures,
    );
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  const dataDir = await seededScratchDataDir('front-diff-data-');
  const front = await startFront({
    port: PORT,
    frontPort: FRONT_PORT,
    bind: '127.0.0.1',
    dir: fs.mkdtempSync(path.join(os.tmpdir(), 'front-diff-')),
    stdio: 'ignore',
    env: { DATA_DIR: dataDir, FORM_MIN_FILL_MS: '0', CONSENT_READ_RATE_LIMIT: '5/600' },
    exposeKeys: true,
  });
  const failures: string[] = [];
  const stats = { requests: 0, hits: 0, cacheable: 0 };
  try {
    // First: the probes below read consent records too, from the same address.
    await clientAddress(front, failures);
    const list = await probes(front.nodeUrl);
    await inParallel(list, async (probe) => {
      const node = await send(front.nodeUrl, probe, true);
      const first = await send(front.url, probe);
      const second = await send(front.url, probe);
      stats.requests += 1;
      compare(probe, node, first, 'first', failures);
      compare(probe, node, second, 'second', failures);
      // A header past postpone_output leaves alone, and its body waits for a delayed ACK.
      expect(
        second.headerBytes + HEADER_MARGIN < POSTPONE_OUTPUT,
        `${probe.label} ${probe.path}: ${second.headerBytes} bytes of headers, near postpone_output (${POSTPONE_OUTPUT})`,
        failures,
      );
      if (second.cache === 'HIT') stats.hits += 1;
      if (probe.cacheable === true) {
        stats.cacheable += 1;
        expect(
          second.cache === 'HIT',
          `${probe.label} ${probe.path}: not from the cache (${second.cache})`,
          failures,
        );
      }
      if (probe.cacheable === false || node.status >= 400) {
        expect(
          !second.cache || second.cache === 'BYPASS' || second.cache === 'MISS',
          `${probe.path}: ${node.status} answered from the cache`,
          failures,
        );
      }
    });
    await reusedConnection(front, failures);
  } finally {
    await front.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(front.dir, { recursive: true, force: true });
  }
  console.log(
    `front differential: ${stats.requests} requests, each to Node and twice through the front; ${stats.hits} second answers from the cache (${stats.cacheable} required); ${Math.round((Date.now() - started) / 1000)} s`,
  );
  if (failures.length) {
    console.error(`${failures.length} differences:\n${failures.slice(0, 60).join('\n')}`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
