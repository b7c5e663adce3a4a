import fs from 'node:fs';
import path from 'node:path';

import { openDatabase, type Database } from '@/lib/db/client';
import { seededScratchDataDir } from '@/scripts/pglite-template';
import { startPostgres } from '@/scripts/postgres-server';

export type TestDatabase = Database & { dispose: () => Promise<void> };

/** A fresh PGlite database in a temporary folder (a copy of the migrated template). */
export async function pgliteTestDatabase(): Promise<TestDatabase> {
  const dir = await seededScratchDataDir('synetech-pglite-');
  const database = await openDatabase({ dataDir: path.join(dir, 'pglite') });
  return {
    ...database,
    dispose: async () => {
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A fresh database on a throwaway PostgreSQL server. */
export async function postgresTestDatabase(): Promise<TestDatabase> {
  const server = await startPostgres();
  try {
    const database = await openDatabase({ url: server.url });
    return {
      ...database,
      dispose: async () => {
        await database.close();
        server.stop();
      },
    };
  } catch (error) {
    server.stop();
    throw error;
  }
}

/** Both engines, for `describe.each`: every storage test runs against PGlite and PostgreSQL. */
export const engines = [
  ['pglite', pgliteTestDatabase],
  ['postgres', postgresTestDatabase],
] as const;
