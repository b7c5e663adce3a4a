import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** A CV or other file kept under `data/uploads` (never under `public/`). */
export type StoredAttachment = {
  storedName: string;
  originalName: string;
  mime: string;
  size: number;
};

const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/**
 * One row per accepted request. The primary key is the form token the browser sends, which makes a
 * retried or double-clicked POST an idempotent no-op.
 */
export const submissions = pgTable(
  'submissions',
  {
    id: uuid('id').primaryKey(),
    reference: text('reference').notNull().unique(),
    form: text('form').notNull(),
    locale: text('locale').notNull(),
    name: text('name'),
    email: text('email'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    attachment: jsonb('attachment').$type<StoredAttachment>(),
    createdAt: createdAt(),
  },
  (t) => [index('submissions_form_created_idx').on(t.form, t.createdAt)],
);

/**
 * Messages waiting to be sent. Rows are written in the same transaction as their submission and
 * deleted with it (retention, erasure): `sent_at` is set once the SMTP server accepted them,
 * `dead_at` once it refused them for good (a 5xx answer), after which only an operator retries them.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    submissionId: uuid('submission_id').references(() => submissions.id),
    /** `sales`, `support`, `hr` (resolved from the environment when sent) or `visitor`. */
    audience: text('audience').notNull(),
    recipient: text('recipient'),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    attachment: jsonb('attachment').$type<StoredAttachment>(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    /** Which delivery run holds the lease: a run whose lease was taken over sends nothing more. */
    leaseToken: uuid('lease_token'),
    deadAt: timestamp('dead_at', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null and ${t.deadAt} is null`),
    index('outbox_submission_idx').on(t.submissionId),
  ],
);

/** The warranty registry answered by the public lookup; imported from CSV by the operator. */
export const warrantyRegistry = pgTable(
  'warranty_registry',
  {
    serial: text('serial').primaryKey(),
    model: text('model').notNull(),
    plan: text('plan').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    country: text('country').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('warranty_plan_check', sql`${t.plan} in ('care', 'care-plus')`),
    check('warranty_dates_check', sql`${t.endDate} >= ${t.startDate}`),
  ],
);

/** Proof of cookie consent (DESIGN §5): one row per first choice or change, never updated. */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    consentId: uuid('consent_id').notNull(),
    action: text('action').notNull(),
    categories: jsonb('categories').$type<string[]>().notNull(),
    revision: integer('revision').notNull(),
    consentDate: timestamp('consent_date', { withTimezone: true, mode: 'date' }).notNull(),
    lastConsentUpdate: timestamp('last_consent_update', {
      withTimezone: true,
      mode: 'date',
    }).notNull(),
    locale: text('locale').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
  },
  (t) => [index('consent_records_consent_id_idx').on(t.consentId, t.id)],
);

/**
 * What a visitor typed into a form that failed validation without JavaScript, kept for 30 minutes so
 * the review page can show it again (the form pages themselves are static).
 */
export const formDrafts = pgTable('form_drafts', {
  id: uuid('id').primaryKey(),
  form: text('form').notNull(),
  locale: text('locale').notNull(),
  values: jsonb('values').$type<Record<string, string>>().notNull(),
  errors: jsonb('errors').$type<Record<string, string>>().notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** Settings generated on first use and shared by every server process (the form signing key). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** What a page view is counted by: the declared route, the locale, the viewport width bucket. */
const viewDimensions = () => ({
  route: text('route').notNull(),
  locale: text('locale').notNull(),
  /** `mobile`, `tablet` or `desktop`. */
  device: text('device').notNull(),
});

/**
 * One page view's Core Web Vitals, sent by a visitor who accepted analytics (lib/vitals): the
 * declared route, never the URL, and no identifier, cookie or address. Kept 90 days, then rolled up
 * into `vitals_daily` (lib/vitals/store.ts).
 */
export const vitals = pgTable(
  'vitals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ...viewDimensions(),
    /** `navigator.connection.effectiveType` where the browser tells it. */
    connection: text('connection'),
    navigation: text('navigation').notNull(),
    lcp: real('lcp'),
    inp: real('inp'),
    cls: real('cls'),
    fcp: real('fcp'),
    ttfb: real('ttfb'),
    /** The tag name of the LCP element (`img`, `h1`…). */
    lcpElement: text('lcp_element'),
    /** What kind of interaction set INP: `pointer` or `keyboard`. */
    inpInteraction: text('inp_interaction'),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
  },
  (t) => [index('vitals_received_idx').on(t.receivedAt)],
);

/** Per UTC day, route, locale, device class and metric: what is kept of `vitals` for 13 months. */
export const vitalsDaily = pgTable(
  'vitals_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    ...viewDimensions(),
    metric: text('metric').notNull(),
    views: integer('views').notNull(),
    p75: real('p75').notNull(),
    good: integer('good').notNull(),
    needsImprovement: integer('needs_improvement').notNull(),
    poor: integer('poor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.route, t.locale, t.device, t.metric] })],
);

export const schema = {
  submissions,
  outbox,
  warrantyRegistry,
  consentRecords,
  formDrafts,
  appSettings,
  vitals,
  vitalsDaily,
};
