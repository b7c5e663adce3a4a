import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { storeSubmission } from '@/lib/forms/store';

import { openDatabase, type Database } from './client';

/** Every file and folder under `root` whose mode is not owner-only. */
function notPrivate(root: string): string[] {
  const found: string[] = [];
  const visit = (dir: string) => {
    if ((fs.statSync(dir).mode & 0o777) !== 0o700) found.push(`${dir} (folder)`);
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else if ((fs.statSync(full).mode & 0o777) !== 0o600) found.push(full);
    }
  };
  visit(root);
  return found;
}

describe('the embedded database (PGlite)', { timeout: 120_000 }, () => {
  let dir: string;
  let database: Database;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'synetech-client-'));
    database = await openDatabase({ dataDir: path.join(dir, 'pglite') });
  }, 180_000);
  afterAll(async () => {
    await database?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('acknowledges a submission only after its WAL record was fsynced to disk', async () => {
    // Node's fs.fsyncSync is what reaches the kernel's fsync(2); the path of each descriptor
    // synced is read from /proc while it is still open.
    const synced: string[] = [];
    const fsync = fs.fsyncSync;
    const spy = vi.spyOn(fs, 'fsyncSync').mockImplementation((fd: number) => {
      synced.push(fs.readlinkSync(`/proc/self/fd/${fd}`));
      fsync(fd);
    });
    try {
      await storeSubmission(database.db, {
        id: randomUUID(),
        form: 'contact',
        locale: 'es',
        name: 'Ana',
        email: 'ana@example.com',
        data: { message: 'hola' },
        attachment: null,
        messages: () => [],
      });
    } finally {
      spy.mockRestore();
    }
    const wal = path.join(dir, 'pglite', 'pg_wal');
    expect(synced.filter((file) => file.startsWith(`${wal}/`)).length).toBeGreaterThan(0);
  });

  it('keeps its folder 0700 and every file 0600, the lock file included', () => {
    expect(notPrivate(dir)).toEqual([]);
  });

  it('makes an existing folder private again when it opens', async () => {
    await database.close();
    const folder = path.join(dir, 'pglite');
    fs.chmodSync(dir, 0o755);
    fs.chmodSync(folder, 0o755);
    fs.chmodSync(path.join(folder, 'PG_VERSION'), 0o666);
    database = await openDatabase({ dataDir: folder });
    expect(notPrivate(dir)).toEqual([]);
  });
});
