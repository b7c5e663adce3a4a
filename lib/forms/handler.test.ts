import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { formDrafts, outbox, submissions } from '@/lib/db/schema';
import { purposeLimits } from '@/lib/http/limits';
import { ackDailyCap } from '@/lib/mail/ack-cap';
import { docxBytes, exeBytes, pdfBytes, validSamples, zipBytes } from '@/scripts/form-samples';
import { engines, type TestDatabase } from '@/tests/support/databases';
import {
  formRequest,
  freshIp,
  readyToken,
  storedCounts,
  type FormRequestOptions,
} from '@/tests/support/form-requests';

import { formIds, type FormId } from './forms';
import { handleFormPost } from './handler';
import { CV_MAX_BYTES } from './schemas';
import { formSecret, issueToken } from './token';

const cv = (bytes: Uint8Array, name = 'cv.pdf', type = 'application/pdf') =>
  new File([bytes as Uint8Array<ArrayBuffer>], name, { type });

type Case = {
  label: string;
  form: FormId;
  status: number;
  /** The localized message expected somewhere in the answer. */
  message: string;
  locale?: string;
  fields?: (valid: Record<string, string | Blob>) => Record<string, string | Blob>;
  options?: FormRequestOptions;
  request?: () => Request;
  token?: 'none' | 'forged' | 'fresh' | 'expired';
};

const without = (field: string) => (valid: Record<string, string | Blob>) => {
  const copy = { ...valid };
  delete copy[field];
  return copy;
};
const withValue =
  (field: string, value: string | Blob) => (valid: Record<string, string | Blob>) => ({
    ...valid,
    [field]: value,
  });

/** A POST with a body written byte for byte, as no browser would send it. */
const rawRequest =
  (form: FormId, body: BodyInit, contentType: string | null, extra: Record<string, string> = {}) =>
  () =>
    new Request(`http://localhost:3000/api/forms/${form}?locale=es`, {
      method: 'POST',
      headers: {
        host: 'localhost:3000',
        origin: 'http://localhost:3000',
        accept: 'application/json',
        ...(contentType ? { 'content-type': contentType } : {}),
        'x-forwarded-for': freshIp(),
        ...extra,
      },
      body,
    });

