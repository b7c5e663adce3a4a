import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';

import type { Db } from '@/lib/db/client';
import { warrantyRegistry } from '@/lib/db/schema';
import { parseJson, readBody } from '@/lib/http/body';
import { json } from '@/lib/http/json';
import { assertSameOrigin } from '@/lib/http/origin';
import { assertClientRateLimit } from '@/lib/http/rate-limit';
import { RequestRejected } from '@/lib/http/refusal';

/** A serial as people type it (spaces, lower case) in the form the registry stores it. */
export function normalizeSerial(serial: string): string {
  return serial.replace(/\s+/g, '').toUpperCase();
}

export const serialSchema = z
  .string()
  .transform(normalizeSerial)
  .pipe(
    z
      .string()
      .regex(
        /^[A-Z0-9][A-Z0-9-]{3,39}$/,
        'must be letters, digits and hyphens (4 to 40 characters)',
      ),
  );

/** What the registry says about one unit. */
export type WarrantyRecord = {
  serial: string;
  model: string;
  plan: 'care' | 'care-plus';
  startDate: string;
  endDate: string;
  country: string;
  active: boolean;
};

export type WarrantyAnswer = ({ found: true } & WarrantyRecord) | { found: false; serial: string };

/**
 * Looks one serial up. The answer for an unknown serial is the same whatever the reason, and only ever
 * about the serial asked for; the per-client limit stops anyone walking through serial numbers.
 */
export async function lookupWarranty(
  db: Db,
  rawSerial: string,
  client: string,
  today = new Date(),
): Promise<WarrantyAnswer> {
  assertClientRateLimit(client, 'warranty');
  const parsed = serialSchema.safeParse(rawSerial);
  if (!parsed.success) throw new RequestRejected(400, 'invalid-serial');
  const serial = parsed.data;
  const [row] = await db.select().from(warrantyRegistry).where(eq(warrantyRegistry.serial, serial));
  if (!row) return { found: false, serial };
  const day = today.toISOString().slice(0, 10);
  return {
    found: true,
    serial,
    model: row.model,
    plan: row.plan as 'care' | 'care-plus',
    startDate: row.startDate,
    endDate: row.endDate,
    country: row.country,
    active: row.startDate <= day && day <= row.endDate,
  };
}

const isoDay = z.iso.date('must be a date as YYYY-MM-DD');

const registryRowSchema = z
  .object({
    serial: serialSchema,
    model: z.string().trim().min(1, 'is required').max(80, 'is longer than 80 characters'),
    plan: z.enum(['care', 'care-plus'], 'must be care or care-plus'),
    start_date: isoDay,
    end_date: isoDay,
    country: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'must be a two-letter ISO country code'),
  })
  .refine((row) => row.end_date >= row.start_date, {
    path: ['end_date'],
    message: 'is before start_date',
  });

export type ImportReport = {
  imported: number;
  errors: Array<{ line: number; message: string }>;
};

const REQUIRED_COLUMNS = ['serial', 'model', 'plan', 'start_date', 'end_date', 'country'];

/**
 * Imports warranty rows from CSV (header: serial,model,plan,start_date,end_date,country). Valid rows
 * are inserted or updated in one transaction; every invalid row is reported with its line number.
 */
export async function importWarrantyCsv(
  db: Db,
  csv: string,
  options: { dryRun?: boolean } = {},
): Promise<ImportReport> {
  let records: Array<{ record: Record<string, string>; info: { lines: number } }>;
  try {
    records = parse(csv, {
      columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()),
      skip_empty_lines: true,
      trim: true,
      bom: true,
      info: true,
      relax_column_count: true,
    });
  } catch (error) {
    return { imported: 0, errors: [{ line: 0, message: (error as Error).message }] };
  }
  const header = records[0] ? Object.keys(records[0].record) : [];
  const missing = REQUIRED_COLUMNS.filter((c) => !header.includes(c));
  if (records.length > 0 && missing.length > 0) {
    return {
      imported: 0,
      errors: [{ line: 1, message: `missing column(s): ${missing.join(', ')}` }],
    };
  }
  const errors: ImportReport['errors'] = [];
  const rows: Array<typeof warrantyRegistry.$inferInsert> = [];
  const seen = new Map<string, number>();
  for (const { record, info } of records) {
    const result = registryRowSchema.safeParse(record);
    if (!result.success) {
      for (const issue of result.error.issues) {
        errors.push({ line: info.lines, message: `${issue.path.join('.')}: ${issue.message}` });
      }
      continue;
    }
    const row = result.data;
    const earlier = seen.get(row.serial);
    if (earlier) {
      errors.push({
        line: info.lines,
        message: `serial: ${row.serial} already on line ${earlier}`,
      });
      continue;
    }
    seen.set(row.serial, info.lines);
    rows.push({
      serial: row.serial,
      model: row.model,
      plan: row.plan,
      startDate: row.start_date,
      endDate: row.end_date,
      country: row.country,
    });
  }
  if (!options.dryRun && rows.length > 0) {
    await db.transaction(async (tx) => {
      for (let i = 0; i < rows.length; i += 500) {
        await tx
          .insert(warrantyRegistry)
          .values(rows.slice(i, i + 500))
          .onConflictDoUpdate({
            target: warrantyRegistry.serial,
            set: {
              model: sql`excluded.model`,
              plan: sql`excluded.plan`,
              startDate: sql`excluded.start_date`,
              endDate: sql`excluded.end_date`,
              country: sql`excluded.country`,
              updatedAt: sql`now()`,
            },
          });
      }
    });
  }
  return { imported: rows.length, errors };
}

/** What the HTTP answer carries besides the registry data: texts in the visitor's language. */
export type WarrantyTexts = { invalid: string; notFound: string; rateLimited: string };

/**
 * `GET /api/warranty?serial=…` and `POST /api/warranty` (JSON or form fields): a JSON answer; a plain
 * HTML form POST is redirected (303) to the result page.
 */
export async function handleWarrantyRequest(
  request: Request,
  deps: {
    getDb: () => Promise<Db>;
    client: string;
    texts: WarrantyTexts;
    resultPath: (serial: string) => string;
  },
): Promise<Response> {
  let serial: unknown = new URL(request.url).searchParams.get('serial');
  let html = false;
  try {
    if (request.method === 'POST') {
      assertSameOrigin(request);
      const type = request.headers.get('content-type') ?? '';
      const body = await readBody(request, 2048);
      if (type.includes('application/json')) {
        serial = (parseJson(body) as { serial?: unknown } | null)?.serial;
      } else {
        serial = new URLSearchParams(new TextDecoder().decode(body)).get('serial');
        html = !(request.headers.get('accept') ?? '').includes('application/json');
      }
    }
    if (html && typeof serial === 'string') {
      return new Response(null, { status: 303, headers: { location: deps.resultPath(serial) } });
    }
    const answer = await lookupWarranty(
      await deps.getDb(),
      typeof serial === 'string' ? serial : '',
      deps.client,
    );
    return json(answer.found ? answer : { ...answer, message: deps.texts.notFound });
  } catch (error) {
    if (!(error instanceof RequestRejected)) throw error;
    const message =
      error.code === 'rate-limited'
        ? deps.texts.rateLimited
        : error.code === 'invalid-serial'
          ? deps.texts.invalid
          : undefined;
    return json({ error: error.code, message }, error.status, error.headers);
  }
}
