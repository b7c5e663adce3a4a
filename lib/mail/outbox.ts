import { randomUUID } from 'node:crypto';
import path from 'node:path';

import { and, asc, count, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';

import type { Db } from '@/lib/db/client';
import { outbox } from '@/lib/db/schema';

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
/**
 * How long one message stays leased to a delivery run. The lease is taken for a batch and renewed
 * just before each message is sent, so it only has to outlast one send (nodemailer gives up on a
 * silent server after 10 s + 10 s + 30 s), not a whole batch on a slow server.
 */
export const LEASE_MS = 5 * 60 * 1000;

/** A 5xx answer: the server refuses the message for good (unknown mailbox, policy); 4xx is temporary. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

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
 * Sends every message that is due, in batches. A batch is leased first under this run's token (a short
 * transaction, so that several processes never take the same row at once); each row's lease is renewed
 * under that token right before it is sent, and a row whose lease another run took over meanwhile is
 * left to that run. Then it is marked sent, rescheduled with back-off (temporary failure), or moved
 * to the dead letters (5xx). A message is never dropped: it waits until it is accepted or an
 * operator sees it in `outbox dead`.
 */
export async function deliverDue(db: Db, mail: MailSettings, options: DeliveryOptions) {
  const now = options.now ?? (() => new Date());
  const env = options.env ?? process.env;
  let sent = 0;
  let failed = 0;
  const token = randomUUID();
  for (;;) {
    const start = now();
    const due = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          isNull(outbox.sentAt),
          isNull(outbox.deadAt),
          lte(outbox.nextAttemptAt, start),
          or(isNull(outbox.lockedUntil), lt(outbox.lockedUntil, start)),
        ),
      )
      .orderBy(asc(outbox.id))
      .limit(options.batchSize ?? 20)
      .for('update', { skipLocked: true });
    const leased = await db
      .update(outbox)
      .set({ lockedUntil: new Date(start.getTime() + LEASE_MS), leaseToken: token })
      .where(inArray(outbox.id, due))
      .returning();
    if (leased.length === 0) return { sent, failed };
    for (const row of leased) {
      const renewed = await db
        .update(outbox)
        .set({ lockedUntil: new Date(now().getTime() + LEASE_MS) })
        .where(and(eq(outbox.id, row.id), eq(outbox.leaseToken, token), isNull(outbox.sentAt)))
        .returning({ id: outbox.id });
      // The lease ran out while earlier messages were sent, and another run may have it now.
      if (renewed.length === 0) continue;
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
            deadAt: isPermanent(error) ? now() : null,
          })
          .where(eq(outbox.id, row.id));
        failed += 1;
      }
    }
  }
}

export type OutboxStatus = {
  pending: number;
  dead: number;
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
      pending:
        sql<number>`count(*) filter (where ${outbox.sentAt} is null and ${outbox.deadAt} is null)`.mapWith(
          Number,
        ),
      dead: sql<number>`count(*) filter (where ${outbox.deadAt} is not null)`.mapWith(Number),
      sent: sql<number>`count(*) filter (where ${outbox.sentAt} is not null)`.mapWith(Number),
      retrying:
        sql<number>`count(*) filter (where ${outbox.sentAt} is null and ${outbox.deadAt} is null and ${outbox.attempts} > 0)`.mapWith(
          Number,
        ),
      oldestPending: sql<
        string | null
      >`min(${outbox.createdAt}) filter (where ${outbox.sentAt} is null and ${outbox.deadAt} is null)`,
      nextAttempt: sql<
        string | null
      >`min(${outbox.nextAttemptAt}) filter (where ${outbox.sentAt} is null and ${outbox.deadAt} is null)`,
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
    .where(and(isNull(outbox.sentAt), isNull(outbox.deadAt), isNotNull(outbox.lastError)))
    .orderBy(asc(outbox.id))
    .limit(10);
  return {
    pending: totals?.pending ?? 0,
    dead: totals?.dead ?? 0,
    sent: totals?.sent ?? 0,
    retrying: totals?.retrying ?? 0,
    oldestPending: totals?.oldestPending ? new Date(totals.oldestPending) : null,
    nextAttempt: totals?.nextAttempt ? new Date(totals.nextAttempt) : null,
    recentErrors: recentErrors.map((r) => ({ ...r, lastError: r.lastError ?? '' })),
  };
}

/** Makes every pending message due now (after fixing the SMTP settings, say); dead letters stay. */
export async function retryAllNow(db: Db, now = new Date()): Promise<number> {
  const pending = and(isNull(outbox.sentAt), isNull(outbox.deadAt));
  const [row] = await db.select({ n: count() }).from(outbox).where(pending);
  await db.update(outbox).set({ nextAttemptAt: now }).where(pending);
  return row?.n ?? 0;
}

export type DeadLetter = {
  id: number;
  audience: string;
  subject: string;
  attempts: number;
  lastError: string;
  deadAt: Date;
};

/** Messages the SMTP server refused for good, oldest first, for `npm run ops -- outbox dead`. */
export async function deadLetters(db: Db): Promise<DeadLetter[]> {
  const rows = await db
    .select({
      id: outbox.id,
      audience: outbox.audience,
      subject: outbox.subject,
      attempts: outbox.attempts,
      lastError: outbox.lastError,
      deadAt: outbox.deadAt,
    })
    .from(outbox)
    .where(isNotNull(outbox.deadAt))
    .orderBy(asc(outbox.id));
  return rows.map((r) => ({ ...r, lastError: r.lastError ?? '', deadAt: r.deadAt ?? new Date(0) }));
}

/** Puts dead letters (all, or the given ids) back in the queue, due now: the operator's decision. */
export async function retryDead(db: Db, ids: number[] = [], now = new Date()): Promise<number> {
  const rows = await db
    .update(outbox)
    .set({ deadAt: null, nextAttemptAt: now, lockedUntil: null })
    .where(and(isNotNull(outbox.deadAt), ids.length > 0 ? inArray(outbox.id, ids) : undefined))
    .returning({ id: outbox.id });
  return rows.length;
}
