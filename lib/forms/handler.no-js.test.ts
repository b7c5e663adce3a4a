import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { formDrafts } from '@/lib/db/schema';
import { validSamples } from '@/scripts/form-samples';
import { engines } from '@/tests/support/databases';
import { formTestBed, withValue, type Fields } from '@/tests/support/form-bed';
import { formRequest, readyToken, type FormRequestOptions } from '@/tests/support/form-requests';

import type { FormId } from './forms';
import { handleFormPost } from './handler';

describe.each(engines)('form submissions without JavaScript on %s', (_engine, open) => {
  const bed = formTestBed(open);
  const { deps, counts, fieldsFor } = bed;

  /** A plain HTML POST, as a browser without JavaScript sends the form. */
  const postPlain = (form: FormId, fields: Fields, options: FormRequestOptions = {}) =>
    handleFormPost(form, formRequest(form, fields, { ...options, json: false }), deps());

  /** The draft a review redirect points its cookie to. */
  async function reviewDraft(response: Response, location = '/contacto/revisar') {
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(location);
    const cookie = response.headers.get('set-cookie')!.split(';')[0]!;
    const [draft] = await bed.db
      .select()
      .from(formDrafts)
      .where(eq(formDrafts.id, cookie.split('=')[1]!));
    return { cookie, draft };
  }

  it('sends an invalid form to the review page with the typed values kept', async () => {
    const before = await counts();
    const fields = withValue('email', 'not-an-email')(await fieldsFor('demo'));
    const response = await postPlain('demo', fields, { locale: 'en' });
    const { draft } = await reviewDraft(response, '/en/contacto/revisar');
    expect(response.headers.get('set-cookie')).toMatch(
      /^syn_draft=[0-9a-f-]{36}; Path=\/; Max-Age=1800; HttpOnly; SameSite=Strict$/,
    );
    expect(draft?.values.organisation).toBe('CEIP Las Acacias');
    expect(draft?.values.email).toBe('not-an-email');
    expect(draft?.errors).toEqual({ email: 'email' });
    const after = await counts();
    expect(after.submissions).toBe(before.submissions);
  });

  it('asks for a confirmation when the static page sent no token, then stores once', async () => {
    const fields = await fieldsFor('contact', 'none');
    delete fields._token;
    const { cookie, draft } = await reviewDraft(await postPlain('contact', fields));
    expect(draft?.errors).toEqual({ _form: 'confirm' });

    const confirmed = await postPlain(
      'contact',
      { ...fields, _token: await readyToken(bed.db) },
      { headers: { cookie } },
    );
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toMatch(
      /^\/contacto\/solicitud-enviada\?ref=SYN-[0-9A-Z]{4}-[0-9A-Z]{4}$/,
    );
    expect(confirmed.headers.get('set-cookie')).toContain('syn_draft=; Path=/; Max-Age=0');
    expect(await bed.db.select().from(formDrafts).where(eq(formDrafts.id, draft!.id))).toEqual([]);
  });

  it('sends a NUL character back to the review page with the field marked, storing nothing', async () => {
    const before = await counts();
    const fields = withValue('name', 'Ana\u0000Ruiz')(await fieldsFor('contact'));
    const { draft } = await reviewDraft(await postPlain('contact', fields));
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
    const response = await postPlain('contact', await fieldsFor('contact'), {
      headers: { cookie: `syn_draft=${value}` },
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(/^\/contacto\/solicitud-enviada\?ref=SYN-/);
    expect(response.headers.get('set-cookie')).toContain('syn_draft=; Path=/; Max-Age=0');
    expect((await counts()).submissions).toBe(before.submissions + 1);
  });

  it('explains a refusal on a small page in the visitor’s language', async () => {
    const response = await postPlain('contact', await fieldsFor('contact'), {
      locale: 'it',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('<html lang="it-IT">');
    expect(html).toContain('Questa richiesta non proviene dal nostro sito');
  });
});
