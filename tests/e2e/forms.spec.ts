import { execFileSync } from 'node:child_process';

import { expect, test, type Page } from '@playwright/test';

import { purposeLimits } from '@/lib/http/limits';
import { pdfBytes, exeBytes } from '@/scripts/form-samples';
import { messages } from '@/scripts/site-facts';
import { axeViolations } from '@/tests/support/axe';
import { fillContactFields, type ContactValues } from '@/tests/support/contact-form';
import { holdScripts } from '@/tests/support/paint';
import { platformReady } from '@/tests/support/platform';

const es = messages('es');
const fr = messages('fr');
const en = messages('en');
const it = messages('it');

// Each test pauses like a person and calls the operator CLI (a TypeScript process): more than the
// default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

// Every test is its own client for the per-client rate limits (the site trusts the last
// X-Forwarded-For entry, which a reverse proxy would set).
let client = 0;
async function asNewClient(page: Page) {
  client += 1;
  await page.setExtraHTTPHeaders({
    'x-forwarded-for': `198.51.100.${(Date.now() + client) % 250}`,
  });
}

// The server refuses forms sent faster than a person fills them (3 s after the token is issued).
const humanPause = (page: Page) => page.waitForTimeout(3_200);

/** Waits as a person would, sends the form and returns the reference its confirmation page shows. */
async function sent(page: Page, button: string, localePrefix: string): Promise<string> {
  await humanPause(page);
  await page.getByRole('button', { name: button }).click();
  await expect(page).toHaveURL(
    new RegExp(`${localePrefix}/contacto/solicitud-enviada\\?ref=SYN-[0-9A-Z]{4}-[0-9A-Z]{4}$`),
  );
  const reference = new URL(page.url()).searchParams.get('ref')!;
  await expect(page.getByText(reference, { exact: true })).toBeVisible();
  return reference;
}

function ops(...args: string[]): string {
  return execFileSync('npx', ['tsx', 'scripts/ops/index.ts', ...args], { encoding: 'utf8' });
}

test.beforeAll(() => {
  // Through the running server's operator socket (it holds the PGlite folder).
  expect(ops('warranty', 'import', 'content/warranty-demo.csv')).toContain('5 row(s) imported');
});

test('a demo request remembers its choices for 30 minutes and ends on the reference', async ({
  page,
  context,
}) => {
  await asNewClient(page);
  const f = es.forms;
  // The first choice is made while the page's scripts are still on their way (a slow link),
  // the second once the form is enhanced: both are kept.
  const release = await holdScripts(page);
  await page.goto('/demo-gratuita-de-pantalla-interactiva', { waitUntil: 'commit' });
  await page.getByLabel(f.fields.organisationType.label).selectOption('concertedSchool');
  release();
  await platformReady(page);
  const stored = async () =>
    decodeURIComponent((await context.cookies()).find((c) => c.name === 'syn_form')?.value ?? '');
  await expect.poll(stored).toContain('concertedSchool');
  await page.getByLabel(f.fields.model.label).selectOption('taurus');
  const cookie = (await context.cookies()).find((c) => c.name === 'syn_form');
  expect(cookie?.sameSite).toBe('Strict');
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(1790);
  expect(cookie!.expires - Date.now() / 1000).toBeLessThanOrEqual(1800);

  await page.reload();
  await expect(page.getByLabel(f.fields.organisationType.label)).toHaveValue('concertedSchool');
  await expect(page.getByLabel(f.fields.model.label)).toHaveValue('taurus');

  await page.getByLabel(f.fields.organisation.label).fill('Colegio San Prueba');
  await page.getByLabel(f.fields.country.label).selectOption('ES');
  await page.getByLabel(f.fields.region.label).fill('Zaragoza');
  await page.getByLabel(f.options.demoFormats.online).check();
  await page.getByLabel(f.fields.name.label).fill('Irene Prueba');
  await page.getByLabel(f.fields.email.label).fill('irene@colegio.example');
  await page.getByLabel(f.fields.phone.label).fill('976 000 000');
  await page.getByRole('checkbox').check();
  const reference = await sent(page, f.submit.demo, '');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(es.pages.contactSent.heading);
  expect((await context.cookies()).some((c) => c.name === 'syn_form' && c.value)).toBe(false);
  expect(ops('submissions', 'list', '--form', 'demo')).toContain(reference);
});

test('errors are announced, linked to their fields and take the focus (French)', async ({
  page,
}) => {
  await asNewClient(page);
  const f = fr.forms;
  await page.goto('/fr/contacto');
  // A visitor who typed has started the runtime (`fill` presses no key): the announced errors and
  // the focus are the enhanced form's; before it, the form posts and the server answers.
  await platformReady(page);
  await page.getByLabel(f.fields.email.label).fill('pas-un-email');
  await page.getByRole('button', { name: f.submit.contact }).click();

  const summary = page.locator('form [aria-live="assertive"]');
  await expect(summary).toContainText('6 champs à vérifier');
  const topic = page.getByLabel(f.fields.topic.label);
  await expect(topic).toBeFocused();
  await expect(topic).toHaveAttribute('aria-invalid', 'true');
  const email = page.getByLabel(f.fields.email.label);
  await expect(email).toHaveAccessibleDescription(f.errors.email);
  await email.fill('prof@ecole.example');
  await expect(email).not.toHaveAttribute('aria-invalid', 'true');
});

