import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it, vi } from 'vitest';

import { openDatabase } from '@/lib/db/client';
import { acquireFolderLock } from '@/lib/db/lock';
import { catalogues } from '@/lib/i18n/catalogues';
import { locales } from '@/lib/i18n/locales';

import { UNAVAILABLE_RETRY_AFTER_SECONDS, withDatabase } from './database-route';

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  vi.restoreAllMocks();
});

/** A PGlite folder this process already holds: opening it again fails as on a second server. */
function heldFolder(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'synetech-held-'));
  const folder = path.join(root, 'pglite');
  const release = acquireFolderLock(folder);
  cleanups.push(() => {
    release();
    fs.rmSync(root, { recursive: true, force: true });
  });
  return folder;
}

/** A form posted to an endpoint on a held folder, in `locale`, accepting `accept`. */
async function postToHeldFolder(locale: string, accept: string) {
  const folder = heldFolder();
  const handler = vi.fn(async () => new Response('stored'));
  const route = withDatabase(handler, () => openDatabase({ dataDir: folder }));
  const request = new Request(`http://localhost/api/forms/contacto?locale=${locale}`, {
    method: 'POST',
    headers: { accept },
    body: 'name=Ana',
  });
  const response = await route(request, {});
  expect(handler).not.toHaveBeenCalled();
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toBe(String(UNAVAILABLE_RETRY_AFTER_SECONDS));
  return response;
}

describe('an endpoint on a data folder another process holds', () => {
  it.each(locales)('answers a script 503 JSON in %s with Retry-After', async (locale) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await postToHeldFolder(locale, 'application/json');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      error: 'unavailable',
      message: catalogues[locale].forms.errors.unavailable,
    });
  });

  it('answers a browser without JavaScript a page in its language, and logs the cause', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await postToHeldFolder('it', 'text/html,application/xhtml+xml,*/*;q=0.8');
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const page = await response.text();
    expect(page).toContain('<html lang="it-IT">');
    expect(page).toContain(catalogues.it.forms.errors.unavailable);
    expect(log.mock.calls.join(' ')).toMatch(/\/api\/forms\/contacto: .*DataFolderInUseError/);
  });

  it('runs the handler with the database once it opens', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'synetech-free-'));
    cleanups.push(() => fs.rmSync(root, { recursive: true, force: true }));
    const database = { db: {}, kind: 'pglite', location: root, close: async () => undefined };
    const handler = vi.fn(async () => new Response('stored', { status: 201 }));
    const route = withDatabase(handler, async () => database as never);
    const response = await route(new Request('http://localhost/api/consent'), { params: 1 });
    expect(response.status).toBe(201);
    expect(handler).toHaveBeenCalledWith(expect.any(Request), database.db, { params: 1 });
  });
});

describe('the endpoints', () => {
  // A new endpoint that imports the database itself would answer a held folder with a blank 500.
  it('reach the database only through withDatabase (the readiness probe aside)', () => {
    const routes = fs
      .readdirSync('app/api', { recursive: true, encoding: 'utf8' })
      .filter((file) => path.basename(file) === 'route.ts')
      .map((file) => path.join('app/api', file));
    expect(routes.length).toBeGreaterThan(5);
    const direct = routes.filter(
      (file) =>
        file !== path.join('app/api/ready/route.ts') &&
        /@\/lib\/db\/(client|lock)'/.test(fs.readFileSync(file, 'utf8')),
    );
    expect(direct).toEqual([]);
    const through = routes.filter((file) =>
      fs.readFileSync(file, 'utf8').includes('withDatabase('),
    );
    expect(through.length).toBeGreaterThanOrEqual(5);
  });
});
