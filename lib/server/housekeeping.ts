import type { Db } from '@/lib/db/client';
import { purgeExpiredDrafts } from '@/lib/forms/store';

import { startLoop, type Loop } from './loop';
import { applyRetention, sweepOrphanUploads } from './retention';

/** Retention and the orphan sweep run at start and then hourly. */
const RETENTION_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Starts the in-process housekeeping loop (from lib/server/services.ts): every `intervalMs` it deletes
 * expired drafts, and hourly it applies the retention periods and sweeps orphan CVs.
 */
export function startHousekeeping(
  getDb: () => Promise<Db>,
  uploadsDir: string,
  intervalMs = 15_000,
): Loop {
  let lastRetention = 0;
  return startLoop(
    'housekeeping',
    async () => {
      const db = await getDb();
      await purgeExpiredDrafts(db);
      if (Date.now() - lastRetention < RETENTION_INTERVAL_MS) return;
      lastRetention = Date.now();
      const r = await applyRetention(db, uploadsDir);
      const orphans = await sweepOrphanUploads(db, uploadsDir);
      if (r.submissions + r.consentRecords + orphans > 0) {
        console.log(
          `[retention] deleted ${r.submissions} submission(s), ${r.messages} message(s), ` +
            `${r.files} CV(s), ${r.consentRecords} consent record(s), ${orphans} orphan CV(s)`,
        );
      }
    },
    intervalMs,
  );
}
