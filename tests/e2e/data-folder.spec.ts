import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { expect, test, type APIResponse, type Browser } from '@playwright/test';
import { count } from 'drizzle-orm';

import { openDatabase } from '@/lib/db/client';
import { consentRecords, formDrafts, outbox, submissions } from '@/lib/db/schema';
import { validSamples } from '@/scripts/form-samples';
import { seededScratchDataDir } from '@/scripts/pglite-template';
import { startProductionServer, type StartedServer } from '@/scripts/production-server';
import { messages } from '@/scripts/site-facts';
import { fillContactFields } from '@/tests/support/contact-form';
import { platformReady } from '@/tests/support/platform';

// Two servers of their own on one scratch data folder, beside the shared e2e server.
const FIRST = Number(process.env.E2E_PORT ?? 3100) + 53;
const SECOND = FIRST + 1;

/** Every folder and file under `root` that is not owner-only (sockets aside). */
function notPrivate(root: string): string[] {
  const found: string[] = [];
  const visit = (dir: string) => {
    if ((fs.statSync(dir).mode & 0o777) !== 0o700) found.push(`${dir}/`);
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (entry.isFile() && (fs.statSync(full).mode & 0o777) !== 0o600) found.push(full);
    }
  };
  visit(root);
  return found;
}

test('a second server on a PGlite folder in use fails its readiness probe until the folder is free', async () => {
  test.setTimeout(420_000);
  const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'synetech-folder-')), 'data');
  const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
  // A new PGlite folder takes PostgreSQL's initdb: a minute on a loaded 2-CPU machine.
  const first = await startProductionServer(FIRST, {
    env,
    readyPath: '/api/ready',
    ready: async (response) => response.ok,
    timeoutMs: 180_000,
    output: 'ignore',
  });
  // The second one serves pages, so it is started on a page and then asked whether it is ready.
  const second = await startProductionServer(SECOND, { env, output: 'ignore' });
  try {
    const ready = await fetch(`http://localhost:${FIRST}/api/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ ready: true, database: 'pglite' });
    const refused = await fetch(`http://localhost:${SECOND}/api/ready`);
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({
      ready: false,
      database: 'data folder in use by another process',
    });
    expect(notPrivate(dataDir)).toEqual([]);

    // Once the first server is gone, the second one takes the folder (it retries) and is ready.
    await first.kill();
    await expect
      .poll(async () => (await fetch(`http://localhost:${SECOND}/api/ready`)).status, {
        timeout: 120_000,
      })
      .toBe(200);
  } finally {
    await first.kill();
    await second.kill();
    fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
  }
});

