import { randomUUID } from 'node:crypto';

import { and, asc, eq, gte, lt, lte } from 'drizzle-orm';

import type { Db } from '@/lib/db/client';
import { formDrafts, submissions, type StoredAttachment } from '@/lib/db/schema';
import { queueMessages, type OutgoingMessage } from '@/lib/mail/queue';

import { newReference } from './reference';

export type NewSubmission = {
  /** The form token's uuid: a second POST with the same token finds the first submission. */
  id: string;
  form: string;
  locale: string;
  name: string | null;
  email: string | null;
  data: Record<string, unknown>;
  attachment: StoredAttachment | null;
  /** The messages to queue, written once the reference number is drawn. */
  messages: (reference: string) => OutgoingMessage[];
};

/** What was stored under an id first: a repeat compares itself with it (lib/forms/submit.ts). */
export type StoredFirst = {
  form: string;
  data: Record<string, unknown>;
  attachment: StoredAttachment | null;
};

export type StoreResult =
  | { reference: string; duplicate: false }
  | { reference: string; duplicate: true; first: StoredFirst };

/**
 * Stores a submission and its outgoing messages in one transaction. Returns once it is committed, with
 * the reference; a submission whose id is already stored is not stored again (`duplicate`).
 */
export async function storeSubmission(db: Db, input: NewSubmission): Promise<StoreResult> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const result = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(submissions)
        .values({
          id: input.id,
          reference: newReference(),
          form: input.form,
          locale: input.locale,
          name: input.name,
          email: input.email,
          data: input.data,
          attachment: input.attachment,
        })
        .onConflictDoNothing()
        .returning({ reference: submissions.reference });
      if (inserted) {
        await queueMessages(tx, input.id, input.messages(inserted.reference));
        return { reference: inserted.reference, duplicate: false as const };
      }
      const [existing] = await tx
        .select({
          reference: submissions.reference,
          form: submissions.form,
          data: submissions.data,
          attachment: submissions.attachment,
        })
        .from(submissions)
        .where(eq(submissions.id, input.id));
      if (!existing) return undefined;
      const { reference, ...first } = existing;
      return { reference, duplicate: true as const, first };
    });
    // Undefined only when the random reference collided with another one: draw again.
    if (result) return result;
  }
  throw new Error('could not allocate a reference number');
}

export type SubmissionFilter = { form?: string; from?: Date; to?: Date };

/** Submissions oldest first, optionally of one form and within [from, to]. */
export async function listSubmissions(db: Db, filter: SubmissionFilter = {}) {
  const conditions = [
    filter.form ? eq(submissions.form, filter.form) : undefined,
    filter.from ? gte(submissions.createdAt, filter.from) : undefined,
    filter.to ? lte(submissions.createdAt, filter.to) : undefined,
  ].filter((c) => c !== undefined);
  return db
    .select()
    .from(submissions)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(asc(submissions.createdAt), asc(submissions.reference));
}

const DRAFT_TTL_MS = 30 * 60 * 1000;

export type Draft = {
  form: string;
  locale: string;
  values: Record<string, string>;
  errors: Record<string, string>;
};

/** Keeps what a visitor typed into a form that needs another look (no JavaScript); returns its id. */
export async function saveDraft(db: Db, draft: Draft, now = new Date()): Promise<string> {
  const id = randomUUID();
  await db.insert(formDrafts).values({
    id,
    ...draft,
    expiresAt: new Date(now.getTime() + DRAFT_TTL_MS),
  });
  return id;
}

/** A draft that has not expired. */
export async function loadDraft(db: Db, id: string, now = new Date()): Promise<Draft | undefined> {
  const [row] = await db
    .select()
    .from(formDrafts)
    .where(and(eq(formDrafts.id, id), gte(formDrafts.expiresAt, now)));
  return row
    ? { form: row.form, locale: row.locale, values: row.values, errors: row.errors }
    : undefined;
}

/** Forgets a draft once its form has been sent. */
export async function deleteDraft(db: Db, id: string): Promise<void> {
  await db.delete(formDrafts).where(eq(formDrafts.id, id));
}

/** Deletes expired drafts (personal data is not kept longer than needed). */
export async function purgeExpiredDrafts(db: Db, now = new Date()): Promise<void> {
  await db.delete(formDrafts).where(lt(formDrafts.expiresAt, now));
}
