import fs from 'node:fs/promises';
import path from 'node:path';

import { and, eq, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';

import { retention } from '@/config/retention';
import type { Db } from '@/lib/db/client';
import { consentRecords, outbox, submissions, type StoredAttachment } from '@/lib/db/schema';
import { formIds, forms, type FormId } from '@/lib/forms/forms';
import { removeUpload } from '@/lib/forms/uploads';
import { applyVitalsRetention, type VitalsRetentionReport } from '@/lib/vitals/store';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long each kind of data is kept: the periods of the privacy policy ("How long we keep data",
 * content/privacy/*.md), in days. Change both together.
 */
export const retentionDays = {
  /** Demo, contact and sustainability requests: two years. */
  enquiries: 2 * 365,
  /**
   * Job applications and their CVs: at the latest `retention.cvMonths` after they arrived, the figure
   * the careers form and the privacy policy print (an operator erases one sooner when its process
   * ends: `npm run ops -- erase`).
   */
  applications: Math.ceil((retention.cvMonths * 365) / 12),
  /**
   * Assistance, warranty, repairs, spare parts: "as long as the warranty lasts and then the legal
   * limitation periods": the longest warranty (Synetech Care+, 5 years) plus the 5 years of a
   * contract claim in Spain (art. 1964 Código Civil).
   */
  service: 10 * 365,
  /** Consent records: while the choice is valid (the cookie lasts 365 days) and three years after. */
  consentAfterValidity: 3 * 365,
  consentValidity: 365,
} as const;

/** Each form's period, from the retention class its record declares (lib/forms/forms.ts). */
const formPeriod = Object.fromEntries(
  formIds.map((id) => [id, retentionDays[forms[id].retention]]),
) as Record<FormId, number>;

export type ErasureReport = { submissions: number; messages: number; files: number };

/** Deletes submissions (their outbox messages first, then their CV files once committed). */
async function deleteSubmissions(
  db: Db,
  uploadsDir: string,
  rows: Array<{ id: string; attachment: StoredAttachment | null }>,
  extraMessages?: ReturnType<typeof or>,
): Promise<ErasureReport> {
  const ids = rows.map((r) => r.id);
  const { messages, deleted } = await db.transaction(async (tx) => {
    const byRow = ids.length > 0 ? inArray(outbox.submissionId, ids) : undefined;
    const condition = byRow && extraMessages ? or(byRow, extraMessages) : (byRow ?? extraMessages);
    const messages = condition
      ? (await tx.delete(outbox).where(condition).returning({ id: outbox.id })).length
      : 0;
    const deleted =
      ids.length > 0
        ? (
            await tx
              .delete(submissions)
              .where(inArray(submissions.id, ids))
              .returning({ id: submissions.id })
          ).length
        : 0;
    return { messages, deleted };
  });
  let files = 0;
  for (const row of rows) {
    if (!row.attachment) continue;
    await removeUpload(uploadsDir, row.attachment);
    files += 1;
  }
  return { submissions: deleted, messages, files };
}

export type RetentionReport = ErasureReport & {
  consentRecords: number;
  vitals: VitalsRetentionReport;
};

/**
 * Deletes what has outlived its period: submissions with their outbox messages and CVs, consent
 * records, and speed measurements (rolled up into daily figures first: lib/vitals/store.ts). Run by the server every hour and by `npm run ops -- retention run`.
 */
export async function applyRetention(
  db: Db,
  uploadsDir: string,
  now = new Date(),
): Promise<RetentionReport> {
  const expired = or(
    ...Object.entries(formPeriod).map(([form, days]) =>
      and(
        eq(submissions.form, form),
        lt(submissions.createdAt, new Date(now.getTime() - days * DAY_MS)),
      ),
    ),
  );
  const rows = await db
    .select({ id: submissions.id, attachment: submissions.attachment })
    .from(submissions)
    .where(expired);
  const report = await deleteSubmissions(db, uploadsDir, rows);
  // A record stops being valid when the same visitor records a new choice or after the cookie's
  // lifetime, whichever comes first; it is kept three years after that.
  const keepAfter = `${retentionDays.consentAfterValidity} days`;
  const validity = `${retentionDays.consentValidity} days`;
  const consent = await db.execute(sql`
    delete from ${consentRecords} where ${consentRecords.id} in (
      select id from (
        select ${consentRecords.id} as id,
          least(
            lead(${consentRecords.receivedAt}) over (
              partition by ${consentRecords.consentId} order by ${consentRecords.id}
            ),
            ${consentRecords.receivedAt} + ${validity}::interval
          ) as valid_until
        from ${consentRecords}
      ) ended
      where valid_until + ${keepAfter}::interval < ${now.toISOString()}::timestamptz
    ) returning ${consentRecords.id}`);
  // PGlite and node-postgres both answer { rows }.
  const consentCount = (consent as { rows?: unknown[] }).rows?.length ?? 0;
  const vitals = await applyVitalsRetention(db, now);
  return { ...report, consentRecords: consentCount, vitals };
}

/**
 * Erases one person's data on request (GDPR art. 17): the submissions made with `email`, their
 * outbox messages and any other message to or from that address, and their CVs. Consent records
 * hold no email (a random id only), so none is linked to a person.
 */
export async function eraseByEmail(
  db: Db,
  uploadsDir: string,
  email: string,
): Promise<ErasureReport> {
  const address = email.trim().toLowerCase();
  const rows = await db
    .select({ id: submissions.id, attachment: submissions.attachment })
    .from(submissions)
    .where(sql`lower(${submissions.email}) = ${address}`);
  return deleteSubmissions(
    db,
    uploadsDir,
    rows,
    or(sql`lower(${outbox.recipient}) = ${address}`, sql`lower(${outbox.replyTo}) = ${address}`),
  );
}

/** How long a stored CV may wait for its submission's commit before it counts as an orphan. */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;

/**
 * Removes CV files that no submission or message points to (stored, then the commit failed or the
 * process died before it), once they are older than `ORPHAN_GRACE_MS`.
 */
export async function sweepOrphanUploads(
  db: Db,
  uploadsDir: string,
  now = new Date(),
): Promise<number> {
  let names: string[];
  try {
    names = await fs.readdir(/*turbopackIgnore: true*/ uploadsDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  const [fromSubmissions, fromMessages] = await Promise.all([
    db
      .select({ attachment: submissions.attachment })
      .from(submissions)
      .where(isNotNull(submissions.attachment)),
    db.select({ attachment: outbox.attachment }).from(outbox).where(isNotNull(outbox.attachment)),
  ]);
  const referenced = new Set(
    [...fromSubmissions, ...fromMessages].map((r) => r.attachment?.storedName),
  );
  let removed = 0;
  for (const name of names) {
    if (referenced.has(name)) continue;
    const file = path.join(/*turbopackIgnore: true*/ uploadsDir, name);
    const stat = await fs.stat(/*turbopackIgnore: true*/ file);
    if (!stat.isFile() || now.getTime() - stat.mtimeMs < ORPHAN_GRACE_MS) continue;
    await fs.rm(/*turbopackIgnore: true*/ file, { force: true });
    removed += 1;
  }
  return removed;
}
