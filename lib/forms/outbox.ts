import path from 'node:path';

import { and, asc, count, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';

import type { Db } from '@/lib/db/client';
import { outbox } from '@/lib/db/schema';

import { purgeExpiredDrafts } from './store';

export type MailSettings = { transport: Transporter; from: string };

/** Environment variables (process.env, or a test's own). */
export type Env = Record<string, string | undefined>;

/**
 * SMTP settings from the environment: `SMTP_URL`, or `SMTP_HOST` (+ `SMTP_PORT`, `SMTP_USER`,
 * `SMTP_PASS`, `SMTP_SECURE`), and `MAIL_FROM`. Returns what is missing when they are incomplete.
 */
export function mailSettingsFromEnv(env: Env = process.env): MailSettings | { missing: string[] } {
  const url = env.SMTP_URL?.trim();
  const host = env.SMTP_HOST?.trim();
  const from = env.MAIL_FROM?.trim();
  const missing = [
    ...(url || host ? [] : ['SMTP_URL or SMTP_HOST']),
    ...(from ? [] : ['MAIL_FROM']),
  ];
  if (missing.length > 0 || !from) return { missing };
  const timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };
  const transport = url
    ? nodemailer.createTransport({ url, ...timeouts })
    : nodemailer.createTransport({
        host,
        port: Number(env.SMTP_PORT ?? 587),
        secure: env.SMTP_SECURE === 'true',
        auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASS ?? '' } : undefined,
        ...timeouts,
      });
  return { transport, from };
}

const INBOX_VARIABLES = { sales: 'SALES_INBOX', support: 'SUPPORT_INBOX', hr: 'HR_INBOX' } as const;

function recipientOf(row: typeof outbox.$inferSelect, env: Env): string {
  if (row.audience === 'visitor') {
    if (!row.recipient) throw new Error('visitor message without recipient');
    return row.recipient;
  }
  const variable = INBOX_VARIABLES[row.audience as keyof typeof INBOX_VARIABLES];
  const inbox = variable ? env[variable]?.trim() : undefined;
  if (!inbox) {
    throw new Error(`${variable ?? row.audience} is not set: nowhere to send this message`);
  }
  return inbox;
}

const BASE_DELAY_MS = 30_000;
const MAX_DELAY_MS = 6 * 60 * 60 * 1000;
const LEASE_MS = 5 * 60 * 1000;

/** Delay before retry number `attempts` (30 s, 1 min, 2 min… capped at 6 h, ±20 % jitter). */
export function backoffMs(attempts: number, random = Math.random()): number {
  const delay = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(delay * (0.8 + 0.4 * random));
}

export type DeliveryOptions = {
  uploadsDir: string;
  now?: () => Date;
  batchSize?: number;
  env?: Env;
};

/**
 * Sends every message that is due, in batches. Each row is leased first (a short transaction, so that
 * several processes never send the same row at once), then sent, then marked sent or rescheduled with
 * back-off. A message is never dropped: it stays pending until the SMTP server accepts it.
 */
export async function deliverDue(db: Db, mail: MailSettings, options: DeliveryOptions) {
  const now = options.now ?? (() => new Date());
  const env = options.env ?? process.env;
  let sent = 0;
  let failed = 0;
  for (;;) {
    const start = now();
    const due = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          isNull(outbox.sentAt),
          lte(outbox.nextAttemptAt, start),
          or(isNull(outbox.lockedUntil), lt(outbox.lockedUntil, start)),
        ),
      )
      .orderBy(asc(outbox.id))
      .limit(options.batchSize ?? 20)
      .for('update', { skipLocked: true });
    const leased = await db
      .update(outbox)
      .set({ lockedUntil: new Date(start.getTime() + LEASE_MS) })
      .where(inArray(outbox.id, due))
      .returning();
    if (leased.length === 0) return { sent, failed };
    for (const row of leased) {
      try {
        await mail.transport.sendMail({
          from: mail.from,
          to: recipientOf(row, env),
          replyTo: row.replyTo ?? undefined,
          subject: row.subject,
          text: row.body,
          attachments: row.attachment
            ? [
                {
                  filename: row.attachment.originalName,
                  path: path.join(options.uploadsDir, path.basename(row.attachment.storedName)),
                  contentType: row.attachment.mime,
                },
              ]
            : [],
        });
        await db
          .update(outbox)
          .set({ sentAt: now(), lockedUntil: null, lastError: null, attempts: row.attempts + 1 })
          .where(eq(outbox.id, row.id));
        sent += 1;
      } catch (error) {
        const attempts = row.attempts + 1;
        await db
          .update(outbox)
          .set({
            attempts,
            lockedUntil: null,
            lastError: (error instanceof Error ? error.message : String(error)).slice(0, 500),
            nextAttemptAt: new Date(now().getTime() + backoffMs(attempts)),
          })
          .where(eq(outbox.id, row.id));
        failed += 1;
      }
    }
  }
}

