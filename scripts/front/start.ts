/**
 * `npm run start:front`: `next start` on PORT (default 3000) behind nginx on FRONT_PORT (default 8080),
 * both in the foreground; Ctrl-C stops both, and either one exiting stops the other.
 *
 *   FRONT_BIND   address nginx listens on (default: every address)
 *   FRONT_DIR    configuration, cache and temp folder (default: <tmp>/synetech-front-<FRONT_PORT>)
 *   NGINX        the nginx binary (default /usr/sbin/nginx)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import dns from 'node:dns/promises';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { waitForUrl } from '@/scripts/production-server';

import { writeFrontConfig, type TlsListeners } from './config';
import { followBuild } from './follow-build';

const NEXT_BIN = path.resolve('node_modules/next/dist/bin/next');

export type Front = {
  url: string;
  nodeUrl: string;
  dir: string;
  /** Resolves with the name of the first child that exits. */
  exited: Promise<string>;
  stop: () => Promise<void>;
};

export type FrontStart = {
  port: number;
  frontPort: number;
  bind?: string;
  dir?: string;
  /** Start `next start` too (default); false when the caller runs Node itself (FRONT_BUILD_FILE, TRUSTED_PROXY). */
  startNode?: boolean;
  /** Extra environment for Node. */
  env?: Record<string, string>;
  /** Page answers carry their cache key, from the maps and from njs (the differential). */
  exposeKeys?: boolean;
  /** Listeners with TLS and HTTP/2 beside the plain one (the bench). */
  tls?: TlsListeners;
  /** Where the children's output goes (default: this process's). */
  stdio?: 'inherit' | 'ignore';
};

export function nginxBinary(): string {
  return process.env.NGINX ?? (fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');
}

/**
 * The address `next start -H localhost` listens on, as nginx must connect to it, and the address
 * nginx connects from: a loopback address of its own over IPv4 (127.0.0.2), so Node can tell the
 * front from any other local client.
 */
async function nodeAddress(port: number): Promise<{ upstream: string; source?: string }> {
  const { address, family } = await dns.lookup('localhost');
  return family === 6
    ? { upstream: `[${address}]:${port}` }
    : { upstream: `${address}:${port}`, source: '127.0.0.2' };
}

function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const force = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    try {
      if (child.pid) process.kill(-child.pid, signal);
    } catch {
      resolve();
    }
  });
}

/** Resolves once `url` answers any HTTP status. */
async function waitForHttp(url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await (await fetch(url, { redirect: 'manual' })).arrayBuffer();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** Resolves once `ready` does; rejects when `child` exits first. */
async function waitFor(url: string, child: ChildProcess, ready: Promise<void>): Promise<void> {
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`${url}: the server exited (${code})`))),
  );
  exited.catch(() => undefined);
  await Promise.race([ready, exited]);
}

/** Writes the configuration, starts Node (unless told not to) and nginx, resolves once both answer. */
export async function startFront(options: FrontStart): Promise<Front> {
  const dir = options.dir ?? path.join(os.tmpdir(), `synetech-front-${options.frontPort}`);
  const buildFile = path.join(dir, 'build-id');
  const listen = options.bind ? `${options.bind}:${options.frontPort}` : String(options.frontPort);
  fs.mkdirSync(dir, { recursive: true });
  const { upstream, source } = await nodeAddress(options.port);
  const config = writeFrontConfig({
    dir,
    listen,
    upstream,
    sourceAddress: source,
    buildFile,
    workers: process.env.FRONT_WORKERS,
    exposeKeys: options.exposeKeys,
    tls: options.tls,
  });
  const stdio = options.stdio ?? 'inherit';
  const children: ChildProcess[] = [];
  let exit: (name: string) => void = () => undefined;
  const exited = new Promise<string>((resolve) => (exit = resolve));
  // Before Node starts: Node waits until the front has taken the build it announces.
  const follower = followBuild(dir, buildFile);
  const stop = async () => {
    follower.stop();
    await Promise.all(children.map((child) => stopChild(child)));
  };
  try {
    if (options.startNode !== false) {
      // Node trusts the front's X-Forwarded-For, and only the front's (lib/server/client-address.ts).
      const node = spawn(
        process.execPath,
        [NEXT_BIN, 'start', '-H', 'localhost', '-p', String(options.port)],
        {
          env: {
            ...process.env,
            PORT: String(options.port),
            TRUSTED_PROXY: source ?? '::1',
            FRONT_BUILD_FILE: buildFile,
            ...options.env,
          },
          stdio: ['ignore', stdio, stdio],
          detached: true,
        },
      );
      children.push(node);
      node.once('exit', () => exit('next start'));
      const nodeReady = `http://localhost:${options.port}/robots.txt`;
      await waitFor(nodeReady, node, waitForUrl(nodeReady, 120_000));
    }
    const nginx = spawn(nginxBinary(), ['-p', dir, '-c', config], {
      stdio: ['ignore', stdio, stdio],
      detached: true,
    });
    children.push(nginx);
    nginx.once('exit', () => exit('nginx'));
    // Any answer will do: without Node yet (startNode: false) nginx says 502.
    const frontReady = `http://localhost:${options.frontPort}/robots.txt`;
    await waitFor(frontReady, nginx, waitForHttp(frontReady));
    if (nginx.pid) follower.nginxStarted(nginx.pid);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url: `http://localhost:${options.frontPort}`,
    nodeUrl: `http://localhost:${options.port}`,
    dir,
    exited,
    stop,
  };
}

async function main(): Promise<void> {
  if (!fs.existsSync('.next/BUILD_ID')) {
    throw new Error('No production build in .next: run `npm run build` first.');
  }
  const port = Number(process.env.PORT ?? 3000);
  const frontPort = Number(process.env.FRONT_PORT ?? 8080);
  const front = await startFront({
    port,
    frontPort,
    bind: process.env.FRONT_BIND,
    dir: process.env.FRONT_DIR,
  });
  console.log(`front: ${front.url} (nginx, ${front.dir}) → ${front.nodeUrl} (next start)`);
  let stopping = false;
  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    await front.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));
  // Either child exiting on its own ends the pair: a front without Node (or the reverse) is no server.
  const name = await front.exited;
  if (!stopping) {
    console.error(`front: ${name} exited; stopping the other`);
    await shutdown(1);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
