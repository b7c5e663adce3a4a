import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

import {
  BROWSER_ACCEPT_ENCODING,
  browserCases,
  ENCODINGS,
  type Front,
  type TlsListeners,
} from '@/scripts/front-server';
import { median } from '@/scripts/median';
import { nginxMain, nginxTempPaths } from '@/scripts/nginx-preamble';
import { scratchDataDir, type RunningServer } from '@/scripts/production-server';

import { CONNECTIONS, loadFast, loadH2, type ServingResult } from './load-tools';
import { runNginx } from './serving';

/* The serving front measured against a reference nginx on the same bytes: its table and budget. */

/** Through the front: p99 at most this, and at least this share of nginx's own req/s on the same bytes. */
export const FRONT_BUDGET = { p99Ms: 20, shareOfLimit: 0.5 } as const;

/** A throwaway self-signed P-256 certificate for localhost, in `dir`. */
function selfSignedCertificate(dir: string): { certificate: string; key: string } {
  const certificate = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  const request = 'req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 2';
  execFileSync(
    'openssl',
    [...request.split(' '), '-subj', '/CN=localhost', '-keyout', key, '-out', certificate],
    {
      stdio: 'ignore',
    },
  );
  return { certificate, key };
}

export type FrontServing = {
  results: ServingResult[];
  failures: string[];
  table: string;
  /** The kinds of `tlsKinds` in br over plain HTTP/1.1, TLS and HTTP/2 (when asked). */
  tlsTable?: string;
};

/** One of the reference's files: the bytes the front answered, in each encoding, and their type. */
type ReferenceFile = { kind: string; contentType: string; bodies: Record<string, Buffer> };

/** The raw bytes of an answer (Node's http does not decompress) and its type. */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ body: Buffer; type: string; encoding: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.once('end', () =>
          resolve({
            body: Buffer.concat(chunks),
            type: String(response.headers['content-type'] ?? 'application/octet-stream'),
            encoding: String(response.headers['content-encoding'] ?? ''),
          }),
        );
        response.once('error', reject);
      })
      .once('error', reject);
  });
}

/**
 * nginx serving the front's very bytes as static files, precompressed (`brotli_static`,
 * `gzip_static`), with `sendfile` and `tcp_nopush` as a static site would: the limit the front is
 * held to. One location per kind, answering with the front's Content-Type.
 */
export async function startStaticReference(
  files: ReferenceFile[],
  port: number,
  tls?: TlsListeners,
): Promise<RunningServer> {
  const { NGINX_MODULES, tlsLines } = await import('@/scripts/front-server');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-static-'));
  fs.chmodSync(dir, 0o755);
  const suffix: Record<string, string> = { identity: '', br: '.br', gzip: '.gz' };
  for (const file of files) {
    for (const [encoding, body] of Object.entries(file.bodies)) {
      fs.writeFileSync(path.join(dir, `${file.kind}${suffix[encoding]}`), body, { mode: 0o644 });
    }
  }
  const brotli = fs.existsSync(path.join(NGINX_MODULES, 'ngx_http_brotli_static_module.so'));
  const config = `${brotli ? `load_module ${NGINX_MODULES}/ngx_http_brotli_static_module.so;\n` : ''}${nginxMain(dir, { connections: 4096, errorLog: `${dir}/error.log` })}
http {
  access_log off;
  keepalive_requests 10000;
  sendfile on;
  tcp_nopush on;
  gzip_static on;
${brotli ? '  brotli_static on;\n' : ''}  ${nginxTempPaths(dir)}
  server {
    listen 127.0.0.1:${port};
${tls ? `${tlsLines(tls, '    ')}\n` : ''}    root ${dir};
${files.map((file) => `    location = /${file.kind} { default_type "${file.contentType}"; }`).join('\n')}
  }
}
`;
  return runNginx(dir, config, port);
}

export type FrontOptions = {
  /** Interleaved rounds (reference, front, reference, front, …); each figure is their median. */
  rounds?: number;
  /** Kinds to measure (default: all of `browserCases`). */
  kinds?: readonly string[];
  /**
   * Kinds also measured over TLS 1.3, with HTTP/1.1 and HTTP/2, in br (none when absent): the front's
   * own server block and the reference both listen with TLS too.
   */
  tlsKinds?: readonly string[];
};

function medianResult(name: string, url: string, runs: ServingResult[]): ServingResult {
  const pick = (key: 'requestsPerSecond' | 'p50Ms' | 'p99Ms') => median(runs.map((r) => r[key]));
  return {
    name,
    url,
    requestsPerSecond: pick('requestsPerSecond'),
    p50Ms: pick('p50Ms'),
    p99Ms: pick('p99Ms'),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
  };
}

const rps = (value: number) => Math.round(value).toLocaleString('en');

/** `npm run start:front` on `base` (Node) and `base + 1` (nginx), quiet, on a scratch data folder. */
export async function startBenchFront(base: number, tls?: TlsListeners): Promise<Front> {
  const { startFront } = await import('@/scripts/front-server');
  return startFront({
    port: base,
    frontPort: base + 1,
    bind: '127.0.0.1',
    stdio: 'ignore',
    dir: fs.mkdtempSync(path.join(os.tmpdir(), 'bench-front-')),
    env: { DATA_DIR: await scratchDataDir() },
    tls,
  });
}

