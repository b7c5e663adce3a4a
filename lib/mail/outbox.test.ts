import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { eq } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { outbox } from '@/lib/db/schema';
import { composeMessages } from '@/lib/forms/emails';
import { storeSubmission } from '@/lib/forms/store';
import { storeUpload } from '@/lib/forms/uploads';
import { runOps } from '@/lib/server/operations';
import { pdfBytes, validSamples } from '@/scripts/form-samples';
import { engines, type TestDatabase } from '@/tests/support/databases';

import {
  backoffMs,
  deliverDue,
  LEASE_MS,
  mailSettingsFromEnv,
  outboxStatus,
  retryAllNow,
  type MailSettings,
} from './outbox';

type Received = { from: string; to: string[]; raw: string; mail: ParsedMail };

/** A real SMTP server on loopback that can be told to refuse the next messages. */
async function startSmtp() {
  const received: Received[] = [];
  let refuseNext = 0;
  let refuseCode = 451;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        if (refuseNext > 0) {
          refuseNext -= 1;
          const error = new Error(
            refuseCode >= 500 ? 'No such mailbox' : 'Mailbox temporarily unavailable',
          ) as Error & { responseCode: number };
          error.responseCode = refuseCode;
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks);
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: raw.toString('utf8'),
          mail: await simpleParser(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    received,
    refuse: (n: number, code = 451) => {
      refuseNext = n;
      refuseCode = code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const env = (port: number) => ({
  SMTP_URL: `smtp://127.0.0.1:${port}`,
  MAIL_FROM: 'Synetech <web@synetech.example>',
  SALES_INBOX: 'sales@synetech.example',
  SUPPORT_INBOX: 'support@synetech.example',
  HR_INBOX: 'hr@synetech.example',
});

describe('back-off', () => {
  it('doubles from 30 s and stops growing at 6 h', () => {
    expect([1, 2, 3, 4].map((n) => backoffMs(n, 0.5))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(backoffMs(40, 0.5)).toBe(6 * 60 * 60 * 1000);
    expect(backoffMs(1, 0)).toBe(24_000);
    expect(backoffMs(1, 1)).toBe(36_000);
  });

  it('reports what is missing when SMTP is not configured', () => {
    expect(mailSettingsFromEnv({})).toEqual({ missing: ['SMTP_URL or SMTP_HOST', 'MAIL_FROM'] });
    expect(mailSettingsFromEnv({ SMTP_HOST: 'mail.example' })).toEqual({ missing: ['MAIL_FROM'] });
  });
});

describe.each(engines)('outbox delivery on %s', { timeout: 60_000 }, (_engine, open) => {
  let database: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let mail: MailSettings;
  let uploads: string;

  async function submit(
    form: 'contact' | 'careers' | 'assistance',
    withCv = false,
    email?: string,
  ) {
    const values = email ? { ...validSamples[form], email } : validSamples[form];
    const attachment = withCv
      ? await storeUpload(uploads, pdfBytes(), 'pdf', 'Chiara CV.pdf', 'application/pdf')
      : null;
    return storeSubmission(database.db, {
      id: randomUUID(),
      form,
      locale: form === 'careers' ? 'it' : 'es',
      name: values.name ?? null,
      email: values.email ?? null,
      data: values,
      attachment,
      messages: (reference) =>
        composeMessages({
          form,
          locale: form === 'careers' ? 'it' : 'es',
          reference,
          values,
          attachment,
          receivedAt: new Date(),
        }),
    });
  }

  beforeAll(async () => {
    database = await open();
    smtp = await startSmtp();
    uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'synetech-outbox-'));
    const settings = mailSettingsFromEnv(env(smtp.port));
    if ('missing' in settings) throw new Error('test SMTP settings incomplete');
    mail = settings;
  }, 180_000);
  afterAll(async () => {
    await smtp?.close();
    await database?.dispose();
    fs.rmSync(uploads, { recursive: true, force: true });
  });
  // Each test counts the messages it queued itself: none left over from another test.
  beforeEach(async () => {
    smtp.received.length = 0;
    await database.db.delete(outbox);
  });

  it('sends the team email and the localized acknowledgement, with the CV attached', async () => {
    const { reference } = await submit('careers', true);
    const result = await deliverDue(database.db, mail, {
      uploadsDir: uploads,
      env: env(smtp.port),
    });
    expect(result).toEqual({ sent: 2, failed: 0 });
    const team = smtp.received.find((m) => m.to.includes('hr@synetech.example'));
    const ack = smtp.received.find((m) => m.to.includes(validSamples.careers.email!));
    expect(team?.mail.subject).toBe(`[${reference}] Candidatura — Chiara Bianchi`);
    expect(team?.mail.replyTo?.text).toBe('chiara@mail.example');
    expect(team?.mail.text).toContain('Nuevo envío desde el sitio web: candidatura.');
    expect(team?.mail.text).toContain('Idioma: Italiano');
    expect(team?.mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ['Chiara_CV.pdf', 'application/pdf'],
    ]);
    expect(new Uint8Array(team!.mail.attachments[0]!.content)).toEqual(pdfBytes());
    // Italian visitor: an Italian acknowledgement with the reference.
    expect(ack?.mail.subject).toBe(`Abbiamo ricevuto la tua richiesta (${reference})`);
    expect(ack?.mail.text).toContain(`Il tuo numero di riferimento è ${reference}.`);
    expect(ack?.from).toBe('web@synetech.example');
    expect((await outboxStatus(database.db)).pending).toBe(0);
  });

  it('retries a refused message with back-off and sends it later, never dropping it', async () => {
    await submit('contact');
    smtp.refuse(1);
    const first = await deliverDue(database.db, mail, { uploadsDir: uploads, env: env(smtp.port) });
    expect(first).toEqual({ sent: 1, failed: 1 });
    const status = await outboxStatus(database.db);
    expect(status.pending).toBe(1);
    expect(status.recentErrors[0]?.lastError).toContain('451');
    // Not due yet: nothing is sent on the next run.
    expect(
      await deliverDue(database.db, mail, { uploadsDir: uploads, env: env(smtp.port) }),
    ).toEqual({
      sent: 0,
      failed: 0,
    });
    const later = () => new Date(Date.now() + 60_000);
    expect(
      await deliverDue(database.db, mail, { uploadsDir: uploads, env: env(smtp.port), now: later }),
    ).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received).toHaveLength(2);
    expect((await outboxStatus(database.db)).pending).toBe(0);
  });

  it('keeps a team message queued while its inbox is not configured', async () => {
    const { reference } = await submit('assistance');
    const partial = { ...env(smtp.port), SUPPORT_INBOX: '' };
    const result = await deliverDue(database.db, mail, { uploadsDir: uploads, env: partial });
    expect(result).toEqual({ sent: 1, failed: 1 });
    const [waiting] = await database.db.select().from(outbox).where(eq(outbox.audience, 'support'));
    expect(waiting?.sentAt).toBeNull();
    expect(waiting?.lastError).toBe('SUPPORT_INBOX is not set: nowhere to send this message');
    const later = () => new Date(Date.now() + 60_000);
    await deliverDue(database.db, mail, { uploadsDir: uploads, env: env(smtp.port), now: later });
    expect(
      smtp.received.some(
        (m) => m.mail.subject?.includes(reference) && m.to.includes('support@synetech.example'),
      ),
    ).toBe(true);
  });

  it('keeps everything queued while the SMTP server is down', async () => {
    await submit('contact');
    const down = mailSettingsFromEnv({ ...env(1), SMTP_URL: 'smtp://127.0.0.1:1' });
    if ('missing' in down) throw new Error('unreachable');
    const result = await deliverDue(database.db, down, { uploadsDir: uploads, env: env(1) });
    expect(result).toEqual({ sent: 0, failed: 2 });
    expect((await outboxStatus(database.db)).pending).toBe(2);
    const later = () => new Date(Date.now() + 60_000);
    await deliverDue(database.db, mail, { uploadsDir: uploads, env: env(smtp.port), now: later });
    expect(smtp.received).toHaveLength(2);
  });

  it('never sends a message twice when two workers run at once', async () => {
    // Six visitors: one inbox gets at most ACK_DAILY_CAP acknowledgements (lib/mail/ack-cap.ts).
    for (let i = 0; i < 6; i += 1) await submit('contact', false, `visitor${i}@example.test`);
    const options = { uploadsDir: uploads, env: env(smtp.port), batchSize: 3 };
    const results = await Promise.all([
      deliverDue(database.db, mail, options),
      deliverDue(database.db, mail, options),
    ]);
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(12);
    expect(smtp.received).toHaveLength(12);
  });

  it('never sends a message twice when a slow SMTP server outlasts the batch lease', async () => {
    await submit('contact');
    // Two messages leased in one batch at t0. The first takes 4 min to send, the second 2 min; at
    // t0 + 6 min, past the batch's 5 min lease, a second worker runs while the second is being sent.
    let clock = Date.now();
    const now = () => new Date(clock);
    const options = { uploadsDir: uploads, env: env(smtp.port), now };
    let calls = 0;
    let second: Promise<{ sent: number; failed: number }> | undefined;
    const slow: MailSettings = {
      from: mail.from,
      transport: {
        sendMail: async (message: Parameters<MailSettings['transport']['sendMail']>[0]) => {
          calls += 1;
          if (calls === 1) clock += LEASE_MS - 60_000;
          if (calls === 2) {
            clock += 2 * 60_000;
            second = deliverDue(database.db, mail, options);
            await second;
          }
          return mail.transport.sendMail(message);
        },
      } as MailSettings['transport'],
    };
    const first = await deliverDue(database.db, slow, options);
    expect(first.sent + (await second!).sent).toBe(2);
    expect(smtp.received).toHaveLength(2);
  });

  it('moves a message the server refuses for good (5xx) to the dead letters, retried only by the operator', async () => {
    const { reference } = await submit('contact');
    smtp.refuse(1, 550);
    const options = { uploadsDir: uploads, env: env(smtp.port) };
    expect(await deliverDue(database.db, mail, options)).toEqual({ sent: 1, failed: 1 });
    // Hours later, nothing is retried.
    const later = () => new Date(Date.now() + 24 * 60 * 60 * 1000);
    expect(await deliverDue(database.db, mail, { ...options, now: later })).toEqual({
      sent: 0,
      failed: 0,
    });
    const ctx = { db: database.db, location: database.location, uploadsDir: uploads };
    const status = await runOps({ args: ['outbox', 'status'] }, ctx);
    expect(status.stdout).toContain('Pending: 0');
    expect(status.stdout).toContain('Dead letters (refused for good, not retried): 1');
    const dead = await runOps({ args: ['outbox', 'dead'] }, ctx);
    expect(dead.stdout).toContain(reference);
    expect(dead.stdout).toContain('No such mailbox');
    expect(dead.stdout).toContain('1 dead letter(s)');
    // outbox flush (every pending message due now) leaves dead letters alone.
    await retryAllNow(database.db);
    expect(await deliverDue(database.db, mail, options)).toEqual({ sent: 0, failed: 0 });
    const retried = await runOps({ args: ['outbox', 'retry-dead'] }, ctx);
    expect(retried.stdout).toBe('1 dead letter(s) queued again, due now.\n');
    expect(await deliverDue(database.db, mail, options)).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received).toHaveLength(2);
  });

  it('says "SMTP not configured" in the status and sends nothing when it is not', async () => {
    await submit('contact');
    vi.stubEnv('SMTP_URL', '');
    vi.stubEnv('SMTP_HOST', '');
    vi.stubEnv('MAIL_FROM', '');
    try {
      const ctx = { db: database.db, location: database.location, uploadsDir: uploads };
      const status = await runOps({ args: ['outbox', 'status'] }, ctx);
      expect(status.stdout).toMatch(
        /^SMTP not configured \(missing: SMTP_URL or SMTP_HOST, MAIL_FROM\)/,
      );
      expect(status.stdout).toContain('Pending: 2');
      const flush = await runOps({ args: ['outbox', 'flush'] }, ctx);
      expect(flush.code).toBe(1);
      expect(flush.stderr).toContain('SMTP not configured');
      expect(smtp.received).toHaveLength(0);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
