import fs from 'node:fs';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { purposeLimits } from '@/lib/http/limits';
import { engines, type TestDatabase } from '@/tests/support/databases';

import { handleWarrantyRequest, importWarrantyCsv, lookupWarranty } from './registry';

const header = 'serial,model,plan,start_date,end_date,country\n';
const texts = { invalid: 'serial?', notFound: 'not found', rateLimited: 'slow down' };

describe.each(engines)('warranty registry on %s', { timeout: 60_000 }, (engine, open) => {
  let database: TestDatabase;
  const client = (n: number) => `${engine}-client-${n}`;

  beforeAll(async () => {
    database = await open();
  }, 180_000);
  afterAll(() => database?.dispose());

  it('imports the demo serials shipped in content/', async () => {
    const csv = fs.readFileSync('content/warranty-demo.csv', 'utf8');
    expect(await importWarrantyCsv(database.db, csv)).toEqual({ imported: 5, errors: [] });
  });

  it('reports every bad row by line and imports the good ones', async () => {
    const csv =
      header +
      'ok-0001,Taurus 65,care,2024-01-01,2029-01-01,es\n' +
      'x,Taurus 65,gold,2024-02-30,2023-01-01,Spain\n' +
      '\n' +
      'ok-0002,,care-plus,2024-01-01,2023-12-31,FR\n' +
      'ok-0001,Taurus 65,care,2024-01-01,2029-01-01,ES\n';
    const report = await importWarrantyCsv(database.db, csv);
    expect(report.imported).toBe(1);
    expect(report.errors).toEqual([
      { line: 3, message: 'serial: must be letters, digits and hyphens (4 to 40 characters)' },
      { line: 3, message: 'plan: must be care or care-plus' },
      { line: 3, message: 'start_date: must be a date as YYYY-MM-DD' },
      { line: 3, message: 'country: must be a two-letter ISO country code' },
      { line: 5, message: 'model: is required' },
      { line: 5, message: 'end_date: is before start_date' },
      { line: 6, message: 'serial: OK-0001 already on line 2' },
    ]);
    const found = await lookupWarranty(database.db, ' ok-0001 ', client(1));
    expect(found).toMatchObject({ found: true, serial: 'OK-0001', country: 'ES', plan: 'care' });
  });

  it('refuses a file without the expected columns and writes nothing in a dry run', async () => {
    expect(await importWarrantyCsv(database.db, 'serial;model\nA;B\n')).toEqual({
      imported: 0,
      errors: [{ line: 1, message: expect.stringContaining('missing column(s)') }],
    });
    const dry = await importWarrantyCsv(
      database.db,
      `${header}DRY-0001,IA 65,care,2024-01-01,2029-01-01,IT\n`,
      {
        dryRun: true,
      },
    );
    expect(dry).toEqual({ imported: 1, errors: [] });
    expect((await lookupWarranty(database.db, 'DRY-0001', client(2))).found).toBe(false);
  });

  it('updates a serial imported again', async () => {
    await importWarrantyCsv(database.db, `${header}UPD-0001,IA 65,care,2024-01-01,2029-01-01,IT\n`);
    await importWarrantyCsv(
      database.db,
      `${header}UPD-0001,IA 65,care-plus,2024-01-01,2029-01-01,IT\n`,
    );
    expect(await lookupWarranty(database.db, 'upd-0001', client(3))).toMatchObject({
      plan: 'care-plus',
    });
  });

  it('answers a known serial with its plan, dates and whether it is in force', async () => {
    await importWarrantyCsv(database.db, fs.readFileSync('content/warranty-demo.csv', 'utf8'));
    const today = new Date('2026-06-01T12:00:00Z');
    expect(await lookupWarranty(database.db, ' ta75a24000123 ', client(4), today)).toEqual({
      found: true,
      serial: 'TA75A24000123',
      model: 'Taurus 75',
      plan: 'care-plus',
      startDate: '2024-09-01',
      endDate: '2029-08-31',
      country: 'ES',
      active: true,
    });
    expect(await lookupWarranty(database.db, 'PI65C19007890', client(4), today)).toMatchObject({
      active: false,
    });
  });

  it('answers an unknown serial with nothing but the serial asked for', async () => {
    const answer = await lookupWarranty(database.db, 'TA75A24000124', client(5));
    expect(answer).toEqual({ found: false, serial: 'TA75A24000124' });
  });

  it('rate limits one client walking through serial numbers', async () => {
    const results: string[] = [];
    for (let i = 0; i < purposeLimits.warranty.limit + 2; i += 1) {
      const request = new Request(
        `http://localhost/api/warranty?serial=TA75A24${String(i).padStart(6, '0')}`,
      );
      const response = await handleWarrantyRequest(request, {
        getDb: async () => database.db,
        client: client(6),
        texts,
        resultPath: (s) => `/r?serie=${s}`,
      });
      results.push(String(response.status));
    }
    const limit = purposeLimits.warranty.limit;
    expect(results.slice(0, limit).every((s) => s === '200')).toBe(true);
    expect(results.slice(limit)).toEqual(['429', '429']);
  });

  it('answers JSON, refuses a malformed serial, and sends a plain form POST to the result page', async () => {
    const deps = {
      getDb: async () => database.db,
      client: client(7),
      texts,
      resultPath: (s: string) => `/r?serie=${encodeURIComponent(s)}`,
    };
    const json = await handleWarrantyRequest(
      new Request('http://localhost/api/warranty', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: 'http://localhost',
          host: 'localhost',
        },
        body: JSON.stringify({ serial: 'IA86B23004567' }),
      }),
      deps,
    );
    expect(await json.json()).toMatchObject({ found: true, model: 'IA 86' });
    const unknown = await handleWarrantyRequest(
      new Request('http://localhost/api/warranty?serial=ZZZZ-9999'),
      deps,
    );
    expect(await unknown.json()).toEqual({
      found: false,
      serial: 'ZZZZ-9999',
      message: 'not found',
    });
    const bad = await handleWarrantyRequest(
      new Request('http://localhost/api/warranty?serial=%3Cb%3E'),
      deps,
    );
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'invalid-serial', message: 'serial?' });
    const form = await handleWarrantyRequest(
      new Request('http://localhost/api/warranty', {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: 'http://localhost',
          host: 'localhost',
          accept: 'text/html',
        },
        body: 'serial=IA86B23004567',
      }),
      deps,
    );
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toBe('/r?serie=IA86B23004567');
  });
});
