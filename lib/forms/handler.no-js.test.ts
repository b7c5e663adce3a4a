import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { formDrafts } from '@/lib/db/schema';
import { validSamples } from '@/scripts/form-samples';
import { engines } from '@/tests/support/databases';
import { formTestBed, withValue } from '@/tests/support/form-bed';
import { formRequest, readyToken } from '@/tests/support/form-requests';

import { handleFormPost } from './handler';

describe.each(engines)('form submissions without JavaScript on %s', (_engine, open) => {
  const bed = formTestBed(open);
  const { deps, counts, fieldsFor } = bed;

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
    const [draft] = await bed.db.select().from(formDrafts).where(eq(formDrafts.id, id));
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
    const [draft] = await bed.db.select().from(formDrafts).where(eq(formDrafts.id, id));
    expect(draft?.errors).toEqual({ _form: 'confirm' });

    const confirmed = await handleFormPost(
      'contact',
      formRequest(
        'contact',
        { ...fields, _token: await readyToken(bed.db) },
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
    expect(await bed.db.select().from(formDrafts).where(eq(formDrafts.id, id))).toEqual([]);
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
    const [draft] = await bed.db.select().from(formDrafts).where(eq(formDrafts.id, id));
    expect(draft?.errors).toEqual({ name: 'invalid' });
    expect(draft?.values.name).toBe('Ana\uFFFDRuiz');
    expect(draft?.values.message).toBe(validSamples.contact.message);
    expect((await counts()).submissions).toBe(before.submissions);
  });

  it.each([
    ['badly percent-encoded', '%E0%A4%A'],
    ['not a draft id', 'x'.repeat(40)],
    ['empty', ''],
  ])('stores a valid request sent with a %s draft cookie, and clears it', async (_label, value) => {
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
    expect(response.headers.get('location')).toMatch(/^\/contacto\/solicitud-enviada\?ref=SYN-/);
    expect(response.headers.get('set-cookie')).toContain('syn_draft=; Path=/; Max-Age=0');
    expect((await counts()).submissions).toBe(before.submissions + 1);
  });

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