/** Opens the contact form at `path` and fills in a support request, the message typed. */
async function fillContact(
  page: Page,
  path: string,
  f: ReturnType<typeof messages>['forms'],
  values: ContactValues,
) {
  await page.goto(path);
  await fillContactFields(page, f, values, { typed: true });
}

test('without JavaScript a form needing changes comes back filled in, then is sent', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-GB' });
  const page = await context.newPage();
  await asNewClient(page);
  const f = en.forms;
  await fillContact(page, '/en/contacto', f, {
    country: 'GB',
    message: 'Our display shows no picture.',
    name: 'Sam Jones',
    email: 'sam@school',
  });
  await page.getByRole('button', { name: f.submit.contact }).click();

  await expect(page).toHaveURL(/\/en\/contacto\/revisar$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(f.review.heading);
  await expect(page.getByText(f.errors.email).first()).toBeVisible();
  await expect(page.getByLabel(f.fields.message.label)).toHaveValue(
    'Our display shows no picture.',
  );
  await expect(page.getByLabel(f.fields.topic.label)).toHaveValue('support');

  await page.getByLabel(f.fields.email.label).fill('sam@school.example');
  await page.getByRole('checkbox').check();
  // Without JavaScript the page itself shows the reference, under its label in English.
  const reference = await sent(page, f.submit.contact, '/en');
  await expect(page.getByText(f.sent.reference, { exact: true })).toBeVisible();
  await expect(page.getByText(f.sent.referenceHint)).toBeVisible();
  expect(ops('submissions', 'export', '--form', 'contact')).toContain(reference);
  await context.close();
});

test('a form sent before the page runtime runs posts as a plain form and reaches its reference', async ({
  page,
}) => {
  await asNewClient(page);
  const f = it.forms;
  // The runtime never arrives (a slow link): the visitor's taps and keys do not wait for it.
  await holdScripts(page);
  await fillContact(page, '/it/contacto', f, {
    country: 'IT',
    message: 'Lo schermo non si accende.',
    name: 'Giulia Rossi',
    email: 'giulia@scuola.example',
  });
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: f.submit.contact }).click();
  // As without JavaScript: the prerendered page holds no token, so the server keeps the answers
  // and asks to confirm them (a token issued with the review page), then sends.
  await expect(page).toHaveURL(/\/it\/contacto\/revisar$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(f.review.heading);
  await expect(page.getByLabel(f.fields.message.label)).toHaveValue('Lo schermo non si accende.');
  const reference = await sent(page, f.submit.contact, '/it');
  expect(ops('submissions', 'export', '--form', 'contact')).toContain(reference);
});

test('a form whose checking code cannot load is still sent, as a plain form', async ({ page }) => {
  await asNewClient(page);
  const f = messages('pt').forms;
  await page.goto('/pt/contacto');
  await platformReady(page);
  // The form's controller runs (it asks for the form's token once mounted; its own chunk can come
  // after the platform's on a busy machine); the code that checks and sends the form (loaded when
  // the visitor first enters it) cannot arrive: a moment offline, or a new build removed its chunk.
  await expect(page.locator('input[name="_token"]')).not.toHaveValue('');
  await page.route('**/_next/static/chunks/**', (route) => route.abort());
  await fillContactFields(
    page,
    f,
    { country: 'PT', message: 'O ecrã não liga.', name: 'Ana Sousa', email: 'ana@escola.example' },
    { typed: true },
  );
  await page.getByRole('checkbox').check();
  const reference = await sent(page, f.submit.contact, '/pt');
  expect(ops('submissions', 'export', '--form', 'contact')).toContain(reference);
});

test('a garbled draft cookie gets the review page in the visitor’s language, not an error', async ({
  request,
}) => {
  for (const value of ['%E0%A4%A', 'x'.repeat(36), '../../etc/passwd']) {
    const response = await request.get('/fr/contacto/revisar', {
      headers: { cookie: `syn_draft=${value}` },
    });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain(fr.forms.review.startOver);
  }
});

