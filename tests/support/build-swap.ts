import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { seedDataDir } from '@/scripts/pglite-template';
import { startProductionServer, type StartedServer } from '@/scripts/production-server';

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

/** The second build of the deploy test: a copy of the sources, built with an id of its own. */
export const B_DIR = path.join(WORK_DIR, 'build-b');

/**
 * Its id: the test command's (`E2E_BUILD_B_ID`, whose build it starts in the background as soon as
 * the first build is done), or one of this run's own.
 */
export const buildBId = process.env.E2E_BUILD_B_ID ?? `e2e-b-${Date.now().toString(36)}`;

function buildIdIn(dir: string): string | undefined {
  const file = path.join(dir, '.next', 'BUILD_ID');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : undefined;
}

/** The build id of the project's own production build (`.next`). */
export function projectBuildId(): string {
  const id = buildIdIn(ROOT);
  if (!id) throw new Error('No production build in .next: run `npm run build` first.');
  return id;
}

/** Copies the sources to `B_DIR` and builds them, unless a build with `buildBId` is already there. */
export async function ensureBuildB(): Promise<void> {
  if (buildIdIn(B_DIR) === buildBId) return;
  copySources(B_DIR);
  await build(B_DIR, buildBId);
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

/**
 * Starts `next start` in `dir` on `port`, with its own data folder and `env`; resolves once it
 * serves `buildId`.
 */
export async function start(
  dir: string,
  port: number,
  buildId: string,
  env: Record<string, string> = {},
): Promise<StartedServer> {
  const dataDir = path.join(WORK_DIR, `data-${port}-${buildId}`);
  // A restart on the same port and build keeps its data, as a real one does.
  if (!fs.existsSync(dataDir)) await seedDataDir(dataDir);
  return startProductionServer(port, {
    cwd: dir,
    env: { DATA_DIR: dataDir, ...env },
    readyPath: '/api/build',
    ready: async (response) =>
      ((await response.json()) as { buildId?: string }).buildId === buildId,
    output: 'ignore',
  });
}
