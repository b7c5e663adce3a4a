import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { migrationsDir, openDatabase } from '@/lib/db/client';

/*
 * One migrated PGlite folder per machine, schema and PGlite version, copied for every throwaway
 * database of the tests, the site check and the bench. A new folder costs PostgreSQL's initdb plus
 * the migrations, 11.6 CPU-seconds here (30 s of wall time on a loaded machine); a copy opens in
 * 1.6. What a server does with an empty folder stays proven where it is the subject
 * (lib/db/client.test.ts, tests/e2e/data-folder.spec.ts, the suite's own server on ./data).
 */

function templateKey(): string {
  const hash = crypto.createHash('sha256');
  const pglite = path.join(
    process.cwd(),
    'node_modules',
    '@electric-sql',
    'pglite',
    'package.json',
  );
  hash.update(fs.readFileSync(pglite));
  const migrations = migrationsDir();
  for (const file of fs.readdirSync(migrations, { recursive: true }).map(String).sort()) {
    const full = path.join(migrations, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return hash.digest('hex').slice(0, 16);
}

let template: Promise<string> | undefined;

/** How long a maker may take before another process stops waiting for it and makes its own. */
const MAKER_PATIENCE_MS = 180_000;

async function makeTemplate(root: string): Promise<void> {
  // Made aside and renamed into place: a process that finds the root finds it whole.
  const draft = fs.mkdtempSync(`${root}-draft-`);
  const database = await openDatabase({ dataDir: path.join(draft, 'pglite') });
  await database.close();
  fs.writeFileSync(path.join(draft, 'ready'), '');
  try {
    fs.renameSync(draft, root);
  } catch {
    // Another process renamed its own first: theirs is as good.
    fs.rmSync(draft, { recursive: true, force: true });
  }
}

/** The pid in a claim file; 0 while it is being written or once it is gone. */
function claimant(claim: string): number {
  try {
    return Number(fs.readFileSync(claim, 'utf8')) || 0;
  } catch {
    return 0;
  }
}

/** Whether a process lives; 0 (no pid read) counts as alive, to be read again. */
function alive(pid: number): boolean {
  if (pid === 0) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The template's PGlite folder, made on first use by one of the processes that ask at once. */
export function pgliteTemplate(): Promise<string> {
  template ??= (async () => {
    const root = path.join(os.tmpdir(), `synetech-pglite-template-${templateKey()}`);
    const ready = () => fs.existsSync(path.join(root, 'ready'));
    const claim = `${root}.making`;
    const waitUntil = Date.now() + MAKER_PATIENCE_MS;
    while (!ready()) {
      let claimed = false;
      try {
        fs.writeFileSync(claim, String(process.pid), { flag: 'wx' });
        claimed = true;
      } catch {
        // Another process is making it (vitest's workers and the test command's stages start
        // together), unless it died doing so.
        if (!alive(claimant(claim))) fs.rmSync(claim, { force: true });
      }
      if (claimed || Date.now() > waitUntil) {
        try {
          await makeTemplate(root);
        } finally {
          if (claimed) fs.rmSync(claim, { force: true });
        }
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return path.join(root, 'pglite');
  })();
  return template;
}

/** Fills `dataDir` (a server's DATA_DIR) with a copy of the migrated template's PGlite folder. */
export async function seedDataDir(dataDir: string): Promise<string> {
  fs.cpSync(await pgliteTemplate(), path.join(dataDir, 'pglite'), { recursive: true });
  return dataDir;
}

/** A new scratch data folder, its database already migrated. */
export async function seededScratchDataDir(prefix = 'site-data-'): Promise<string> {
  return seedDataDir(fs.mkdtempSync(path.join(os.tmpdir(), prefix)));
}
