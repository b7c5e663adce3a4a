import { and, count, eq, gt, sql } from 'drizzle-orm';

import type { Db } from '@/lib/db/client';
import { outbox } from '@/lib/db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Acknowledgements one address may receive in 24 hours (`ACK_DAILY_CAP`, default 5): enough for a
 * teacher who sends a demo request, a contact message and two assistance requests in a day; a
 * stranger typing someone else's address can make the site write to it at most this often.
 */
export function ackDailyCap(): number {
  const configured = Number(process.env.ACK_DAILY_CAP);
  return Number.isInteger(configured) && configured >= 0 ? configured : 5;
}

/**
 * The inbox an address reaches: lower case, without a `+tag` (which most providers deliver to the
 * same inbox), so `Ana+1@x` and `ana+2@x` count together.
 */
export function inboxKey(address: string): string {
  return address
    .trim()
    .toLowerCase()
    .replace(/\+[^@]*@/, '@');
}

type Tx = Pick<Db, 'select' | 'execute'>;

/**
 * Whether one more acknowledgement may be queued for `address`, counting the ones queued in the last
 * 24 hours in the database (so the cap holds across processes and restarts). Called inside the
 * submission's transaction: the advisory lock, held until it ends, makes two submissions to the same
 * inbox count one after the other on PostgreSQL (PGlite runs one transaction at a time anyway).
 */
export async function mayAcknowledge(tx: Tx, address: string, now = Date.now()): Promise<boolean> {
  const cap = ackDailyCap();
  if (cap === 0) return false;
  const key = inboxKey(address);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`ack:${key}`}))`);
  const [row] = await tx
    .select({ n: count() })
    .from(outbox)
    .where(
      and(
        eq(outbox.audience, 'visitor'),
        gt(outbox.createdAt, new Date(now - DAY_MS)),
        sql`regexp_replace(lower(${outbox.recipient}), '\\+[^@]*@', '@') = ${key}`,
      ),
    );
  return (row?.n ?? 0) < cap;
}
