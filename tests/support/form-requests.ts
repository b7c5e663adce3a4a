import fs from 'node:fs';

import { count } from 'drizzle-orm';

import type { Db } from '@/lib/db/client';
import { formDrafts, outbox, submissions } from '@/lib/db/schema';
import { formSecret, issueToken } from '@/lib/forms/token';

export const ORIGIN = 'http://localhost:3000';

export type FormRequestOptions = {
  locale?: string;
  /** Send as the enhanced form does (Accept: application/json). */
  json?: boolean;
  multipart?: boolean;
  headers?: Record<string, string>;
  /** The client address (X-Forwarded-For), so that rate limits of tests do not collide. */
  ip?: string;
};

let nextIp = 1;
/** A fresh documentation-range address for one test's client. */
export function freshIp(): string {
  nextIp += 1;
  return `198.18.${Math.floor(nextIp / 250)}.${nextIp % 250}`;
}

/** A POST to /api/forms/<form> built like a browser would send it. */
export function formRequest(
  form: string,
  fields: Record<string, string | Blob>,
  options: FormRequestOptions = {},
): Request {
  const multipart = options.multipart ?? Object.values(fields).some((v) => v instanceof Blob);
  let body: BodyInit;
  const headers: Record<string, string> = {
    host: 'localhost:3000',
    origin: ORIGIN,
    accept: options.json === false ? 'text/html' : 'application/json',
    'x-forwarded-for': options.ip ?? freshIp(),
  };
  if (multipart) {
    const data = new FormData();
    for (const [key, value] of Object.entries(fields)) {
      if (value instanceof File) data.append(key, value, value.name);
      else data.append(key, value);
    }
    body = data;
  } else {
    body = new URLSearchParams(fields as Record<string, string>).toString();
    headers['content-type'] = 'application/x-www-form-urlencoded';
  }
  return new Request(`${ORIGIN}/api/forms/${form}?locale=${options.locale ?? 'es'}`, {
    method: 'POST',
    headers: { ...headers, ...options.headers },
    body,
  });
}

/**
 * A POST to one of the site's endpoints (`/api/consent`, `/api/vitals`…) from the site's own origin,
 * with a body as written or as JSON.
 */
export function endpointPost(
  pathname: string,
  body: unknown,
  contentType: string,
  headers: Record<string, string> = {},
): Request {
  return new Request(`${ORIGIN}${pathname}`, {
    method: 'POST',
    headers: {
      host: 'localhost:3000',
      origin: ORIGIN,
      'content-type': contentType,
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** A token old enough to pass the minimum fill time. */
export async function readyToken(db: Db, ageMs = 10_000): Promise<string> {
  return issueToken(await formSecret(db), Date.now() - ageMs);
}

/** How many rows each table holds and how many files were uploaded. */
export async function storedCounts(db: Db, uploadsDir: string) {
  const [s] = await db.select({ n: count() }).from(submissions);
  const [o] = await db.select({ n: count() }).from(outbox);
  const [d] = await db.select({ n: count() }).from(formDrafts);
  const files = fs.existsSync(uploadsDir) ? fs.readdirSync(uploadsDir).length : 0;
  return { submissions: s?.n ?? 0, outbox: o?.n ?? 0, drafts: d?.n ?? 0, files };
}
