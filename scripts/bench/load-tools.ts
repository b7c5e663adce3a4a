import { spawn } from 'node:child_process';
import fs from 'node:fs';

import autocannon from 'autocannon';

/* The load generators of the serving tables: autocannon, wrk and h2load, each read into a ServingResult. */

export type ServingResult = {
  name: string;
  url: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
};

export const CONNECTIONS = 64;

type LoadOptions = {
  headers?: Record<string, string>;
  method?: 'GET' | 'POST';
  body?: string;
  /** wrk only: connections (default `CONNECTIONS`) and warm-up seconds (default 2). */
  connections?: number;
  warmup?: number;
};

/** autocannon: `CONNECTIONS` keep-alive connections for `seconds`, after a short warm-up. */
export async function load(
  name: string,
  url: string,
  seconds: number,
  options: LoadOptions = {},
): Promise<ServingResult> {
  await autocannon({ url, connections: CONNECTIONS, duration: 2, ...options });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, ...options });
  return {
    name,
    url,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** `-H 'name: value'` for each header (wrk and h2load). */
const headerFlags = (headers: Record<string, string> = {}) =>
  Object.entries(headers).flatMap(([key, value]) => ['-H', `${key}: ${value}`]);

/** A load tool's standard output, once it exits (rejects with it when the tool fails). */
function output(tool: string, args: string[]): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const child = spawn(tool, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(out))));
  });
}

/**
 * wrk when installed (it measures nginx without being the bottleneck, as the table did),
 * else autocannon; `CONNECTIONS` connections for `seconds` after a 2 s warm-up. POSTs use autocannon.
 */
export async function loadFast(
  name: string,
  url: string,
  seconds: number,
  options: LoadOptions = {},
): Promise<ServingResult> {
  const wrk = ['/usr/bin/wrk', '/usr/local/bin/wrk'].find((file) => fs.existsSync(file));
  const { connections = CONNECTIONS, warmup = 2 } = options;
  if (!wrk || options.method === 'POST') {
    return load(name, url, seconds, {
      headers: options.headers,
      method: options.method ?? 'GET',
      body: options.body,
    });
  }
  const headerArgs = headerFlags(options.headers);
  const runWrk = (duration: number) =>
    output(wrk, [
      `-t${Math.min(2, connections)}`,
      `-c${connections}`,
      `-d${duration}s`,
      '--latency',
      ...headerArgs,
      url,
    ]);
  if (warmup > 0) await runWrk(warmup);
  const out = await runWrk(seconds);
  const ms = (percentile: string) => {
    const match = out.match(new RegExp(`${percentile}%\\s+([\\d.]+)(us|ms|s)`));
    if (!match) return NaN;
    const value = Number(match[1]);
    return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value;
  };
  const socket = out.match(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/);
  return {
    name,
    url,
    requestsPerSecond: Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? 0),
    p50Ms: ms('50'),
    p99Ms: ms('99'),
    errors: socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
    non2xx: Number(out.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0),
  };
}

/**
 * h2load (nghttp2-client) over TLS with HTTP/2, one stream per connection, `connections`
 * connections; its req/s (it reports no percentiles: p50 and p99 are its mean and max). One
 * connection runs a fixed count of requests instead: nginx closes an HTTP/2 connection after
 * `keepalive_requests` (10,000) and h2load does not open another.
 */
export async function loadH2(
  name: string,
  url: string,
  seconds: number,
  options: { headers?: Record<string, string>; connections?: number; warmup?: number } = {},
): Promise<ServingResult> {
  const { connections = CONNECTIONS, warmup = 2 } = options;
  const headerArgs = headerFlags(options.headers);
  const size = (duration: number) =>
    connections === 1
      ? ['-n', String(Math.min(9_000, duration * 3_000))]
      : ['-D', String(duration)];
  const run = (duration: number) =>
    output('h2load', [
      ...size(duration),
      `-c${connections}`,
      '-m1',
      `-t${Math.min(2, connections)}`,
      ...headerArgs,
      url,
    ]);
  if (warmup > 0) await run(warmup);
  const out = await run(seconds);
  const times = out.match(/time for request:\s+\S+\s+([\d.]+)(us|ms|s)\s+([\d.]+)(us|ms|s)/);
  const ms = (value?: string, unit?: string) =>
    Number(value) * (unit === 'us' ? 0.001 : unit === 's' ? 1000 : 1);
  const requests = out.match(/requests: (\d+) total, \d+ started, (\d+) done, (\d+) succeeded/);
  const codes = out.match(/status codes: (\d+) 2xx, (\d+) 3xx, (\d+) 4xx, (\d+) 5xx/);
  return {
    name,
    url,
    requestsPerSecond: Number(out.match(/finished in [\d.]+\w+, ([\d.]+) req\/s/)?.[1] ?? 0),
    p50Ms: ms(times?.[3], times?.[4]),
    p99Ms: ms(times?.[1], times?.[2]),
    errors: requests ? Number(requests[1]) - Number(requests[3]) : 0,
    non2xx: codes ? Number(codes[3]) + Number(codes[4]) : 0,
  };
}
