/**
 * Whether the front answers as fast on a reused keep-alive connection as on a new one, as a browser
 * asks (HTTP/1.1, keep-alive, Chromium's Accept-Encoding). A response whose header and small body
 * leave in two writes while Nagle is on waits for the client's delayed ACK (40 ms on Linux) on every
 * reused connection, and never on a new one (the client ACKs a connection's first data at once): the
 * new-connection time of the same URL, measured in the same rounds, is the budget, so the check
 * holds on a loaded machine. Used by the differential (`npm test`) and the bench.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

import { median } from '@/scripts/median';

/** What Chromium sends (Chrome 123+). */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** The encodings a browser may end up with: what Chromium asks, gzip only, and identity. */
export const ENCODINGS = [
  { name: 'br', acceptEncoding: BROWSER_ACCEPT_ENCODING },
  { name: 'gzip', acceptEncoding: 'gzip, deflate' },
  { name: 'identity', acceptEncoding: undefined },
] as const;

export type ReuseCase = { label: string; path: string; headers?: Record<string, string> };

/**
 * What a page load fetches, one of each kind, as a browser asks for it: the home page and a product
 * page (documents, Spanish browser), a feed, a sitemap, the home page's stylesheets, its smallest
 * script above the compression threshold and an image.
 */
export async function browserCases(origin: string): Promise<ReuseCase[]> {
  const browser = {
    'accept-language': 'es-ES,es;q=0.9,en;q=0.8',
    'sec-fetch-dest': 'document',
    cookie: 'NEXT_LOCALE=es',
  };
  const html = await (await fetch(`${origin}/`, { headers: browser })).text();
  const assets = [...new Set(html.match(/\/_next\/static\/[^"'\s]+\.(?:css|js)/g) ?? [])];
  const sizes = await Promise.all(
    assets.map(async (asset) => ({
      asset,
      bytes: (await (await fetch(`${origin}${asset}`)).arrayBuffer()).byteLength,
    })),
  );
  const scripts = sizes.filter(({ asset, bytes }) => asset.endsWith('.js') && bytes > 512);
  const script = scripts.sort((a, b) => a.bytes - b.bytes)[0]?.asset;
  // A news illustration above the compression threshold (the home page inlines its own).
  const image = fs
    .readdirSync('public/images/news')
    .find((file) => fs.statSync(path.join('public/images/news', file)).size > 1024);
  return [
    { label: 'home', path: '/', headers: browser },
    { label: 'product', path: '/pantallas-interactivas-educacion/taurus', headers: browser },
    { label: 'feed', path: '/feed.xml' },
    { label: 'sitemap', path: '/sitemap.xml' },
    ...assets.filter((asset) => asset.endsWith('.css')).map((path) => ({ label: 'css', path })),
    ...(script ? [{ label: 'js', path: script }] : []),
    ...(image ? [{ label: 'image', path: `/images/news/${image}` }] : []),
  ];
}

export type ReuseResult = {
  label: string;
  encoding: string;
  contentEncoding: string;
  bytes: number;
  /** Medians. */
  newMs: number;
  reusedMs: number;
  /** The reused connection's budget: see `budgetMs`. */
  budgetMs: number;
};

/**
 * A reused connection's median may exceed neither twice a new connection's median nor its
 * second-slowest time: a stall adds ~40 ms to every reused request, while a loaded machine only
 * spreads both series alike.
 */
function budgetMs(newTimes: number[]): number {
  const sorted = [...newTimes].sort((a, b) => a - b);
  return Math.max(2 * median(newTimes), sorted[sorted.length - 2] ?? 0);
}

type Timed = { ms: number; reused: boolean; contentEncoding: string; bytes: number };

function get(url: URL, headers: Record<string, string>, agent: http.Agent): Promise<Timed> {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    const request = http.get(url, { agent, headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.once('error', reject);
      response.once('end', () => {
        if (response.statusCode !== 200) {
          reject(new Error(`${url.pathname}: status ${response.statusCode}`));
          return;
        }
        resolve({
          ms: Number(process.hrtime.bigint() - start) / 1e6,
          reused: request.reusedSocket,
          contentEncoding: String(response.headers['content-encoding'] ?? ''),
          bytes,
        });
      });
    });
    request.once('error', reject);
  });
}

/**
 * For each case and encoding: `rounds` requests on one keep-alive connection, interleaved with
 * the same request on a new connection each time; the medians of both.
 */
export async function measureReuse(
  origin: string,
  cases: readonly ReuseCase[],
  rounds = 9,
): Promise<ReuseResult[]> {
  const results: ReuseResult[] = [];
  for (const item of cases) {
    for (const encoding of ENCODINGS) {
      const url = new URL(item.path, origin);
      const headers: Record<string, string> = {
        ...(encoding.acceptEncoding ? { 'accept-encoding': encoding.acceptEncoding } : {}),
        ...item.headers,
      };
      const kept = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const fresh = new http.Agent({ keepAlive: false });
      const newTimes: number[] = [];
      const reusedTimes: number[] = [];
      let last: Timed | undefined;
      try {
        // Opens the kept connection (and fills the cache): not timed.
        await get(url, headers, kept);
        for (let round = 0; round < rounds; round += 1) {
          newTimes.push((await get(url, headers, fresh)).ms);
          last = await get(url, headers, kept);
          if (!last.reused) throw new Error(`${item.path}: the keep-alive connection was closed`);
          reusedTimes.push(last.ms);
        }
      } finally {
        kept.destroy();
        fresh.destroy();
      }
      results.push({
        label: item.label,
        encoding: encoding.name,
        contentEncoding: last?.contentEncoding ?? '',
        bytes: last?.bytes ?? 0,
        newMs: median(newTimes),
        reusedMs: median(reusedTimes),
        budgetMs: budgetMs(newTimes),
      });
    }
  }
  return results;
}

/** The cases whose reused connection is slower than its budget. */
export function reuseFailures(results: readonly ReuseResult[]): string[] {
  return results
    .filter((result) => result.reusedMs > result.budgetMs)
    .map(
      (result) =>
        `${result.label} (${result.encoding}, ${result.bytes} bytes ${result.contentEncoding || 'identity'}): ${result.reusedMs.toFixed(1)} ms on a reused connection, ${result.newMs.toFixed(1)} ms on a new one (budget ${result.budgetMs.toFixed(1)} ms)`,
    );
}

export function formatReuse(results: readonly ReuseResult[]): string {
  return results
    .map(
      (result) =>
        `  ${result.label.padEnd(12)} ${result.encoding.padEnd(8)} ${String(result.bytes).padStart(7)} B  new ${result.newMs.toFixed(2)} ms  reused ${result.reusedMs.toFixed(2)} ms`,
    )
    .join('\n');
}
