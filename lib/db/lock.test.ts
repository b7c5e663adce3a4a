import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { acquireFolderLock, DataFolderInUseError, lockPath } from './lock';

const folders: string[] = [];
const children: ChildProcess[] = [];
function tempFolder() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'synetech-lock-'));
  folders.push(dir);
  return path.join(dir, 'pglite');
}

afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** Another process that takes the folder's lock (through lock.ts) and prints "locked" or "busy". */
function otherProcess(folder: string): Promise<{ child: ChildProcess; said: string }> {
  // Node itself with tsx's loader (npx and the tsx CLI would put another process in between).
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `import { acquireFolderLock } from './lib/db/lock.ts';
       try { acquireFolderLock(${JSON.stringify(folder)}); console.log('locked'); }
       catch (error) { console.log(error.name === 'DataFolderInUseError' ? 'busy' : error.message); }
       setTimeout(() => {}, 60_000);`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  children.push(child);
  return new Promise((resolve) => {
    child.stdout!.once('data', (chunk: Buffer) =>
      resolve({ child, said: chunk.toString().trim() }),
    );
  });
}

function exited(child: ChildProcess): Promise<unknown> {
  return new Promise((resolve) => child.once('exit', resolve));
}

describe('PGlite folder lock (an OS lock on an open descriptor)', { timeout: 60_000 }, () => {
  it('is taken and released by one holder; a second open in the same process is refused', () => {
    const folder = tempFolder();
    const release = acquireFolderLock(folder);
    expect(() => acquireFolderLock(folder)).toThrow(DataFolderInUseError);
    release();
    acquireFolderLock(folder)();
  });

  it('refuses a folder held by another process, naming it, and takes it once that process is killed', async () => {
    const folder = tempFolder();
    const { child, said } = await otherProcess(folder);
    expect(said).toBe('locked');
    expect(() => acquireFolderLock(folder)).toThrow(DataFolderInUseError);
    const holder = Number(fs.readFileSync(lockPath(folder), 'utf8'));
    expect(() => acquireFolderLock(folder)).toThrow(`in use by process ${holder}`);
    child.kill('SIGKILL');
    await exited(child);
    acquireFolderLock(folder)();
  });

  it('never reads a held lock as stale, even when its file is empty (a holder still writing it)', async () => {
    const folder = tempFolder();
    const { said } = await otherProcess(folder);
    expect(said).toBe('locked');
    fs.writeFileSync(lockPath(folder), '');
    expect(() => acquireFolderLock(folder)).toThrow(DataFolderInUseError);
    expect(fs.existsSync(lockPath(folder))).toBe(true);
  });

  it('lets exactly one of several starters racing for a free folder have it', async () => {
    const folder = tempFolder();
    const answers = await Promise.all([1, 2, 3, 4].map(() => otherProcess(folder)));
    expect(answers.map((a) => a.said).sort()).toEqual(['busy', 'busy', 'busy', 'locked']);
  });

  it('does not trust a PID: a lock file naming a live process that holds no lock is free', () => {
    const folder = tempFolder();
    fs.mkdirSync(path.dirname(lockPath(folder)), { recursive: true });
    // A container restarted with the same PIDs: the file names a running process (this one's parent).
    fs.writeFileSync(
      lockPath(folder),
      JSON.stringify({ pid: process.ppid, since: new Date().toISOString() }),
    );
    acquireFolderLock(folder)();
  });
});