export type OutboxStatus = {
  pending: number;
  sent: number;
  retrying: number;
  oldestPending: Date | null;
  nextAttempt: Date | null;
  recentErrors: Array<{ id: number; audience: string; attempts: number; lastError: string }>;
};

/** Counts and the latest errors of the outbox, for `npm run ops -- outbox status`. */
export async function outboxStatus(db: Db): Promise<OutboxStatus> {
  const [totals] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${outbox.sentAt} is null)`.mapWith(Number),
      sent: sql<number>`count(*) filter (where ${outbox.sentAt} is not null)`.mapWith(Number),
      retrying:
        sql<number>`count(*) filter (where ${outbox.sentAt} is null and ${outbox.attempts} > 0)`.mapWith(
          Number,
        ),
      oldestPending: sql<
        string | null
      >`min(${outbox.createdAt}) filter (where ${outbox.sentAt} is null)`,
      nextAttempt: sql<
        string | null
      >`min(${outbox.nextAttemptAt}) filter (where ${outbox.sentAt} is null)`,
    })
    .from(outbox);
  const recentErrors = await db
    .select({
      id: outbox.id,
      audience: outbox.audience,
      attempts: outbox.attempts,
      lastError: outbox.lastError,
    })
    .from(outbox)
    .where(and(isNull(outbox.sentAt), isNotNull(outbox.lastError)))
    .orderBy(asc(outbox.id))
    .limit(10);
  return {
    pending: totals?.pending ?? 0,
    sent: totals?.sent ?? 0,
    retrying: totals?.retrying ?? 0,
    oldestPending: totals?.oldestPending ? new Date(totals.oldestPending) : null,
    nextAttempt: totals?.nextAttempt ? new Date(totals.nextAttempt) : null,
    recentErrors: recentErrors.map((r) => ({ ...r, lastError: r.lastError ?? '' })),
  };
}

/** Makes every pending message due now (after fixing the SMTP settings, say). */
export async function retryAllNow(db: Db, now = new Date()): Promise<number> {
  const [row] = await db.select({ n: count() }).from(outbox).where(isNull(outbox.sentAt));
  await db.update(outbox).set({ nextAttemptAt: now }).where(isNull(outbox.sentAt));
  return row?.n ?? 0;
}

type Worker = { kick: () => void; stop: () => void };
type WorkerGlobal = typeof globalThis & { __synetechOutboxWorker?: Worker };

/**
 * Starts the in-process delivery loop (from instrumentation.ts): every `intervalMs`, and shortly after
 * each new submission. Without SMTP settings it only tidies expired drafts and sends nothing.
 */
export function startOutboxWorker(
  getDb: () => Promise<Db>,
  uploadsDir: string,
  intervalMs = Number(process.env.OUTBOX_INTERVAL_MS ?? 15_000),
): Worker {
  const store = globalThis as WorkerGlobal;
  if (store.__synetechOutboxWorker) return store.__synetechOutboxWorker;
  const mail = mailSettingsFromEnv();
  if ('missing' in mail) {
    console.warn(
      `[outbox] SMTP not configured (${mail.missing.join(', ')}): messages stay queued.`,
    );
  }
  let running = false;
  let again = false;
  let kickTimer: NodeJS.Timeout | undefined;
  const run = async () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        const db = await getDb();
        await purgeExpiredDrafts(db);
        if (!('missing' in mail)) await deliverDue(db, mail, { uploadsDir });
      } while (again);
    } catch (error) {
      console.error('[outbox] delivery run failed:', error);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  void run();
  const worker: Worker = {
    kick: () => {
      clearTimeout(kickTimer);
      kickTimer = setTimeout(() => void run(), 50);
      kickTimer.unref();
    },
    stop: () => {
      clearInterval(timer);
      clearTimeout(kickTimer);
      store.__synetechOutboxWorker = undefined;
    },
  };
  store.__synetechOutboxWorker = worker;
  return worker;
}

/** Asks the running worker (if any) to deliver soon: called after each stored submission. */
export function nudgeOutbox(): void {
  (globalThis as WorkerGlobal).__synetechOutboxWorker?.kick();
}
