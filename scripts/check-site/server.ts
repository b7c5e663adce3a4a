import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export type RunningServer = { url: string; stop: () => Promise<void> };

/** Waits until `url` answers (any status below 500), or throws after `timeoutMs`. */
export async function waitForUrl(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { redirect: 'manual' });
      await response.arrayBuffer();
      if (response.status < 500) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    // npm → sh → next: the whole process group goes, and only it.
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

function stopGroup(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const force = setTimeout(() => signalGroup(child, 'SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    signalGroup(child, 'SIGTERM');
  });
}

/**
 * An empty data folder for a measuring server: PGlite admits one process per folder, and a check
 * must neither wait for a developer's server nor write into its data.
 */
export function scratchDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'site-data-'));
}

/** Starts `command` in its own process group and resolves once `readyUrl` answers. */
export async function startServer(
  command: string,
  args: string[],
  options: { cwd?: string; env?: Record<string, string>; url: string; readyPath?: string },
): Promise<RunningServer> {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) =>
      reject(new Error(`${command} ${args.join(' ')} exited (${code})`)),
    ),
  );
  try {
    await Promise.race([waitForUrl(`${options.url}${options.readyPath ?? '/'}`), exited]);
  } catch (error) {
    await stopGroup(child);
    throw error;
  }
  exited.catch(() => undefined);
  return { url: options.url, stop: () => stopGroup(child) };
}

/**
 * Starts the production build with `npm start` on `port`, the way the README tells an operator
 * to, and resolves once it serves. Needs a build (`npm run build`).
 */
export function startProductionServer(
  port: number,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  if (!fs.existsSync('.next/BUILD_ID')) {
    throw new Error('No production build in .next: run `npm run build` first.');
  }
  return startServer('npm', ['start', '--silent'], {
    env: { PORT: String(port), DATA_DIR: scratchDataDir(), ...env },
    url: `http://localhost:${port}`,
    readyPath: '/robots.txt',
  });
}