const badInputs: Case[] = [
  {
    label: 'a missing required field',
    form: 'contact',
    fields: without('name'),
    status: 422,
    message: 'Este campo es obligatorio.',
  },
  {
    label: 'an oversized field',
    form: 'contact',
    fields: withValue('message', 'x'.repeat(3001)),
    status: 422,
    message: 'Escribe como máximo 3000 caracteres.',
  },
  {
    label: 'a number field with letters',
    form: 'demo',
    fields: withValue('classrooms', 'twelve'),
    status: 422,
    message: 'Escribe un número entero entre 1 y 10000.',
  },
  {
    label: 'a text field sent as a file (wrong type)',
    form: 'contact',
    fields: withValue('name', cv(pdfBytes(), 'name.pdf')),
    status: 422,
    message: 'Este valor no es válido.',
  },
  {
    label: 'an invalid email (English visitor)',
    form: 'demo',
    locale: 'en',
    fields: withValue('email', 'lucia@'),
    status: 422,
    message: 'Enter a valid email address, such as name@school.org.',
  },
  {
    label: 'a script in a name (French visitor)',
    form: 'assistance',
    locale: 'fr',
    fields: withValue('name', '<script>alert(1)</script>'),
    status: 422,
    message: 'N’utilisez pas les signes < et > dans ce champ.',
  },
  {
    label: 'a line break in a single-line field (mail header injection)',
    form: 'contact',
    fields: withValue('name', 'Eve\r\nBcc: victim@example.com'),
    status: 422,
    message: 'Este valor no es válido.',
  },
  {
    label: 'a value outside a closed list',
    form: 'sustainability',
    fields: withValue('country', 'XX'),
    status: 422,
    message: 'Elige una de las opciones de la lista.',
  },
  {
    label: 'no consent to the privacy policy (Italian visitor)',
    form: 'care-plus',
    locale: 'it',
    fields: without('privacy'),
    status: 422,
    message: 'Per inviare la richiesta devi accettare l’informativa sulla privacy.',
  },
  {
    label: 'a purchase date in the future',
    form: 'care-plus',
    fields: withValue('purchaseDate', '2999-01-01'),
    status: 422,
    message: 'La fecha no puede ser posterior a hoy.',
  },
  {
    label: 'a malformed part number',
    form: 'spare-part',
    fields: withValue('partNumber', 'DROP TABLE'),
    status: 422,
    message: 'La referencia tiene la forma SY-XXX-000',
  },
  {
    label: 'an executable renamed cv.pdf',
    form: 'careers',
    fields: withValue('cv', cv(exeBytes())),
    status: 422,
    message: 'El currículum debe ser un PDF o un documento DOCX.',
  },
  {
    label: 'a ZIP archive renamed cv.docx',
    form: 'careers',
    fields: withValue('cv', cv(zipBytes(), 'cv.docx', 'application/octet-stream')),
    status: 422,
    message: 'El currículum debe ser un PDF o un documento DOCX.',
  },
  {
    label: 'a CV over 5 MB (Portuguese visitor)',
    form: 'careers',
    locale: 'pt',
    fields: withValue('cv', cv(new Uint8Array([...pdfBytes(), ...new Uint8Array(CV_MAX_BYTES)]))),
    status: 422,
    message: 'O ficheiro não pode ter mais de 5 MB.',
  },
  {
    label: 'no CV',
    form: 'careers',
    fields: without('cv'),
    status: 422,
    message: 'Adjunta tu currículum.',
  },
  {
    label: 'an unknown position',
    form: 'careers',
    fields: withValue('position', 'ceo'),
    status: 422,
    message: 'Elige una de las opciones de la lista.',
  },
  {
    label: 'a foreign Origin',
    form: 'contact',
    options: { headers: { origin: 'https://evil.example' } },
    status: 403,
    message: 'Esta solicitud no viene de nuestro sitio web',
  },
  {
    label: 'an opaque (null) Origin',
    form: 'contact',
    options: { headers: { origin: 'null' } },
    status: 403,
    message: 'Esta solicitud no viene de nuestro sitio web',
  },
  {
    label: 'a cross-site request without Origin',
    form: 'contact',
    options: { headers: { origin: '', 'sec-fetch-site': 'cross-site' } },
    status: 403,
    message: 'Esta solicitud no viene de nuestro sitio web',
  },
  {
    label: 'a huge body',
    form: 'contact',
    fields: withValue('message', 'x'.repeat(300_000)),
    status: 413,
    message: 'La solicitud es demasiado grande.',
  },
  {
    label: 'a huge body streamed without Content-Length',
    form: 'demo',
    request: () => {
      const chunk = new TextEncoder().encode(`message=${'y'.repeat(64 * 1024)}`);
      let sent = 0;
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          sent += 1;
          if (sent > 8) controller.close();
          else controller.enqueue(chunk);
        },
      });
      return new Request('http://localhost:3000/api/forms/demo?locale=es', {
        method: 'POST',
        headers: {
          host: 'localhost:3000',
          origin: 'http://localhost:3000',
          accept: 'application/json',
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': freshIp(),
        },
        body: stream,
        duplex: 'half',
      } as RequestInit);
    },
    status: 413,
    message: 'La solicitud es demasiado grande.',
  },
  {
    label: 'a JSON body instead of a form',
    form: 'contact',
    request: () =>
      new Request('http://localhost:3000/api/forms/contact?locale=es', {
        method: 'POST',
        headers: {
          host: 'localhost:3000',
          origin: 'http://localhost:3000',
          accept: 'application/json',
          'content-type': 'application/json',
          'x-forwarded-for': freshIp(),
        },
        body: JSON.stringify(validSamples.contact),
      }),
    status: 415,
    message: 'No hemos podido leer la solicitud.',
  },
  {
    label: 'a NUL character in free text',
    form: 'contact',
    fields: withValue('message', 'Hola\u0000mundo'),
    status: 422,
    message: 'Este valor no es válido.',
  },
  {
    label: 'bytes that are not UTF-8 in a field',
    form: 'contact',
    request: rawRequest(
      'contact',
      `${new URLSearchParams({ ...validSamples.contact, name: 'x' })}`.replace(
        'name=x',
        'name=Jo%E3o%FF',
      ),
      'application/x-www-form-urlencoded',
    ),
    status: 422,
    message: 'Este valor no es válido.',
  },
  {
    label: 'a field sent twice (Portuguese visitor)',
    form: 'contact',
    locale: 'pt',
    request: () => {
      const request = formRequest('contact', validSamples.contact, { locale: 'pt' });
      return new Request(request, {
        body: `${new URLSearchParams(validSamples.contact)}&email=other%40evil.example`,
      });
    },
    status: 422,
    message: 'Este valor não é válido.',
  },
  {
    label: 'a body without a content type',
    form: 'contact',
    request: rawRequest('contact', new URLSearchParams(validSamples.contact).toString(), null),
    status: 415,
    message: 'No hemos podido leer la solicitud.',
  },
  {
    label: 'a multipart body without its boundary',
    form: 'contact',
    request: rawRequest('contact', 'name=x', 'multipart/form-data'),
    status: 400,
    message: 'No hemos podido leer la solicitud.',
  },
  {
    label: 'a filled honeypot',
    form: 'contact',
    fields: withValue('website', 'https://spam.example'),
    status: 422,
    message: 'No hemos podido aceptar esta solicitud.',
  },
  {
    label: 'no form token',
    form: 'contact',
    token: 'none',
    status: 422,
    message: 'Revisa tus datos y pulsa el botón de envío',
  },
  {
    label: 'a forged form token',
    form: 'contact',
    token: 'forged',
    status: 422,
    message: 'El formulario ha caducado.',
  },
  {
    label: 'a form sent faster than a person can fill it',
    form: 'demo',
    token: 'fresh',
    status: 422,
    message: 'Has enviado el formulario muy rápido.',
  },
  {
    label: 'a form token older than a day',
    form: 'contact',
    token: 'expired',
    status: 422,
    message: 'El formulario ha caducado.',
  },
];

