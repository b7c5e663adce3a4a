import fs from 'node:fs';
import path from 'node:path';

import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';

import { outbox, submissions } from '@/lib/db/schema';
import { purposeLimits } from '@/lib/http/limits';
import { ackDailyCap } from '@/lib/mail/ack-cap';
import { docxBytes, validSamples } from '@/scripts/form-samples';
import { engines } from '@/tests/support/databases';
import { cv, formTestBed, without } from '@/tests/support/form-bed';
import { formRequest, freshIp } from '@/tests/support/form-requests';

import { formIds } from './forms';
import { handleFormPost } from './handler';

describe.each(engines)('form submissions on %s', (_engine, open) => {
  const bed = formTestBed(open);
  const { deps, counts, fieldsFor } = bed;

  it.each(formIds)(
    'stores a valid %s submission exactly once with its two emails',
    async (form) => {
      const before = await counts();
      const response = await handleFormPost(form, formRequest(form, await fieldsFor(form)), deps());
      const body = (await response.json()) as { ok: boolean; reference: string; redirect: string };
      expect(response.status).toBe(201);
      expect(body.reference).toMatch(/^SYN-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
      expect(body.redirect).toBe(`/contacto/solicitud-enviada?ref=${body.reference}`);
      const after = await counts();
      expect(after.submissions - before.submissions).toBe(1);
      expect(after.outbox - before.outbox).toBe(2);
      expect(after.files - before.files).toBe(form === 'careers' ? 1 : 0);
      const [row] = await bed.db
        .select()
        .from(submissions)
        .where(eq(submissions.reference, body.reference));
      expect(row?.form).toBe(form);
      expect(row?.data.email).toBe(validSamples[form].email);
      const mails = await bed.db.select().from(outbox).where(eq(outbox.submissionId, row!.id));
      expect(mails.map((m) => m.audience).sort()).toEqual(
        [
          form === 'careers'
            ? 'hr'
            : ['assistance', 'led-repair', 'care-plus', 'spare-part'].includes(form)
              ? 'support'
              : 'sales',
          'visitor',
        ].sort(),
      );
      expect(mails.find((m) => m.audience === 'visitor')?.body).toContain(body.reference);
    },
  );

  it('accepts a DOCX CV and keeps it outside public/ under a random name', async () => {
    const fields = await fieldsFor('careers');
    fields.cv = cv(docxBytes(), 'Mi CV (final).docx', 'application/octet-stream');
    const response = await handleFormPost('careers', formRequest('careers', fields), deps());
    expect(response.status).toBe(201);
    const { reference } = (await response.json()) as { reference: string };
    const [row] = await bed.db
      .select()
      .from(submissions)
      .where(eq(submissions.reference, reference));
    expect(row?.attachment?.mime).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(row?.attachment?.originalName).toBe('Mi_CV_final_.docx');
    expect(row?.attachment?.storedName).toMatch(/^[0-9a-f]{32}\.docx$/);
    expect(fs.existsSync(path.join(bed.uploads, row!.attachment!.storedName))).toBe(true);
  });

  it('stores a retried POST and a burst of double clicks only once', async () => {
    const fields = await fieldsFor('careers');
    const ip = freshIp();
    const before = await counts();
    const first = await handleFormPost('careers', formRequest('careers', fields, { ip }), deps());
    const again = await handleFormPost('careers', formRequest('careers', fields, { ip }), deps());
    const burst = await Promise.all(
      Array.from({ length: 5 }, () =>
        handleFormPost('careers', formRequest('careers', fields, { ip }), deps()),
      ),
    );
    const references = await Promise.all(
      [first, again, ...burst].map(
        async (r) => ((await r.json()) as { reference: string }).reference,
      ),
    );
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(new Set(references).size).toBe(1);
    const after = await counts();
    expect(after.submissions - before.submissions).toBe(1);
    expect(after.outbox - before.outbox).toBe(2);
    // The duplicates' uploads were removed: one CV for one submission.
    expect(after.files - before.files).toBe(1);
  });

  it('rate limits a flood from one client, valid requests included', async () => {
    const ip = freshIp();
    const before = await counts();
    const statuses: number[] = [];
    const limit = purposeLimits.forms.limit;
    for (let i = 0; i < limit + 2; i += 1) {
      const fields = without('email')(await fieldsFor('contact'));
      const response = await handleFormPost(
        'contact',
        formRequest('contact', fields, { ip }),
        deps(),
      );
      statuses.push(response.status);
    }
    expect(statuses.slice(0, limit).every((s) => s === 422)).toBe(true);
    expect(statuses.slice(limit)).toEqual([429, 429]);
    const valid = await handleFormPost(
      'contact',
      formRequest('contact', await fieldsFor('contact'), { ip }),
      deps(),
    );
    expect(valid.status).toBe(429);
    expect(valid.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await counts()).toEqual(before);
  });

  it('counts every address of one IPv6 /64 as one client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < purposeLimits.forms.limit + 1; i += 1) {
      const fields = without('email')(await fieldsFor('contact'));
      // A new address of the same /64 for every request, as a client rotating its addresses.
      const ip = `2001:db8:2700:64::${(i + 1).toString(16)}`;
      statuses.push(
        (await handleFormPost('contact', formRequest('contact', fields, { ip }), deps())).status,
      );
    }
    expect(statuses.at(-1)).toBe(429);
    const neighbour = without('email')(await fieldsFor('contact'));
    const other = formRequest('contact', neighbour, { ip: '2001:db8:2700:65::1' });
    expect((await handleFormPost('contact', other, deps())).status).toBe(422);
  });

  it('answers a used token replayed with other content with a clear refusal, storing nothing', async () => {
    const fields = await fieldsFor('contact');
    const first = await handleFormPost('contact', formRequest('contact', fields), deps());
    expect(first.status).toBe(201);
    const { reference } = (await first.json()) as { reference: string };
    const before = await counts();

    const altered = { ...fields, message: 'Something else entirely.' };
    const replay = await handleFormPost('contact', formRequest('contact', altered), deps());
    expect(replay.status).toBe(409);
    expect(JSON.stringify(await replay.json())).toContain(
      'Este formulario ya se envió con otros datos',
    );
    // The same token on another form, and without JavaScript (English visitor).
    const otherForm = await handleFormPost(
      'assistance',
      formRequest(
        'assistance',
        { ...(await fieldsFor('assistance')), _token: fields._token! },
        {
          json: false,
          locale: 'en',
        },
      ),
      deps(),
    );
    expect(otherForm.status).toBe(409);
    expect(await otherForm.text()).toContain('This form was already sent with different details');
    expect(await counts()).toEqual(before);
    const [row] = await bed.db
      .select()
      .from(submissions)
      .where(eq(submissions.reference, reference));
    expect(row?.data.message).toBe(validSamples.contact.message);

    // The very same content again (a double click, a retried POST) still gets the first reference.
    const again = await handleFormPost('contact', formRequest('contact', fields), deps());
    expect(again.status).toBe(200);
    expect(((await again.json()) as { reference: string }).reference).toBe(reference);
  });

  it('tells a CV replayed under a used token from the one sent first', async () => {
    const fields = await fieldsFor('careers');
    expect((await handleFormPost('careers', formRequest('careers', fields), deps())).status).toBe(
      201,
    );
    const before = await counts();
    const otherCv = { ...fields, cv: cv(docxBytes(), 'cv.pdf') };
    const replay = await handleFormPost('careers', formRequest('careers', otherCv), deps());
    expect(replay.status).toBe(409);
    const same = await handleFormPost('careers', formRequest('careers', fields), deps());
    expect(same.status).toBe(200);
    expect(await counts()).toEqual(before);
  });

  it('acknowledges in fixed words: nothing the sender typed reaches the inbox they named', async () => {
    const fields = await fieldsFor('demo');
    fields.name = 'Cheap pills at pills.example';
    fields.organisation = 'Visit pills.example today';
    fields.email = `ack-${Date.now()}@inbox.example`;
    const response = await handleFormPost(
      'demo',
      formRequest('demo', fields, { locale: 'fr' }),
      deps(),
    );
    const { reference } = (await response.json()) as { reference: string };
    const [row] = await bed.db
      .select()
      .from(submissions)
      .where(eq(submissions.reference, reference));
    const [ack] = await bed.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.submissionId, row!.id), eq(outbox.audience, 'visitor')));
    expect(ack?.recipient).toBe(fields.email);
    expect(ack?.body).toContain(reference);
    expect(ack?.body.startsWith('Bonjour,\n')).toBe(true);
    for (const typed of Object.values(validSamples.demo).filter((v) => v.length > 3)) {
      if (typed === fields.email) continue;
      expect(ack?.subject + ack!.body).not.toContain(typed);
    }
    expect(ack?.subject + ack!.body).not.toContain('pills');
  });

  it('caps acknowledgements per inbox and day, and still stores every request', async () => {
    const cap = ackDailyCap();
    const inbox = `victim-${Date.now()}@inbox.example`;
    // The same inbox spelled as a spammer would: other case, +tags.
    const spellings = Array.from({ length: cap + 3 }, (_, i) =>
      i % 2 === 0 ? inbox : inbox.toUpperCase().replace('@', `+${i}@`),
    );
    const before = await counts();
    for (const email of spellings) {
      const fields = { ...(await fieldsFor('contact')), email };
      expect((await handleFormPost('contact', formRequest('contact', fields), deps())).status).toBe(
        201,
      );
    }
    const after = await counts();
    expect(after.submissions - before.submissions).toBe(cap + 3);
    // One team email per request, and `cap` acknowledgements in all.
    expect(after.outbox - before.outbox).toBe(cap + 3 + cap);
    // A day later the inbox is acknowledged again.
    await bed.db.execute(
      sql`update outbox set created_at = created_at - interval '25 hours' where lower(recipient) like ${`%${inbox.split('@')[0]!.slice(7)}%`}`,
    );
    const later = await handleFormPost(
      'contact',
      formRequest('contact', { ...(await fieldsFor('contact')), email: inbox }),
      deps(),
    );
    expect(later.status).toBe(201);
    expect((await counts()).outbox - after.outbox).toBe(2);
  });

  it('logs the form and the cause of a failed write, never the visitor’s data', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await bed.db.execute(
      sql`alter table submissions add constraint test_refuse_all check (false) not valid`,
    );
    try {
      const before = await counts();
      const response = await handleFormPost(
        'contact',
        formRequest('contact', await fieldsFor('contact')),
        deps(),
      );
      expect(response.status).toBe(500);
      expect(((await response.json()) as { message: string }).message).toBe(
        'Algo ha fallado por nuestra parte y la solicitud no se ha guardado. Vuelve a intentarlo en unos minutos.',
      );
      expect(await counts()).toEqual(before);
      const logged = log.mock.calls.map((call) => call.map(String).join(' ')).join('\n');
      expect(logged).toContain('[forms] contact:');
      expect(logged).toContain('test_refuse_all');
      for (const value of Object.values(validSamples.contact).filter((v) => v.length > 3)) {
        expect(logged).not.toContain(value);
      }
    } finally {
      await bed.db.execute(sql`alter table submissions drop constraint test_refuse_all`);
      log.mockRestore();
    }
  });

  it('keeps markup in free text as inert text: stored verbatim, mailed as plain text', async () => {
    const fields = await fieldsFor('contact');
    const payload = '<script>alert(1)</script><img src=x onerror=alert(2)> & "quotes"';
    fields.message = payload;
    const response = await handleFormPost('contact', formRequest('contact', fields), deps());
    const { reference } = (await response.json()) as { reference: string };
    const [row] = await bed.db
      .select()
      .from(submissions)
      .where(eq(submissions.reference, reference));
    expect(row?.data.message).toBe(payload);
    const mails = await bed.db.select().from(outbox).where(eq(outbox.submissionId, row!.id));
    const team = mails.find((m) => m.audience === 'sales');
    expect(team?.body).toContain(payload);
    expect(team?.replyTo).toBe(validSamples.contact.email);
  });

  it('answers 404 for an unknown form', async () => {
    const response = await handleFormPost('newsletter', formRequest('newsletter', {}), deps());
    expect(response.status).toBe(404);
  });
});
