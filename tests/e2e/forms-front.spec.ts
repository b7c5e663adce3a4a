import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { expect, test, type Page } from '@playwright/test';

import { consentConfig } from '@/config/consent';
import { validSamples } from '@/scripts/form-samples';
import { startFront, type Front } from '@/scripts/front-server';
import { seededScratchDataDir } from '@/scripts/pglite-template';
import { messages } from '@/scripts/site-facts';
import { fillContactFields } from '@/tests/support/contact-form';
import { platformReady } from '@/tests/support/platform';

// The forms behind the serving front (nginx + Node, `npm run start:front`), on ports of their own
// beside the suite's server: every request comes from 127.0.0.1, one address, as a school's NAT.
const PORT = Number(process.env.E2E_PORT ?? 3100) + 60;
const FRONT_PORT = PORT + 1;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

let front: Front | undefined;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = await seededScratchDataDir('forms-front-data-');
  front = await startFront({
    port: PORT,
    frontPort: FRONT_PORT,
    bind: '127.0.0.1',
    dir: fs.mkdtempSync(path.join(os.tmpdir(), 'forms-front-')),
    stdio: 'ignore',
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      // The pupils of this test type fast; the minimum fill time has its own tests.
      FORM_MIN_FILL_MS: '0',
      // TLS ends in front of the front (docs/deployment.md): cookies must be Secure.
      FRONT_TLS_TERMINATED: '1',
    },
  });
  // A server that has been up: the database is open. Opening it blocks Node's event loop for a
  // moment, and a keep-alive connection nginx reuses then can be reset (502): noted for the front.
  expect((await fetch(`${front.nodeUrl}/api/forms/token`)).status).toBe(200);
});

test.afterAll(async () => {
  await front?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const base = () => front!.url;

async function consentRecord(action: 'first' | 'change') {
  const now = new Date().toISOString();
  const response = await fetch(`${base()}${consentConfig.recordEndpoint}`, {
    method: 'POST',
    headers: { origin: base(), 'content-type': 'application/json' },
    body: JSON.stringify({
      consentId: crypto.randomUUID(),
      categories: ['necessary', 'analytics'],
      revision: consentConfig.revision,
      consentDate: now,
      lastConsentUpdate: now,
      locale: 'es',
      action,
    }),
  });
  return response.status;
}

async function demoRequest(pupil: number) {
  const tokenResponse = await fetch(`${base()}/api/forms/token`);
  const { token } = (await tokenResponse.json()) as { token: string };
  const response = await fetch(`${base()}/api/forms/demo?locale=es`, {
    method: 'POST',
    headers: {
      origin: base(),
      accept: 'application/json',
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      ...validSamples.demo,
      email: `alumno${pupil}@colegio.example`,
      _token: token,
    }),
  });
  return response.status;
}

test('a class of 30 pupils behind one address sends the demo form and its consent records', async () => {
  // Each pupil accepts the cookies, sends the demo form, then changes their mind about cookies.
  const statuses = await Promise.all(
    Array.from({ length: 30 }, async (_, pupil) => [
      await consentRecord('first'),
      await demoRequest(pupil),
      await consentRecord('change'),
    ]),
  );
  expect(statuses.flat().filter((status) => status !== 201)).toEqual([]);
});

test('with TLS ended in front of the front, the cookies Node sets are Secure', async () => {
  // The locale cookie, written by the locale proxy when the address names another language.
  const locale = await fetch(`${base()}/en/contacto`, {
    headers: { 'accept-language': 'es-ES', cookie: 'NEXT_LOCALE=es' },
    redirect: 'manual',
  });
  const localeCookie = locale.headers.get('set-cookie') ?? '';
  expect(localeCookie).toMatch(/^NEXT_LOCALE=en;/);
  expect(localeCookie).toMatch(/;\s*Secure/i);
  // The draft cookie of a JavaScript-free form that needs another look.
  const draft = await fetch(`${base()}/api/forms/contact?locale=es`, {
    method: 'POST',
    headers: { origin: base(), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...validSamples.contact, email: 'not-an-email' }),
    redirect: 'manual',
  });
  expect(draft.status).toBe(303);
  expect(draft.headers.get('set-cookie')).toMatch(/^syn_draft=[0-9a-f-]{36};.*;\s*Secure/i);
});

/** Spends the front's form budget of this address (nginx answers 429 from then on). */
async function exhaustForms() {
  for (let i = 0; i < 200; i += 1) {
    const response = await fetch(`${base()}/api/forms/contact?locale=es`, {
      method: 'POST',
      headers: { origin: base(), 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=flood',
      redirect: 'manual',
    });
    if (response.status === 429) return;
  }
  throw new Error('the form budget was never spent');
}

async function fillContact(page: Page, locale: 'it' | 'fr') {
  const f = messages(locale).forms;
  await fillContactFields(page, f, {
    topic: 'sales',
    country: locale === 'it' ? 'IT' : 'FR',
    message: 'Vorremmo un preventivo.',
    name: 'Giulia Rossi',
    email: 'giulia@scuola.example',
  });
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: f.submit.contact }).click();
}

test('once the limit is spent, the refusal is in the visitor’s language, without JavaScript', async ({
  browser,
}) => {
  await exhaustForms();
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'it-IT' });
  const page = await context.newPage();
  await page.goto(`${base()}/it/contacto`);
  const answer = page.waitForResponse((r) => r.url().includes('/api/forms/contact'));
  await fillContact(page, 'it');
  const response = await answer;
  expect(response.status()).toBe(429);
  expect(Number(response.headers()['retry-after'])).toBeGreaterThan(0);
  expect(response.headers()['content-type']).toContain('text/html');
  await expect(page.locator('html')).toHaveAttribute('lang', 'it-IT');
  await expect(page.getByRole('alert')).toHaveText(messages('it').forms.errors.rateLimited);
  await context.close();
});

test('once the limit is spent, the enhanced form says so in the visitor’s language', async ({
  browser,
}) => {
  await exhaustForms();
  const context = await browser.newContext({ locale: 'fr-FR' });
  const page = await context.newPage();
  await page.goto(`${base()}/fr/contacto`);
  // The enhanced form is the runtime's: a visitor's first key starts it (`fill` presses none).
  await platformReady(page);
  await fillContact(page, 'fr');
  await expect(page.locator('form [aria-live="assertive"]')).toContainText(
    messages('fr').forms.errors.rateLimited,
  );
  await expect(page).toHaveURL(/\/fr\/contacto$/);
  await context.close();
});