type Runner = typeof loadFast;

/**
 * The reference and the front on the same request, `rounds` interleaved rounds at 64 connections
 * and on one: the table cells (req/s and p99 of each, the median of the rounds' ratios), the
 * results, and what breaks the budget (`budget` false: shown, not held to it).
 */
async function measurePair(
  label: string,
  urls: { reference: string; front: string },
  headers: Record<string, string>,
  {
    seconds,
    rounds,
    run = loadFast,
    budget = true,
  }: { seconds: number; rounds: number; run?: Runner; budget?: boolean },
): Promise<{ cells: string[]; results: ServingResult[]; failures: string[] }> {
  const cells: string[] = [];
  const results: ServingResult[] = [];
  const failures: string[] = [];
  for (const connections of [CONNECTIONS, 1]) {
    const runs = { reference: [] as ServingResult[], front: [] as ServingResult[] };
    for (let round = 0; round < rounds; round += 1) {
      const options = { headers, connections, warmup: round === 0 ? 1 : 0 };
      runs.reference.push(await run('reference', urls.reference, seconds, options));
      runs.front.push(await run('front', urls.front, seconds, options));
    }
    const name = `${label}, ${connections} conn.`;
    const limit = medianResult(`${name}: nginx, static file`, urls.reference, runs.reference);
    const viaFront = medianResult(`${name}: the front`, urls.front, runs.front);
    results.push(limit, viaFront);
    const share = median(
      runs.front.map((r, i) => r.requestsPerSecond / runs.reference[i]!.requestsPerSecond),
    );
    cells.push(
      `${rps(limit.requestsPerSecond)} (p99 ${limit.p99Ms} ms)`,
      `${rps(viaFront.requestsPerSecond)} (p99 ${viaFront.p99Ms} ms)`,
      `${Math.round(share * 100)} %`,
    );
    if (viaFront.errors > 0 || viaFront.non2xx > 0) {
      failures.push(`front, ${name}: ${viaFront.errors} errors, ${viaFront.non2xx} non-2xx`);
    }
    if (!budget) continue;
    if (share < FRONT_BUDGET.shareOfLimit) {
      failures.push(
        `front, ${name}: ${Math.round(share * 100)} % of nginx's req/s on the file (budget ${FRONT_BUDGET.shareOfLimit * 100} %)`,
      );
    }
    if (connections === CONNECTIONS && viaFront.p99Ms > FRONT_BUDGET.p99Ms) {
      failures.push(`front, ${name}: p99 ${viaFront.p99Ms} ms (budget ${FRONT_BUDGET.p99Ms} ms)`);
    }
  }
  return { cells, results, failures };
}

const TABLE_HEAD = (first: string) =>
  [
    `| kind | ${first} | nginx, static file, ${CONNECTIONS} conn. | front, ${CONNECTIONS} conn. | share | nginx, 1 conn. | front, 1 conn. | share |`,
    '|---|---|---:|---:|---:|---:|---:|---:|',
  ].join('\n');

/**
 * The serving front's table, asked as a browser asks (HTTP/1.1 keep-alive, Chromium's
 * Accept-Encoding, a Spanish Accept-Language and locale cookie on documents): for each kind a page
 * load fetches (home, product page, feed, sitemap, a stylesheet, a script, an image) and each
 * encoding (br, gzip, identity), nginx serving the front's very bytes as a precompressed static file
 * beside the front, at 64 connections and on one keep-alive connection, interleaved round by round
 * on this shared machine. With `tlsKinds`, those kinds again over TLS 1.3 (HTTP/1.1 with wrk,
 * HTTP/2 with h2load), both servers listening with TLS too, and a new connection per request.
 * Then `next start` alone on the home page, a first visit (a cached redirect) and a burst of form
 * POSTs. `base` is Node's port; the front and the reference take the next two, and with TLS the
 * front's TLS listeners the next two (HTTP/2, HTTP/1.1) and the reference's the two after.
 */
