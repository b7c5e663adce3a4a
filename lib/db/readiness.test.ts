import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { GET } from '@/app/api/ready/route';
import { seedDataDir } from '@/scripts/pglite-template';

import { openDatabase } from './client';

type DbGlobal = typeof globalThis & { __synetechDatabase?: unknown };

describe('the readiness probe /api/ready', { timeout: 120_000 }, () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'synetech-ready-'));
  const saved = process.env.DATA_DIR;
  afterAll(() => {
    process.env.DATA_DIR = saved;
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('fails on a second server whose PGlite folder another process holds, then passes once it is free', async () => {
    // The first server holds the folder; this "second server" shares its DATA_DIR.
    const first = await openDatabase({ dataDir: path.join(await seedDataDir(dir), 'pglite') });
    process.env.DATA_DIR = dir;
    (globalThis as DbGlobal).__synetechDatabase = undefined;
    const refused = await GET();
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({
      ready: false,
      database: 'data folder in use by another process',
    });
    await first.close();
    const ready = await GET();
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ ready: true, database: 'pglite' });
    const store = globalThis as DbGlobal & {
      __synetechDatabase?: Promise<{ close(): Promise<void> }>;
    };
    await (await store.__synetechDatabase)?.close();
    store.__synetechDatabase = undefined;
  });
});
