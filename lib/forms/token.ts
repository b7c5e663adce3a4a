import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';

import { eq } from 'drizzle-orm';

import type { Db } from '@/lib/db/client';
import { appSettings } from '@/lib/db/schema';
import { json } from '@/lib/http/json';
import { assertRateLimit } from '@/lib/http/rate-limit';
import { rejection, RequestRejected, requestLocale } from '@/lib/http/refusal';

/**
 * A form token is `<uuid>.<issued-at ms>.<HMAC>`: the uuid is the idempotency key of the submission,
 * and the signed time lets the server refuse forms sent faster than a person can fill them.
 */
export type TokenCheck = 'ok' | 'missing' | 'invalid' | 'tooFast' | 'expired';

const MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** Minimum time between issuing a form token and sending the form (`FORM_MIN_FILL_MS`, default 3 s). */
export function minFillMs(): number {
  const configured = Number(process.env.FORM_MIN_FILL_MS);
  return Number.isFinite(configured) && configured >= 0 ? configured : 3000;
}

function sign(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

/** A fresh signed token. */
export function issueToken(secret: string, now = Date.now()): string {
  const payload = `${randomUUID()}.${now}`;
  return `${payload}.${sign(secret, payload)}`;
}

/** The uuid part of a token (the submission id), or undefined if it is malformed. */
export function tokenId(token: string): string | undefined {
  const id = token.split('.')[0];
  return id && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id)
    ? id
    : undefined;
}

/** Checks a token's signature, and that it was issued at least `minFill` ms and at most a day ago. */
export function checkToken(
  secret: string,
  token: string | undefined,
  now = Date.now(),
  minFill = minFillMs(),
): TokenCheck {
  if (!token) return 'missing';
  const parts = token.split('.');
  if (parts.length !== 3 || !tokenId(token)) return 'invalid';
  const [id, issued, signature] = parts as [string, string, string];
  const expected = Buffer.from(sign(secret, `${id}.${issued}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  const age = now - Number(issued);
  if (!Number.isFinite(age) || age > MAX_AGE_MS) return 'expired';
  if (age < minFill) return 'tooFast';
  return 'ok';
}

type SecretGlobal = typeof globalThis & { __synetechFormSecrets?: WeakMap<Db, Promise<string>> };

/**
 * The signing key: `FORM_SECRET`, or a random key created once in the database so that every process
 * and every restart shares it without any setup.
 */
export function formSecret(db: Db): Promise<string> {
  const fromEnv = process.env.FORM_SECRET?.trim();
  if (fromEnv) return Promise.resolve(fromEnv);
  const store = globalThis as SecretGlobal;
  store.__synetechFormSecrets ??= new WeakMap();
  const cache = store.__synetechFormSecrets;
  let secret = cache.get(db);
  if (!secret) {
    secret = (async () => {
      await db
        .insert(appSettings)
        .values({ key: 'form-secret', value: randomBytes(32).toString('base64url') })
        .onConflictDoNothing();
      const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'form-secret'));
      if (!row) throw new Error('form secret missing');
      return row.value;
    })();
    secret.catch(() => cache.delete(db));
    cache.set(db, secret);
  }
  return secret;
}

/** `GET /api/forms/token`: a fresh signed form token for the enhanced form. */
export async function handleTokenGet(request: Request, getDb: () => Promise<Db>) {
  try {
    assertRateLimit(request, 'form-tokens');
  } catch (error) {
    if (error instanceof RequestRejected) return rejection(error, requestLocale(request));
    throw error;
  }
  return json({ token: issueToken(await formSecret(await getDb())) });
}
