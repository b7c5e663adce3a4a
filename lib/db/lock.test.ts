import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { acquireFolderLock, DataFolderInUseError, lockHolder } from './lock';

const folders: string[] = [];
function tempFolder() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'synetech-lock-'));
  folders.push(dir);
  return path.join(dir, 'pglite');
}

afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('PGlite folder lock', () => {
  it('is taken and released by one process', () => {
    const folder = tempFolder();
    const release = acquireFolderLock(folder);
    expect(lockHolder(folder)).toBe(process.pid);
    release();
    expect(lockHolder(folder)).toBeUndefined();
  });

  it('refuses a folder held by another live process, naming it', async () => {
    const folder = tempFolder();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      fs.writeFileSync(`${folder}.lock`, JSON.stringify({ pid: other.pid, since: 'now' }));
      expect(() => acquireFolderLock(folder)).toThrow(DataFolderInUseError);
      expect(() => acquireFolderLock(folder)).toThrow(`in use by process ${other.pid}`);
    } finally {
      other.kill('SIGKILL');
    }
  });

  it('takes over a lock left by a process killed hard', async () => {
    const folder = tempFolder();
    const dead = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => dead.on('exit', resolve));
    fs.writeFileSync(`${folder}.lock`, JSON.stringify({ pid: dead.pid, since: 'then' }));
    expect(lockHolder(folder)).toBeUndefined();
    const release = acquireFolderLock(folder);
    expect(lockHolder(folder)).toBe(process.pid);
    release();
  });
});