export async function measureFront(
  base: number,
  seconds: number,
  options: FrontOptions = {},
): Promise<FrontServing> {
  const rounds = options.rounds ?? 3;
  const certificates = options.tlsKinds?.length
    ? selfSignedCertificate(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-tls-')))
    : undefined;
  const listeners = (first: number): TlsListeners | undefined =>
    certificates && {
      h2: `127.0.0.1:${first}`,
      h1: `127.0.0.1:${first + 1}`,
      ...certificates,
    };
  const frontTls = listeners(base + 3);
  const referenceTls = listeners(base + 5);
  const front = await startBenchFront(base, frontTls);
  const results: ServingResult[] = [];
  const failures: string[] = [];
  const rows: string[] = [];
  const tlsRows: string[] = [];
  try {
    const cases = (await browserCases(front.url)).filter(
      (item, index, all) =>
        (!options.kinds || options.kinds.includes(item.label)) &&
        all.findIndex((other) => other.label === item.label) === index,
    );
    const files: ReferenceFile[] = [];
    for (const item of cases) {
      const file: ReferenceFile = { kind: item.label, contentType: '', bodies: {} };
      for (const encoding of ENCODINGS) {
        const headers = {
          ...item.headers,
          ...(encoding.acceptEncoding ? { 'accept-encoding': encoding.acceptEncoding } : {}),
        };
        // Twice: the first fills the front's cache.
        await rawGet(`${front.url}${item.path}`, headers);
        const answer = await rawGet(`${front.url}${item.path}`, headers);
        file.contentType = answer.type;
        file.bodies[answer.encoding || 'identity'] = answer.body;
      }
      files.push(file);
    }
    const reference = await startStaticReference(files, base + 2, referenceTls);
    try {
      for (const item of cases) {
        for (const encoding of ENCODINGS) {
          const headers = {
            ...item.headers,
            ...(encoding.acceptEncoding ? { 'accept-encoding': encoding.acceptEncoding } : {}),
          };
          const pair = await measurePair(
            `${item.label} ${encoding.name}`,
            { reference: `${reference.url}/${item.label}`, front: `${front.url}${item.path}` },
            headers,
            { seconds, rounds },
          );
          results.push(...pair.results);
          failures.push(...pair.failures);
          rows.push(`| ${[item.label, encoding.name, ...pair.cells].join(' | ')} |`);
        }
      }
      if (frontTls && referenceTls) {
        for (const item of cases.filter((c) => options.tlsKinds!.includes(c.label))) {
          const headers = { ...item.headers, 'accept-encoding': BROWSER_ACCEPT_ENCODING };
          const protocols = [
            ['HTTP/1.1', 'http://127.0.0.1', base + 2, base + 1, loadFast],
            ['HTTP/1.1 over TLS', 'https://127.0.0.1', base + 6, base + 4, loadFast],
            ['HTTP/2 over TLS', 'https://127.0.0.1', base + 5, base + 3, loadH2],
          ] as const;
          for (const [protocol, origin, referencePort, frontPort, run] of protocols) {
            const pair = await measurePair(
              `${item.label} br, ${protocol}`,
              {
                reference: `${origin}:${referencePort}/${item.label}`,
                front: `${origin}:${frontPort}${item.path}`,
              },
              headers,
              { seconds, rounds, run, budget: false },
            );
            results.push(...pair.results);
            failures.push(...pair.failures);
            tlsRows.push(`| ${[item.label, protocol, ...pair.cells].join(' | ')} |`);
          }
          // A new connection per request (16 at a time): what a TLS handshake costs.
          for (const [name, url] of [
            ['the front, plain', `http://127.0.0.1:${base + 1}${item.path}`],
            ['the front, TLS 1.3', `https://127.0.0.1:${base + 4}${item.path}`],
            ['nginx, static file, TLS 1.3', `https://127.0.0.1:${base + 6}/${item.label}`],
          ] as const) {
            results.push(
              await loadFast(
                `${item.label} br, a new connection per request: ${name}`,
                url,
                seconds,
                {
                  headers: { ...headers, connection: 'close' },
                  connections: 16,
                },
              ),
            );
          }
        }
      }
    } finally {
      await reference.stop();
    }
    const home = cases.find((item) => item.label === 'home');
    if (home) {
      results.push(
        await loadFast('home br: npm start', `${front.nodeUrl}/`, seconds, {
          headers: { ...home.headers, 'accept-encoding': BROWSER_ACCEPT_ENCODING },
        }),
      );
    }
    for (const [server, origin] of [
      ['the front', front.url],
      ['npm start', front.nodeUrl],
    ] as const) {
      // A campaign's first visit: no cookie, a French browser, a 307 to /fr (the front's from its cache).
      const firstVisit = {
        'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8',
        'accept-encoding': BROWSER_ACCEPT_ENCODING,
      };
      // Once alone first: Node may still be working off the load above, and the front's first
      // answer waits for it (a 2 s run then counted nothing).
      await rawGet(`${origin}/?utm_source=campaign`, firstVisit);
      results.push(
        await loadFast(
          `first visit (fr browser, no cookie): ${server}`,
          `${origin}/?utm_source=campaign`,
          seconds,
          { headers: firstVisit },
        ),
      );
      // A form POST burst from one client: refused past the front's burst, or Node's own limit (429).
      results.push(
        await loadFast(
          `form POST burst, one client: ${server}`,
          `${origin}/api/forms/contact?locale=es`,
          seconds,
          {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
            body: 'name=x',
          },
        ),
      );
    }
  } finally {
    await front.stop();
    fs.rmSync(front.dir, { recursive: true, force: true });
    if (certificates) fs.rmSync(path.dirname(certificates.key), { recursive: true, force: true });
  }
  const table = [TABLE_HEAD('encoding'), ...rows].join('\n');
  const tlsTable = tlsRows.length ? [TABLE_HEAD('protocol'), ...tlsRows].join('\n') : undefined;
  return { results, failures, table, tlsTable };
}