describe.each(engines)('form submissions on %s', (_engine, open) => {
  let database: TestDatabase;
  let uploads: string;
  const deps = () => ({ getDb: async () => database.db, uploadsDir: uploads });
  const counts = () => storedCounts(database.db, uploads);

  async function fieldsFor(form: FormId, token: Case['token'] | 'ready' = 'ready') {
    const fields: Record<string, string | Blob> = { ...validSamples[form] };
    if (form === 'careers') fields.cv = cv(pdfBytes());
    const secret = await formSecret(database.db);
    if (token === 'ready') fields._token = await readyToken(database.db);
    if (token === 'fresh') fields._token = issueToken(secret);
    if (token === 'forged') fields._token = issueToken('not the secret', Date.now() - 10_000);
    if (token === 'expired') fields._token = issueToken(secret, Date.now() - 2 * 86_400_000);
    return fields;
  }

  beforeAll(async () => {
    database = await open();
    uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'synetech-uploads-'));
  }, 180_000);
  afterAll(async () => {
    await database?.dispose();
    fs.rmSync(uploads, { recursive: true, force: true });
  });

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
      const [row] = await database.db
        .select()
        .from(submissions)
        .where(eq(submissions.reference, body.reference));
      expect(row?.form).toBe(form);
      expect(row?.data.email).toBe(validSamples[form].email);
      const mails = await database.db.select().from(outbox).where(eq(outbox.submissionId, row!.id));
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
    const [row] = await database.db
      .select()
      .from(submissions)
      .where(eq(submissions.reference, reference));
    expect(row?.attachment?.mime).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(row?.attachment?.originalName).toBe('Mi_CV_final_.docx');
    expect(row?.attachment?.storedName).toMatch(/^[0-9a-f]{32}\.docx$/);
    expect(fs.existsSync(path.join(uploads, row!.attachment!.storedName))).toBe(true);
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

  it.each(badInputs)('refuses $label with a localized $status and stores nothing', async (c) => {
    const before = await counts();
    const valid = await fieldsFor(c.form, c.token ?? 'ready');
    if (c.token === 'none') delete valid._token;
    const request =
      c.request?.() ??
      formRequest(c.form, c.fields ? c.fields(valid) : valid, { locale: c.locale, ...c.options });
    const response = await handleFormPost(c.form, request, deps());
    expect(response.status).toBe(c.status);
    expect(JSON.stringify(await response.json())).toContain(c.message);
    expect(await counts()).toEqual(before);
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
    const [row] = await database.db
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
    const [row] = await database.db
      .select()
      .from(submissions)
      .where(eq(submissions.reference, reference));
    const [ack] = await database.db
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
    await database.db.execute(
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
    await database.db.execute(
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
      await database.db.execute(sql`alter table submissions drop constraint test_refuse_all`);
      log.mockRestore();
    }
  });

  it('keeps markup in free text as inert text: stored verbatim, mailed as plain text', async () => {
    const fields = await fieldsFor('contact');
    const payload = '<script>alert(1)</script><img src=x onerror=alert(2)> & "quotes"';
    fields.message = payload;
    const response = await handleFormPost('contact', formRequest('contact', fields), deps());
    const { reference } = (await response.json()) as { reference: string };
    const [row] = await database.db
      .select()
      .from(submissions)
      .where(eq(submissions.reference, reference));
    expect(row?.data.message).toBe(payload);
    const mails = await database.db.select().from(outbox).where(eq(outbox.submissionId, row!.id));
    const team = mails.find((m) => m.audience === 'sales');
    expect(team?.body).toContain(payload);
    expect(team?.replyTo).toBe(validSamples.contact.email);
  });

  describe('without JavaScript', () => {
    it('sends an invalid form to the review page with the typed values kept', async () => {
      const before = await counts();
      const fields = withValue('email', 'not-an-email')(await fieldsFor('demo'));
      const response = await handleFormPost(
        'demo',
        formRequest('demo', fields, { json: false, locale: 'en' }),
        deps(),
      );
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/en/contacto/revisar');
      const cookie = response.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(
        /^syn_draft=[0-9a-f-]{36}; Path=\/; Max-Age=1800; HttpOnly; SameSite=Strict$/,
      );
      const id = cookie.split(';')[0]!.split('=')[1]!;
      const [draft] = await database.db.select().from(formDrafts).where(eq(formDrafts.id, id));
      expect(draft?.values.organisation).toBe('CEIP Las Acacias');
      expect(draft?.values.email).toBe('not-an-email');
      expect(draft?.errors).toEqual({ email: 'email' });
      const after = await counts();
      expect(after.submissions).toBe(before.submissions);
    });

    it('asks for a confirmation when the static page sent no token, then stores once', async () => {
      const fields = await fieldsFor('contact', 'none');
      delete fields._token;
      const first = await handleFormPost(
        'contact',
        formRequest('contact', fields, { json: false }),
        deps(),
      );
      expect(first.status).toBe(303);
      expect(first.headers.get('location')).toBe('/contacto/revisar');
      const draftCookie = first.headers.get('set-cookie')!.split(';')[0]!;
      const id = draftCookie.split('=')[1]!;
      const [draft] = await database.db.select().from(formDrafts).where(eq(formDrafts.id, id));
      expect(draft?.errors).toEqual({ _form: 'confirm' });

      const confirmed = await handleFormPost(
        'contact',
        formRequest(
          'contact',
          { ...fields, _token: await readyToken(database.db) },
          {
            json: false,
            headers: { cookie: draftCookie },
          },
        ),
        deps(),
      );
      expect(confirmed.status).toBe(303);
      expect(confirmed.headers.get('location')).toMatch(
        /^\/contacto\/solicitud-enviada\?ref=SYN-[0-9A-Z]{4}-[0-9A-Z]{4}$/,
      );
      expect(confirmed.headers.get('set-cookie')).toContain('syn_draft=; Path=/; Max-Age=0');
      expect(await database.db.select().from(formDrafts).where(eq(formDrafts.id, id))).toEqual([]);
    });

    it('sends a NUL character back to the review page with the field marked, storing nothing', async () => {
      const before = await counts();
      const fields = withValue('name', 'Ana\u0000Ruiz')(await fieldsFor('contact'));
      const response = await handleFormPost(
        'contact',
        formRequest('contact', fields, { json: false }),
        deps(),
      );
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/contacto/revisar');
      const id = response.headers.get('set-cookie')!.split(';')[0]!.split('=')[1]!;
      const [draft] = await database.db.select().from(formDrafts).where(eq(formDrafts.id, id));
      expect(draft?.errors).toEqual({ name: 'invalid' });
      expect(draft?.values.name).toBe('Ana\uFFFDRuiz');
      expect(draft?.values.message).toBe(validSamples.contact.message);
      expect((await counts()).submissions).toBe(before.submissions);
    });

    it.each([
      ['badly percent-encoded', '%E0%A4%A'],
      ['not a draft id', 'x'.repeat(40)],
      ['empty', ''],
    ])(
      'stores a valid request sent with a %s draft cookie, and clears it',
      async (_label, value) => {
        const before = await counts();
        const response = await handleFormPost(
          'contact',
          formRequest('contact', await fieldsFor('contact'), {
            json: false,
            headers: { cookie: `syn_draft=${value}` },
          }),
          deps(),
        );
        expect(response.status).toBe(303);
        expect(response.headers.get('location')).toMatch(
          /^\/contacto\/solicitud-enviada\?ref=SYN-/,
        );
        expect(response.headers.get('set-cookie')).toContain('syn_draft=; Path=/; Max-Age=0');
        expect((await counts()).submissions).toBe(before.submissions + 1);
      },
    );

    it('explains a refusal on a small page in the visitor’s language', async () => {
      const response = await handleFormPost(
        'contact',
        formRequest('contact', await fieldsFor('contact'), {
          json: false,
          locale: 'it',
          headers: { origin: 'https://evil.example' },
        }),
        deps(),
      );
      expect(response.status).toBe(403);
      expect(response.headers.get('content-type')).toContain('text/html');
      const html = await response.text();
      expect(html).toContain('<html lang="it-IT">');
      expect(html).toContain('Questa richiesta non proviene dal nostro sito');
    });
  });

  it('answers 404 for an unknown form', async () => {
    const response = await handleFormPost('newsletter', formRequest('newsletter', {}), deps());
    expect(response.status).toBe(404);
  });
});
