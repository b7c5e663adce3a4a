import { getDatabase } from '@/lib/db/client';
import { dataDir, opsSocketPath, uploadsDir } from '@/lib/db/data-folder';
import { ensurePrivateDir, privatiseTree } from '@/lib/db/private-folder';

import { startHousekeeping } from './housekeeping';
import { startOpsSocket } from './ops-socket';
import { startOutboxWorker } from './outbox-worker';

type ServicesGlobal = typeof globalThis & { __synetechServices?: boolean };

/**
 * Started once per server process from instrumentation.ts: opens the database (taking the PGlite
 * folder's lock at once), runs the outbox worker and the housekeeping loop, and with PGlite opens the
 * operator socket.
 */
export async function startServerServices(): Promise<void> {
  const store = globalThis as ServicesGlobal;
  if (store.__synetechServices) return;
  store.__synetechServices = true;
  // Owner-only, also for a folder an older version created 0755 with 0644 CVs (PGlite's own folder
  // is made private when it opens; with PostgreSQL the CVs are all there is).
  ensurePrivateDir(dataDir());
  ensurePrivateDir(uploadsDir());
  privatiseTree(uploadsDir());
  const getDb = async () => (await getDatabase()).db;
  startOutboxWorker(getDb, uploadsDir());
  startHousekeeping(getDb, uploadsDir());
  for (let attempt = 1; ; attempt += 1) {
    try {
      const database = await getDatabase();
      if (database.kind === 'pglite') {
        startOpsSocket(opsSocketPath(), async () => ({
          db: database.db,
          location: database.location,
          uploadsDir: uploadsDir(),
        }));
      }
      console.log(`[db] ${database.kind} ready (${database.location})`);
      return;
    } catch (error) {
      console.error(
        `[db] could not open the database (attempt ${attempt}):`,
        (error as Error).message,
      );
      await new Promise((resolve) => setTimeout(resolve, Math.min(30_000, 2_000 * attempt)));
    }
  }
}
