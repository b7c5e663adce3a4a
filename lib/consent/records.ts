import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';

import type { Db } from '@/lib/db/client';
import { consentRecords } from '@/lib/db/schema';
import { parseJson, readBody } from '@/lib/http/body';
import { json } from '@/lib/http/json';
import { assertSameOrigin } from '@/lib/http/origin';
import { assertRateLimit } from '@/lib/http/rate-limit';
import { rejection, RequestRejected, requestLocale } from '@/lib/http/refusal';
import { locales } from '@/lib/i18n/locales';

/** What the cookie banner posts on a first choice or a change (DESIGN §5). */
export const consentEventSchema = z.strictObject({
  consentId: z.uuid(),
  categories: z
    .array(z.string().regex(/^[a-z][a-z0-9_-]{0,31}$/))
    .max(16)
    .refine((list) => new Set(list).size === list.length, 'duplicate category'),
  revision: z.number().int().min(0).max(1_000_000),
  consentDate: z.iso.datetime({ offset: true }),
  lastConsentUpdate: z.iso.datetime({ offset: true }),
  locale: z.enum(locales),
  action: z.enum(['first', 'change']),
});

export type ConsentEvent = z.infer<typeof consentEventSchema>;

const MAX_BODY_BYTES = 4096;

/** Stores one consent event. */
export async function recordConsent(db: Db, event: ConsentEvent): Promise<void> {
  await db.insert(consentRecords).values({
    consentId: event.consentId,
    action: event.action,
    categories: event.categories,
    revision: event.revision,
    consentDate: new Date(event.consentDate),
    lastConsentUpdate: new Date(event.lastConsentUpdate),
    locale: event.locale,
  });
}

/** Every event recorded for one consent id, oldest first. */
export async function consentHistory(db: Db, consentId: string) {
  const rows = await db
    .select()
    .from(consentRecords)
    .where(eq(consentRecords.consentId, consentId))
    .orderBy(asc(consentRecords.id));
  return rows.map((row) => ({
    action: row.action,
    categories: row.categories,
    revision: row.revision,
    consentDate: row.consentDate.toISOString(),
    lastConsentUpdate: row.lastConsentUpdate.toISOString(),
    locale: row.locale,
    receivedAt: row.receivedAt.toISOString(),
  }));
}

/** `POST /api/consent`: 201 `{ stored: true }`, or a 4xx that stores nothing. */
export async function handleConsentPost(request: Request, getDb: () => Promise<Db>) {
  try {
    assertSameOrigin(request);
    assertRateLimit(request, 'consent');
    const parsed = consentEventSchema.safeParse(parseJson(await readBody(request, MAX_BODY_BYTES)));
    if (!parsed.success) {
      return json({ error: 'invalid', issues: z.flattenError(parsed.error).fieldErrors }, 400);
    }
    await recordConsent(await getDb(), parsed.data);
    return json({ stored: true }, 201);
  } catch (error) {
    if (error instanceof RequestRejected) return rejection(error, requestLocale(request));
    throw error;
  }
}

/** `GET /api/consent/<consentId>`: the visitor's own history, 404 when there is none. */
export async function handleConsentGet(
  request: Request,
  consentId: string,
  getDb: () => Promise<Db>,
) {
  try {
    assertRateLimit(request, 'consent-read');
    if (!z.uuid().safeParse(consentId).success) return json({ error: 'invalid-id' }, 400);
    const events = await consentHistory(await getDb(), consentId);
    return events.length > 0 ? json({ events }) : json({ error: 'not-found' }, 404);
  } catch (error) {
    if (error instanceof RequestRejected) return rejection(error, requestLocale(request));
    throw error;
  }
}
