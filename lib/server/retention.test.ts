import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { consentRecords, outbox, submissions } from '@/lib/db/schema';
import { storeUpload } from '@/lib/forms/uploads';
import { pdfBytes } from '@/scripts/form-samples';
import { pgliteTestDatabase, type TestDatabase } from '@/tests/support/databases';

import { startHousekeeping } from './housekeeping';
import { runOps } from './operations';
import { ORPHAN_GRACE_MS, sweepOrphanUploads } from './retention';

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);

describe('retention and erasure', { timeout: 120_000 }, () => {
  let database: TestDatabase;
  let uploads: string;
  const ctx = () => ({ db: database.db, location: database.location, uploadsDir: uploads });

  /** A submission made `age` days ago, with its two messages, and a CV for a careers one. */
  async function submission(form: string, age: number, email = 'ana@example.com') {
    const id = randomUUID();
    const attachment =
      form === 'careers'
        ? await storeUpload(uploads, pdfBytes(), 'pdf', 'cv.pdf', 'application/pdf')
        : null;
    await database.db.insert(submissions).values({
      id,
      reference: `SYN-${id.slice(0, 4).toUpperCase()}-${id.slice(4, 8).toUpperCase()}`,
      form,
      locale: 'es',
      name: 'Ana',
      email,
      data: { email, message: 'hola' },
      attachment,
      createdAt: daysAgo(age),
    });
    await database.db.insert(outbox).values([
      {
        submissionId: id,
        audience: 'sales',
        replyTo: email,
        subject: 's',
        body: 'Ana',
        attachment,
      },
      { submissionId: id, audience: 'visitor', recipient: email, subject: 's', body: 'Hola Ana' },
    ]);
    return { id, attachment };
  }

  const remaining = async () =>
    (await database.db.select({ id: submissions.id }).from(submissions)).map((r) => r.id);

  beforeAll(async () => {
    database = await pgliteTestDatabase();
  }, 180_000);
  beforeEach(async () => {
    uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'synetech-retention-'));
    await database.db.delete(outbox);
    await database.db.delete(submissions);
    await database.db.delete(consentRecords);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('deletes submissions, their messages and CVs past the periods the privacy policy states', async () => {
    const oldContact = await submission('contact', 2 * 365 + 1);
    const recentContact = await submission('contact', 2 * 365 - 30);
    const oldApplication = await submission('careers', 366);
    const recentApplication = await submission('careers', 300);
    const repair = await submission('assistance', 5 * 365);
    const consent = (consentId: string, age: number) => ({
      consentId,
      action: 'first',
      categories: ['necessary'],
      revision: 1,
      consentDate: daysAgo(age),
      lastConsentUpdate: daysAgo(age),
      locale: 'es',
      receivedAt: daysAgo(age),
    });
    const [a, b] = [randomUUID(), randomUUID()];
    // a: one choice five years ago, valid one year, kept three more: gone. b: a choice 3.5 years
    // ago replaced 3.2 years ago (gone), the replacement valid until 2.2 years ago (kept).
    await database.db
      .insert(consentRecords)
      .values([consent(a, 5 * 365), consent(b, 3.5 * 365), consent(b, 3.2 * 365)]);

    const result = await runOps({ args: ['retention', 'run'] }, ctx());
    expect(result.stdout).toBe(
      'Past their retention period, deleted: 2 submission(s), 4 message(s), 1 CV file(s), ' +
        '2 consent record(s). Orphan CV files removed: 0.\n' +
        'Speed measurements: 0 page view(s) past 90 days rolled up into 0 daily figure(s); ' +
        '0 daily figure(s) past 13 months deleted.\n',
    );
    expect((await remaining()).sort()).toEqual(
      [recentContact.id, recentApplication.id, repair.id].sort(),
    );
    expect(fs.readdirSync(uploads)).toEqual([recentApplication.attachment!.storedName]);
    const messages = await database.db.select({ s: outbox.submissionId }).from(outbox);
    expect(messages.map((m) => m.s)).not.toContain(oldContact.id);
    expect(messages.map((m) => m.s)).not.toContain(oldApplication.id);
    const consents = await database.db.select().from(consentRecords);
    expect(consents.map((c) => c.consentId)).toEqual([b]);
  });

  it('erases one person on request: submissions, messages and CVs, by email in any case', async () => {
    await submission('careers', 10, 'Chiara@Mail.example');
    await submission('contact', 5, 'chiara@mail.example');
    const other = await submission('contact', 5, 'luis@example.com');
    const result = await runOps({ args: ['erase', '--email', 'CHIARA@mail.example'] }, ctx());
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(
      'Erased for CHIARA@mail.example: 2 submission(s), 4 message(s), 1 CV file(s). ' +
        'Consent records hold no email address: none is linked.\n',
    );
    expect(await remaining()).toEqual([other.id]);
    expect(fs.readdirSync(uploads)).toEqual([]);
    const bodies = await database.db.select({ body: outbox.body }).from(outbox);
    expect(bodies).toHaveLength(2);
    const bad = await runOps({ args: ['erase', '--email'] }, ctx());
    expect(bad.code).toBe(2);
  });

  it('sweeps CV files that no committed submission points to, once they are an hour old', async () => {
    const kept = await submission('careers', 1);
    const orphan = await storeUpload(uploads, pdfBytes(), 'pdf', 'cv.pdf', 'application/pdf');
    const inFlight = await storeUpload(uploads, pdfBytes(), 'pdf', 'cv.pdf', 'application/pdf');
    const old = new Date(Date.now() - ORPHAN_GRACE_MS - 60_000);
    fs.utimesSync(path.join(uploads, orphan.storedName), old, old);
    fs.utimesSync(path.join(uploads, kept.attachment!.storedName), old, old);
    expect(await sweepOrphanUploads(database.db, uploads)).toBe(1);
    expect(fs.readdirSync(uploads).sort()).toEqual(
      [kept.attachment!.storedName, inFlight.storedName].sort(),
    );
  });

  it('runs in the server: the housekeeping loop applies retention when it starts', async () => {
    const expired = await submission('contact', 3 * 365);
    const worker = startHousekeeping(async () => database.db, uploads, 60_000);
    try {
      for (let i = 0; i < 100 && (await remaining()).includes(expired.id); i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(await remaining()).not.toContain(expired.id);
    } finally {
      worker.stop();
    }
  });
});