test.describe('a second server on a held data folder', () => {
  // Two servers on a migrated copy (no initdb): the first holds the folder, the second answers.
  let dataDir = '';
  let first: StartedServer | undefined;
  let second: StartedServer | undefined;
  const it = messages('it').forms;
  const base = `http://localhost:${SECOND}`;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    dataDir = await seededScratchDataDir('synetech-held-');
    const env = { DATA_DIR: dataDir, DATABASE_URL: '', FORM_MIN_FILL_MS: '0' };
    first = await startProductionServer(FIRST, {
      env,
      readyPath: '/api/ready',
      ready: async (response) => response.ok,
      output: 'ignore',
    });
    second = await startProductionServer(SECOND, { env, output: 'ignore' });
    expect((await fetch(`${base}/api/ready`)).status).toBe(503);
  });

  test.afterAll(async () => {
    await first?.kill();
    await second?.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** The localized 503 a script gets, as a 429 gives it: JSON, Retry-After, never cached. */
  async function expectUnavailableJson(response: APIResponse) {
    expect(response.status()).toBe(503);
    expect(Number(response.headers()['retry-after'])).toBeGreaterThan(0);
    expect(response.headers()['cache-control']).toBe('no-store');
    expect(await response.json()).toEqual({ error: 'unavailable', message: it.errors.unavailable });
  }

  test('its form token endpoint answers a localized 503', async ({ request }) => {
    await expectUnavailableJson(await request.get(`${base}/api/forms/token?locale=it`));
  });

  test('a form sent to it as the enhanced form sends it gets a localized 503', async ({
    request,
  }) => {
    const { token } = (await (await fetch(`http://localhost:${FIRST}/api/forms/token`)).json()) as {
      token: string;
    };
    const response = await request.post(`${base}/api/forms/contact?locale=it`, {
      headers: { origin: base, accept: 'application/json' },
      form: { ...validSamples.contact, _token: token },
    });
    await expectUnavailableJson(response);
  });

  test('its consent record and warranty lookup answer a localized 503', async ({ request }) => {
    const now = new Date().toISOString();
    const consent = await request.post(`${base}/api/consent?locale=it`, {
      headers: { origin: base },
      data: {
        consentId: '6f1c2b7a-4d3e-4f5a-9b8c-7d6e5f4a3b2c',
        categories: ['necessary'],
        revision: 0,
        consentDate: now,
        lastConsentUpdate: now,
        locale: 'it',
        action: 'first',
      },
    });
    await expectUnavailableJson(consent);
    await expectUnavailableJson(
      await request.get(`${base}/api/consent/6f1c2b7a-4d3e-4f5a-9b8c-7d6e5f4a3b2c?locale=it`),
    );
    await expectUnavailableJson(await request.get(`${base}/api/warranty?serial=SY-0001&locale=it`));
    await expectUnavailableJson(
      await request.post(`${base}/api/warranty?locale=it`, {
        headers: { origin: base, accept: 'application/json' },
        data: { serial: 'SY-0001' },
      }),
    );
  });

  async function fillContact(browser: Browser, javaScriptEnabled: boolean) {
    const context = await browser.newContext({ javaScriptEnabled, locale: 'it-IT' });
    const page = await context.newPage();
    await page.goto(`${base}/it/contacto`);
    if (javaScriptEnabled) await platformReady(page);
    await fillContactFields(page, it, {
      topic: 'sales',
      country: 'IT',
      message: 'Vorremmo una demo per la scuola.',
      name: 'Giulia Rossi',
      email: 'giulia@scuola.example',
    });
    await page.getByRole('checkbox').check();
    return { context, page };
  }

  test('a form sent to it without JavaScript gets a page saying so in its language', async ({
    browser,
  }) => {
    const { context, page } = await fillContact(browser, false);
    const answer = page.waitForResponse((r) => r.request().method() === 'POST');
    await page.getByRole('button', { name: it.submit.contact }).click();
    const response = await answer;
    expect(response.status()).toBe(503);
    expect(Number(response.headers()['retry-after'])).toBeGreaterThan(0);
    await expect(page.getByRole('alert')).toHaveText(it.errors.unavailable);
    await expect(page.locator('html')).toHaveAttribute('lang', 'it-IT');
    await context.close();
  });

  test('a form sent to it with JavaScript says so in its language and keeps what was typed', async ({
    browser,
  }) => {
    const { context, page } = await fillContact(browser, true);
    await page.getByRole('button', { name: it.submit.contact }).click();
    await expect(page.locator('form [aria-live="assertive"]')).toContainText(it.errors.unavailable);
    await expect(page.getByLabel(it.fields.name.label)).toHaveValue('Giulia Rossi');
    await context.close();
  });

  test('a warranty lookup without JavaScript says so in its language', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'it-IT' });
    const page = await context.newPage();
    await page.goto(`${base}/it/soporte/garantia/consulta-tu-garantia`);
    await page.getByLabel(it.warranty.label).fill('SY-0001');
    await page.getByRole('button', { name: it.warranty.submit }).click();
    await expect(page.getByText(it.errors.unavailable)).toBeVisible();
    await context.close();
  });

  test('the database holds nothing from it', async () => {
    await first?.kill();
    await second?.kill();
    const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    try {
      const counted = await Promise.all(
        [submissions, outbox, formDrafts, consentRecords].map(async (table) => {
          const [row] = await database.db.select({ n: count() }).from(table);
          return row?.n;
        }),
      );
      expect(counted).toEqual([0, 0, 0, 0]);
      const uploads = path.join(dataDir, 'uploads');
      expect(fs.existsSync(uploads) ? fs.readdirSync(uploads) : []).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
