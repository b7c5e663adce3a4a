import type { Db } from '@/lib/db/client';
import { deliverDue, mailSettingsFromEnv } from '@/lib/mail/outbox';

import { kickLoop, startLoop, type Loop } from './loop';

/**
 * Starts the in-process delivery loop (from lib/server/services.ts): every `intervalMs`, and shortly
 * after each new submission. Without SMTP settings it sends nothing.
 */
export function startOutboxWorker(
  getDb: () => Promise<Db>,
  uploadsDir: string,
  intervalMs = Number(process.env.OUTBOX_INTERVAL_MS ?? 15_000),
): Loop {
  const mail = mailSettingsFromEnv();
  if ('missing' in mail) {
    console.warn(
      `[outbox] SMTP not configured (${mail.missing.join(', ')}): messages stay queued.`,
    );
  }
  return startLoop(
    'outbox',
    async () => {
      if (!('missing' in mail)) await deliverDue(await getDb(), mail, { uploadsDir });
    },
    intervalMs,
    'delivery run failed',
  );
}

/** Asks the running worker (if any) to deliver soon: called after each stored submission. */
export function nudgeOutbox(): void {
  kickLoop('outbox');
}
