import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import autocannon from 'autocannon';

import { nginxMain, nginxTempPaths } from '../nginx-preamble';
import {
  scratchDataDir,
  startProductionServer,
  startServer,
  type RunningServer,
} from '../production-server';

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

type LoadOptions = { headers?: Record<string, string>; method?: 'GET' | 'POST'; body?: string };

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

/**
 * Debian's nginx serving one HTML file on a loopback port, from a throwaway config in the temp
 * folder (the reference the issue compares `next start` with).
 */
export async function startNginx(html: string, port: number): Promise<RunningServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-nginx-'));
  fs.chmodSync(dir, 0o755);
  fs.writeFileSync(path.join(dir, 'page.html'), html, { mode: 0o644 });
  const config = `${nginxMain(dir, { connections: 4096, errorLog: `${dir}/error.log` })}
http {
  access_log off;
  ${nginxTempPaths(dir)}
  server {
    listen 127.0.0.1:${port};
    root ${dir};
    location / { default_type text/html; try_files /page.html =404; }
  }
}
`;
  fs.writeFileSync(path.join(dir, 'nginx.conf'), config);
  const nginx =
    process.env.NGINX ?? (fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');
  const server = await startServer(nginx, ['-c', path.join(dir, 'nginx.conf'), '-p', dir], {
    url: `http://127.0.0.1:${port}`,
  });
  return {
    url: server.url,
    stop: async () => {
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The same production build served by `next start` with the proxy switched off: a temp project
 * whose entries link to this one, with a hard-linked `.next` whose functions manifest no longer
 * lists `/_middleware` (the file Next.js reads at start to load a Node proxy).
 */
export async function startWithoutProxy(port: number): Promise<RunningServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-no-proxy-'));
  for (const entry of fs.readdirSync('.')) {
    if (entry === '.next' || entry === 'data') continue;
    fs.symlinkSync(path.resolve(entry), path.join(dir, entry));
  }
  await new Promise<void>((resolve, reject) =>
    spawn('cp', ['-al', path.resolve('.next'), path.join(dir, '.next')]).once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`cp -al .next failed (${code})`)),
    ),
  );
  const manifestPath = path.join(dir, '.next/server/functions-config-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as {
    functions: Record<string, unknown>;
  };
  delete manifest.functions['/_middleware'];
  // A new file, not a write through the hard link into the real build.
  fs.rmSync(manifestPath);
  fs.writeFileSync(manifestPath, JSON.stringify(manifest));
  const server = await startNextIn(dir, port);
  return {
    url: server.url,
    stop: async () => {
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** `next start` of an app folder (the bare floor app, the proxy-less copy), on `localhost`. */
export function startNextIn(dir: string, port: number): Promise<RunningServer> {
  return startProductionServer(port, { cwd: dir, readyPath: '/' });
}

/** The kinds of page the front table measures (prerendered, reached through the locale proxy). */
export const FRONT_PAGES = [
  { kind: 'home', path: '/' },
  { kind: 'product', path: '/pantallas-interactivas-educacion/taurus' },
  { kind: 'article', path: '/noticias/que-es-edtech' },
] as const;

/** Through the front: p99 at most this, and at least this share of nginx's own req/s on the file. */
export const FRONT_BUDGET = { p99Ms: 20, shareOfLimit: 0.5 } as const;

/**
 * wrk when installed (it measures nginx without being the bottleneck, as the issue's table did),
 * else autocannon; `CONNECTIONS` connections for `seconds` after a 2 s warm-up. POSTs use autocannon.
 */
export async function loadFast(
  name: string,
  url: string,
  seconds: number,
  options: LoadOptions = {},
): Promise<ServingResult> {
  const wrk = ['/usr/bin/wrk', '/usr/local/bin/wrk'].find((file) => fs.existsSync(file));
  if (!wrk || options.method === 'POST') return load(name, url, seconds, options);
  const headerArgs = Object.entries(options.headers ?? {}).flatMap(([key, value]) => [
    '-H',
    `${key}: ${value}`,
  ]);
  const runWrk = (duration: number) =>
    new Promise<string>((resolve, reject) => {
      const child = spawn(
        wrk,
        ['-t2', `-c${CONNECTIONS}`, `-d${duration}s`, '--latency', ...headerArgs, url],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      );
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.once('error', reject);
      child.once('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(out))));
    });
  await runWrk(2);
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

export type FrontServing = { results: ServingResult[]; failures: string[] };

/**
 * The serving front's table: for each page, nginx serving that page's HTML file (the limit), the
 * front (`npm run start:front`) and `next start` alone — the very Node process behind the front —
 * then a first visit (no cookie, a foreign Accept-Language: a cached redirect) and a burst of form
 * POSTs. `base` is Node's port; the front and the reference nginx take the next two.
 */
export async function measureFront(base: number, seconds: number): Promise<FrontServing> {
  const { startFront } = await import('../front/start');
  const front = await startFront({
    port: base,
    frontPort: base + 1,
    bind: '127.0.0.1',
    stdio: 'ignore',
    dir: fs.mkdtempSync(path.join(os.tmpdir(), 'bench-front-')),
    env: { DATA_DIR: scratchDataDir() },
  });
  const results: ServingResult[] = [];
  const failures: string[] = [];
  try {
    for (const page of FRONT_PAGES) {
      const html = await (await fetch(`${front.nodeUrl}${page.path}`)).text();
      // The cache's first request of the page goes to Node; the load measures the front's answers.
      await (await fetch(`${front.url}${page.path}`)).arrayBuffer();
      const limit = await startNginx(html, base + 2);
      let limitResult: ServingResult;
      try {
        limitResult = await loadFast(
          `${page.kind}: nginx, the page's HTML file`,
          `${limit.url}/`,
          seconds,
        );
      } finally {
        await limit.stop();
      }
      const viaFront = await loadFast(
        `${page.kind}: the front`,
        `${front.url}${page.path}`,
        seconds,
      );
      const direct = await loadFast(
        `${page.kind}: npm start`,
        `${front.nodeUrl}${page.path}`,
        seconds,
      );
      results.push(limitResult, viaFront, direct);
      const share = viaFront.requestsPerSecond / limitResult.requestsPerSecond;
      if (share < FRONT_BUDGET.shareOfLimit) {
        failures.push(
          `front, ${page.kind}: ${Math.round(share * 100)} % of nginx's req/s on the file (budget ${FRONT_BUDGET.shareOfLimit * 100} %)`,
        );
      }
      if (viaFront.p99Ms > FRONT_BUDGET.p99Ms) {
        failures.push(
          `front, ${page.kind}: p99 ${viaFront.p99Ms} ms (budget ${FRONT_BUDGET.p99Ms} ms)`,
        );
      }
      if (viaFront.errors > 0 || viaFront.non2xx > 0) {
        failures.push(`front, ${page.kind}: ${viaFront.errors} errors, ${viaFront.non2xx} non-2xx`);
      }
    }
    for (const [server, origin] of [
      ['the front', front.url],
      ['npm start', front.nodeUrl],
    ] as const) {
      // A campaign's first visit: no cookie, a French browser, a 307 to /fr (the front's from its cache).
      results.push(
        await loadFast(
          `first visit (fr browser, no cookie): ${server}`,
          `${origin}/?utm_source=campaign`,
          seconds,
          { headers: { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8' } },
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
  }
  return { results, failures };
}
