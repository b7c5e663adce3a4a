import { describe, expect, it } from 'vitest';

import { exeBytes, pdfBytes, validSamples, zipBytes } from '@/scripts/form-samples';
import { engines } from '@/tests/support/databases';
import { cv, formTestBed, without, withValue, type TokenKind } from '@/tests/support/form-bed';
import { formRequest, freshIp, type FormRequestOptions } from '@/tests/support/form-requests';

import { type FormId } from './forms';
import { handleFormPost } from './handler';
import { CV_MAX_BYTES } from './schemas';

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
  token?: TokenKind;
};

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

describe.each(engines)('refused form submissions on %s', (_engine, open) => {
  const bed = formTestBed(open);
  const { deps, counts, fieldsFor } = bed;

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
});
