import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { expect, test } from '@playwright/test';

import { startProductionServer } from '@/scripts/production-server';

// Two servers of their own on one scratch data folder, beside the shared e2e server.
const FIRST = Number(process.env.E2E_PORT ?? 3100) + 53;
const SECOND = FIRST + 1;

/** Every folder and file under `root` that is not owner-only (sockets aside). */
function notPrivate(root: string): string[] {
  const found: string[] = [];
  const visit = (dir: string) => {
    if ((fs.statSync(dir).mode & 0o777) !== 0o700) found.push(`${dir}/`);
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (entry.isFile() && (fs.statSync(full).mode & 0o777) !== 0o600) found.push(full);
    }
  };
  visit(root);
  return found;
}

test('a second server on a PGlite folder in use fails its readiness probe until the folder is free', async () => {
  test.setTimeout(420_000);
  const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'synetech-folder-')), 'data');
  const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
  // A new PGlite folder takes PostgreSQL's initdb: a minute on a loaded 2-CPU machine.
  const first = await startProductionServer(FIRST, {
    env,
    readyPath: '/api/ready',
    ready: async (response) => response.ok,
    timeoutMs: 180_000,
    output: 'ignore',
  });
  // The second one serves pages, so it is started on a page and then asked whether it is ready.
  const second = await startProductionServer(SECOND, { env, output: 'ignore' });
  try {
    const ready = await fetch(`http://localhost:${FIRST}/api/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ ready: true, database: 'pglite' });
    const refused = await fetch(`http://localhost:${SECOND}/api/ready`);
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({
      ready: false,
      database: 'data folder in use by another process',
    });
    expect(notPrivate(dataDir)).toEqual([]);

    // Once the first server is gone, the second one takes the folder (it retries) and is ready.
    await first.kill();
    await expect
      .poll(async () => (await fetch(`http://localhost:${SECOND}/api/ready`)).status, {
        timeout: 120_000,
      })
      .toBe(200);
  } finally {
    await first.kill();
    await second.kill();
    fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
  }
});
