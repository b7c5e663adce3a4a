import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll } from 'vitest';

import type { FormId } from '@/lib/forms/forms';
import { formSecret, issueToken } from '@/lib/forms/token';
import { pdfBytes, validSamples } from '@/scripts/form-samples';

import type { TestDatabase } from './databases';
import { readyToken, storedCounts } from './form-requests';

export type Fields = Record<string, string | Blob>;

/** A CV as the browser attaches it. */
export const cv = (bytes: Uint8Array, name = 'cv.pdf', type = 'application/pdf') =>
  new File([bytes as Uint8Array<ArrayBuffer>], name, { type });

export const without = (field: string) => (valid: Fields) => {
  const copy = { ...valid };
  delete copy[field];
  return copy;
};

export const withValue = (field: string, value: string | Blob) => (valid: Fields) => ({
  ...valid,
  [field]: value,
});

/** The form token a test sends: one old enough to pass (`ready`), none, or one of the refused kinds. */
export type TokenKind = 'ready' | 'none' | 'forged' | 'fresh' | 'expired';

/**
 * A database and an uploads folder for the form POSTs of one `describe` block: opened before its
 * tests, removed after them.
 */
export function formTestBed(open: () => Promise<TestDatabase>) {
  let database: TestDatabase;
  let uploads: string;
  beforeAll(async () => {
    database = await open();
    uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'synetech-uploads-'));
  }, 180_000);
  afterAll(async () => {
    await database?.dispose();
    fs.rmSync(uploads, { recursive: true, force: true });
  });
  return {
    get db() {
      return database.db;
    },
    get uploads() {
      return uploads;
    },
    deps: () => ({ getDb: async () => database.db, uploadsDir: uploads }),
    counts: () => storedCounts(database.db, uploads),
    /** A valid sample of the form (with a CV where it takes one) and a token of the given kind. */
    async fieldsFor(form: FormId, token: TokenKind = 'ready'): Promise<Fields> {
      const fields: Fields = { ...validSamples[form] };
      if (form === 'careers') fields.cv = cv(pdfBytes());
      const secret = await formSecret(database.db);
      if (token === 'ready') fields._token = await readyToken(database.db);
      if (token === 'fresh') fields._token = issueToken(secret);
      if (token === 'forged') fields._token = issueToken('not the secret', Date.now() - 10_000);
      if (token === 'expired') fields._token = issueToken(secret, Date.now() - 2 * 86_400_000);
      return fields;
    },
  };
}
