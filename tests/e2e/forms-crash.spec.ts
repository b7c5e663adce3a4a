import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

import { expect, test } from '@playwright/test';

import { postContact, startFormServer } from '@/scripts/form-server';
import { seededScratchDataDir } from '@/scripts/pglite-template';

// Its own server on its own data folder, so that it can be killed hard without touching the shared
// e2e server.
const PORT = Number(process.env.E2E_PORT ?? 3100) + 50;
const base = `http://localhost:${PORT}`;

const serverEnv = (dataDir: string) => ({
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  // The burst comes from one client as fast as possible: those defences are tested elsewhere.
  FORMS_RATE_LIMIT: 'off',
  FORM_TOKENS_RATE_LIMIT: 'off',
  FORM_MIN_FILL_MS: '0',
});

async function submit(i: number): Promise<string | undefined> {
  const response = await postContact(base, { message: `Burst message ${i}` });
  if (response.status !== 201) return undefined;
  return ((await response.json()) as { reference: string }).reference;
}

test('every acknowledged submission survives the server being killed hard mid-burst', async () => {
  test.setTimeout(240_000);
  const dataDir = await seededScratchDataDir('synetech-crash-');
  let server = await startFormServer(PORT, serverEnv(dataDir));
  try {
    const acknowledged: string[] = [];
    let killed = false;
    const kill = () => {
      if (killed) return;
      killed = true;
      void server.kill();
    };
    let next = 0;
    const worker = async () => {
      while (next < 400) {
        const i = next++;
        const reference = await submit(i).catch(() => undefined);
        if (reference) acknowledged.push(reference);
        // Kill in the middle of the burst, with requests still in flight.
        if (acknowledged.length >= 80) kill();
      }
    };
    await Promise.all(Array.from({ length: 16 }, worker));
    expect(killed).toBe(true);
    expect(acknowledged.length).toBeGreaterThanOrEqual(80);

    // Restart on the same folder: the stale lock is taken over and PGlite recovers from its WAL.
    await server.kill();
    await new Promise((resolve) => setTimeout(resolve, 500));
    server = await startFormServer(PORT, serverEnv(dataDir));
    const csv = execFileSync(
      'npx',
      ['tsx', 'scripts/ops/index.ts', 'submissions', 'export', '--form', 'contact'],
      { encoding: 'utf8', env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } },
    );
    const stored = csv
      .split('\n')
      .slice(1)
      .filter(Boolean)
      .map((line) => line.split(',')[0]);
    for (const reference of acknowledged) expect(stored).toContain(reference);
    expect(new Set(stored).size).toBe(stored.length);
    // And the restarted server takes new submissions.
    expect(await submit(9999)).toMatch(/^SYN-/);
  } finally {
    await server.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
