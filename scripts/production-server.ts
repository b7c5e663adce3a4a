/**
 * The one way tests, checks and benchmarks start a server: `next start` on a port with the
 * environment a production server needs (the command `npm start` runs), or any other command
 * (nginx), each in its own process group and resolved once it answers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

export type RunningServer = {
  url: string;
  /** Stops the whole process group (SIGTERM, then SIGKILL after 5 s). */
  stop: () => Promise<void>;
};

/** A server this process started. */
export type StartedServer = RunningServer & {
  /** Kills the whole process group at once (SIGKILL), as a crash would; resolves once it is gone. */
  kill: () => Promise<void>;
};

/** Answers a readiness probe: by default any status below 500. */
export type ReadyTest = (response: Response) => Promise<boolean>;

/**
 * One probe on a connection of its own, closed after the answer: a pooled keep-alive socket would
 * outlive the probe, and the server's idle timeout can close it just as the caller's next request
 * reuses it ("other side closed").
 */
function probe(url: string): Promise<Response> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: false, headers: { connection: 'close' } }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('error', reject);
      answer.on('end', () => {
        const status = answer.statusCode ?? 500;
        const body = [101, 204, 205, 304].includes(status) ? null : Buffer.concat(chunks);
        resolve(new Response(body, { status }));
      });
    });
    request.on('error', reject);
    request.setTimeout(10_000, () => request.destroy(new Error(`${url}: no answer in 10 s`)));
  });
}

/** Waits until `url` answers and passes `ready`, or throws after `timeoutMs`. */
export async function waitForUrl(
  url: string,
  timeoutMs = 60_000,
  ready: ReadyTest = async (response) => response.status < 500,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if (await ready(await probe(url))) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    // The whole process group goes (next start forks its server), and only it.
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

function stopGroup(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const force = setTimeout(() => signalGroup(child, 'SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    signalGroup(child, signal);
  });
}

/**
 * A data folder of its own for a server, its database migrated (a copy of scripts/pglite-template):
 * PGlite admits one process per folder, and a check must neither wait for a developer's server nor
 * write into its data.
 */
export async function scratchDataDir(): Promise<string> {
  // Loaded on use: PGlite and the migrator are not for every importer of this module.
  const { seededScratchDataDir } = await import('./pglite-template');
  return seededScratchDataDir();
}

export type StartOptions = {
  cwd?: string;
  env?: Record<string, string | undefined>;
  url: string;
  readyPath?: string;
  ready?: ReadyTest;
  timeoutMs?: number;
  /** The child's stdout and stderr (default: stdout ignored, stderr inherited). */
  output?: 'inherit' | 'ignore';
};

/** Starts `command` in its own process group and resolves once `url + readyPath` is ready. */
export async function startServer(
  command: string,
  args: string[],
  options: StartOptions,
): Promise<StartedServer> {
  const child = spawn(command, args, {
    cwd: options.cwd,
    // Undefined values are left out of the child's environment.
    env: { ...process.env, ...options.env },
    detached: true,
    stdio: ['ignore', 'ignore', options.output ?? 'inherit'],
  });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) =>
      reject(new Error(`${command} ${args.join(' ')} exited (${code})`)),
    ),
  );
  try {
    await Promise.race([
      waitForUrl(`${options.url}${options.readyPath ?? '/'}`, options.timeoutMs, options.ready),
      exited,
    ]);
  } catch (error) {
    await stopGroup(child);
    throw error;
  }
  exited.catch(() => undefined);
  return {
    url: options.url,
    stop: () => stopGroup(child),
    kill: () => stopGroup(child, 'SIGKILL'),
  };
}

export type ProductionServerOptions = {
  /** The project folder whose `.next` is served (default: this one). */
  cwd?: string;
  /** Extra environment; DATA_DIR defaults to a scratch folder. */
  env?: Record<string, string>;
  /** The path polled until ready (default /robots.txt) and what its answer must show. */
  readyPath?: string;
  ready?: ReadyTest;
  timeoutMs?: number;
  output?: 'inherit' | 'ignore';
};

/**
 * Starts the production build with `next start -H localhost -p <port>` (what `npm start` runs) and
 * resolves once it serves. Needs a build (`npm run build`) in `cwd`.
 */
export async function startProductionServer(
  port: number,
  options: ProductionServerOptions = {},
): Promise<StartedServer> {
  const cwd = path.resolve(options.cwd ?? '.');
  if (!fs.existsSync(path.join(cwd, '.next', 'BUILD_ID'))) {
    throw new Error(`No production build in ${cwd}/.next: run \`npm run build\` first.`);
  }
  const env = {
    NEXT_TELEMETRY_DISABLED: '1',
    PORT: String(port),
    ...options.env,
    DATA_DIR: options.env?.DATA_DIR ?? (await scratchDataDir()),
    // A test runner's own NODE_ENV (vitest, Playwright) must not leak into a production server.
    NODE_ENV: undefined,
  };
  // This project's Next, also for another folder (a copy, the bench's bare app).
  const nextBin = path.resolve('node_modules', 'next', 'dist', 'bin', 'next');
  return startServer(process.execPath, [nextBin, 'start', '-H', 'localhost', '-p', String(port)], {
    cwd,
    env,
    url: `http://localhost:${port}`,
    readyPath: options.readyPath ?? '/robots.txt',
    ready: options.ready,
    timeoutMs: options.timeoutMs,
    output: options.output,
  });
}
