import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Helpers of the new-build end-to-end test: a second production build of the same sources in a
 * copy, and `next start` servers that can be swapped on one port (a deploy, seen from a browser).
 */

const ROOT = process.cwd();
const NEXT_BIN = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');

/** Work folder inside `.next`: every tool ignores it and the next production build wipes it. */
export const WORK_DIR = path.join(ROOT, '.next', 'platform-e2e');

// The lockfile stays behind on purpose: without one in the copy, Next takes the project as the
// workspace root, so the copy's node_modules (a link to the project's) stays inside that root.
const LEFT_OUT = new Set([
  'node_modules',
  '.next',
  '.git',
  'data',
  'test-results',
  'playwright-report',
  'package-lock.json',
  'tsconfig.tsbuildinfo',
]);

/** The build id of the project's own production build (`.next`). */
export function projectBuildId(): string {
  return fs.readFileSync(path.join(ROOT, '.next', 'BUILD_ID'), 'utf8').trim();
}

/** Copies the sources (no dependencies, builds or data) to `dest`, replacing what was there. */
export function copySources(dest: string): void {
  fs.rmSync(dest, { recursive: true, force: true });
  fs.mkdirSync(dest, { recursive: true });
  for (const entry of fs.readdirSync(ROOT)) {
    if (LEFT_OUT.has(entry)) continue;
    fs.cpSync(path.join(ROOT, entry), path.join(dest, entry), { recursive: true });
  }
  // Sources reach into node_modules by relative paths too (the local font), so it sits beside them.
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dest, 'node_modules'), 'dir');
}

function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: Record<string, string | undefined> = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    ...extra,
  };
  // The test runner's own NODE_ENV (if any) must not leak into a production build or server.
  delete env.NODE_ENV;
  return env as NodeJS.ProcessEnv;
}

/** Runs `next build` in `dir` with a fixed build id; rejects with the end of the log on failure. */
export function build(dir: string, buildId: string): Promise<void> {
  const log = path.join(dir, 'build.log');
  const out = fs.openSync(log, 'w');
  const child = spawn(process.execPath, [NEXT_BIN, 'build'], {
    cwd: dir,
    env: childEnv({ NEXT_PUBLIC_BUILD_ID: buildId }),
    stdio: ['ignore', out, out],
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => {
      fs.closeSync(out);
      if (code === 0) return resolve();
      const tail = fs.readFileSync(log, 'utf8').split('\n').slice(-40).join('\n');
      reject(new Error(`next build in ${dir} exited with ${code}:\n${tail}`));
    });
  });
}

/** A `next start` server started the way the start script does (`-H localhost`). */
export type Server = { origin: string; stop: () => Promise<void> };

/**
 * Starts `next start` in `dir` on `port`, with its own data folder and `env`; resolves once it
 * serves `buildId`.
 */
export async function start(
  dir: string,
  port: number,
  buildId: string,
  env: Record<string, string> = {},
): Promise<Server> {
  const child: ChildProcess = spawn(
    process.execPath,
    [NEXT_BIN, 'start', '-H', 'localhost', '-p', String(port)],
    {
      cwd: dir,
      env: childEnv({
        PORT: String(port),
        DATA_DIR: path.join(WORK_DIR, `data-${port}-${buildId}`),
        ...env,
      }),
      stdio: 'ignore',
      // Its own process group, so stopping it also stops the server process it forks.
      detached: true,
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const origin = `http://localhost:${port}`;
  const server: Server = {
    origin,
    async stop() {
      if (child.exitCode === null && child.pid) {
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          // Already gone.
        }
        await exited;
      }
    },
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const response = await fetch(`${origin}/api/build`, { cache: 'no-store' });
      const body = (await response.json()) as { buildId?: string };
      if (body.buildId === buildId) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await server.stop();
  throw new Error(`next start in ${dir} did not serve build ${buildId} on port ${port}`);
}