test('a CV is checked by its content: an executable named cv.pdf is refused, a PDF accepted', async ({
  page,
}) => {
  await asNewClient(page);
  const f = es.forms;
  await page.goto('/trabaja-con-nosotros');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(es.pages.careers.heading);
  await page.getByLabel(f.fields.position.label).selectOption('open');
  await page.getByLabel(f.fields.name.label).fill('Diego Prueba');
  await page.getByLabel(f.fields.email.label).fill('diego@mail.example');
  await page.getByLabel(f.fields.phone.label).fill('600 123 456');
  await page.getByRole('checkbox').check();
  const cv = page.getByLabel(f.fields.cv.label);
  await cv.setInputFiles({
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(exeBytes()),
  });
  await humanPause(page);
  await page.getByRole('button', { name: f.submit.careers }).click();
  await expect(cv).toHaveAccessibleDescription(new RegExp(f.errors.fileType));
  await expect(cv).toBeFocused();

  await cv.setInputFiles({
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(pdfBytes()),
  });
  await page.getByRole('button', { name: f.submit.careers }).click();
  await expect(page).toHaveURL(/\/contacto\/solicitud-enviada\?ref=SYN-/);
});

test('the warranty lookup answers a known serial and says little about an unknown one', async ({
  page,
  browser,
}) => {
  await asNewClient(page);
  const w = es.forms.warranty;
  await page.goto('/soporte/garantia/consulta-tu-garantia');
  await page.getByLabel(w.label).fill('ta75a24000123');
  await page.getByRole('button', { name: w.submit }).click();
  await expect(
    page.getByRole('heading', { name: w.resultTitle.replace('{serial}', 'TA75A24000123') }),
  ).toBeVisible();
  await expect(page.getByText(w.plans['care-plus'])).toBeVisible();

  const noJs = await browser.newContext({ javaScriptEnabled: false, locale: 'es-ES' });
  const plain = await noJs.newPage();
  await plain.goto('/soporte/garantia/consulta-tu-garantia');
  await plain.getByLabel(w.label).fill('ZZ99-0000');
  await plain.getByRole('button', { name: w.submit }).click();
  await expect(plain).toHaveURL(/\/consulta-tu-garantia\/resultado\?serie=ZZ99-0000$/);
  await expect(plain.getByText(w.notFound)).toBeVisible();
  await noJs.close();
});

test('the form endpoints refuse foreign origins, huge bodies and floods', async ({ request }) => {
  const ip = `203.0.113.${Date.now() % 250}`;
  const post = (headers: Record<string, string>, data: string) =>
    request.post('/api/forms/contact?locale=es', {
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
        'x-forwarded-for': ip,
        ...headers,
      },
      data,
      failOnStatusCode: false,
    });
  const foreign = await post({ origin: 'https://evil.example' }, 'name=x');
  expect(foreign.status()).toBe(403);
  expect((await foreign.json()).message).toBe(es.forms.errors.forbidden);
  const huge = await post({}, `message=${'x'.repeat(400_000)}`);
  expect(huge.status()).toBe(413);
  const statuses: number[] = [];
  const { limit } = purposeLimits.forms;
  for (let i = 0; i < limit + 2; i += 1) statuses.push((await post({}, 'name=flood')).status());
  expect(statuses.slice(-2)).toEqual([429, 429]);
  expect(statuses.filter((s) => s === 422).length).toBeLessThanOrEqual(limit);
});

test('consent events are recorded and read back through the real server', async ({
  request,
  baseURL,
}) => {
  const consentId = crypto.randomUUID();
  const event = {
    consentId,
    categories: ['necessary', 'analytics'],
    revision: 0,
    consentDate: new Date().toISOString(),
    lastConsentUpdate: new Date().toISOString(),
    locale: 'pt',
    action: 'first',
  };
  const stored = await request.post('/api/consent', { data: event, headers: { origin: baseURL! } });
  expect(stored.status()).toBe(201);
  expect(await stored.json()).toEqual({ stored: true });
  const history = await request.get(`/api/consent/${consentId}`);
  expect((await history.json()).events).toEqual([
    expect.objectContaining({
      action: 'first',
      categories: ['necessary', 'analytics'],
      locale: 'pt',
    }),
  ]);
});

// Every form page is audited on a phone in every locale by the site check (scripts/check-site, the
// whole document, with and without the consent box); here, the states it cannot reach: the
// confirmation with its reference, and a form showing its errors.
test('the confirmation page passes axe on a phone, with its reference shown', async ({ page }) => {
  await asNewClient(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/contacto/solicitud-enviada?ref=SYN-ABCD-EFGH');
  await expect(page.getByText('SYN-ABCD-EFGH')).toBeVisible();
  expect(await axeViolations(page, 'main')).toEqual([]);
});

test('the contact form passes axe on a phone, before and with its errors shown', async ({
  page,
}) => {
  await asNewClient(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/contacto');
  expect(await axeViolations(page, 'main'), 'contact form').toEqual([]);
  await page.getByRole('button', { name: es.forms.submit.contact }).click();
  await expect(page.locator('form [aria-live="assertive"] li').first()).toBeVisible();
  expect(await axeViolations(page, 'main'), 'contact form with errors').toEqual([]);
});
