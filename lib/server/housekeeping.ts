import type { Db } from '@/lib/db/client';
import { purgeExpiredDrafts } from '@/lib/forms/store';

import { applyRetention, sweepOrphanUploads } from './retention';

/** Retention and the orphan sweep run at start and then hourly. */
const RETENTION_INTERVAL_MS = 60 * 60 * 1000;

type Housekeeping = { stop: () => void };
type HousekeepingGlobal = typeof globalThis & { __synetechHousekeeping?: Housekeeping };

/**
 * Starts the in-process housekeeping loop (from lib/server/services.ts): every `intervalMs` it deletes
 * expired drafts, and hourly it applies the retention periods and sweeps orphan CVs.
 */
export function startHousekeeping(
  getDb: () => Promise<Db>,
  uploadsDir: string,
  intervalMs = 15_000,
): Housekeeping {
  const store = globalThis as HousekeepingGlobal;
  if (store.__synetechHousekeeping) return store.__synetechHousekeeping;
  let running = false;
  let lastRetention = 0;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const db = await getDb();
      await purgeExpiredDrafts(db);
      if (Date.now() - lastRetention >= RETENTION_INTERVAL_MS) {
        lastRetention = Date.now();
        const r = await applyRetention(db, uploadsDir);
        const orphans = await sweepOrphanUploads(db, uploadsDir);
        if (r.submissions + r.consentRecords + orphans > 0) {
          console.log(
            `[retention] deleted ${r.submissions} submission(s), ${r.messages} message(s), ` +
              `${r.files} CV(s), ${r.consentRecords} consent record(s), ${orphans} orphan CV(s)`,
          );
        }
      }
    } catch (error) {
      console.error('[housekeeping] run failed:', error);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  void run();
  const housekeeping: Housekeeping = {
    stop: () => {
      clearInterval(timer);
      store.__synetechHousekeeping = undefined;
    },
  };
  store.__synetechHousekeeping = housekeeping;
  return housekeeping;
}
