import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { purposeLimits } from '@/lib/http/limits';
import { engines, type TestDatabase } from '@/tests/support/databases';
import { endpointPost } from '@/tests/support/form-requests';

import { handleConsentGet, handleConsentPost } from './records';

const post = (body: unknown, headers: Record<string, string> = {}) =>
  endpointPost('/api/consent', body, 'application/json', {
    'x-forwarded-for': '198.51.100.7',
    ...headers,
  });

function event(overrides: Record<string, unknown> = {}) {
  return {
    consentId: randomUUID(),
    categories: ['necessary', 'analytics'],
    revision: 0,
    consentDate: '2026-05-01T10:00:00.000Z',
    lastConsentUpdate: '2026-05-01T10:00:00.000Z',
    locale: 'es',
    action: 'first',
    ...overrides,
  };
}

describe.each(engines)('consent records on %s', (name, open) => {
  let database: TestDatabase;
  const getDb = async () => database.db;

  beforeAll(async () => {
    database = await open();
  }, 180_000);
  afterAll(() => database?.dispose());

  it('stores a first choice and a change, and returns the history in order', async () => {
    const first = event();
    const change = event({
      consentId: first.consentId,
      categories: ['necessary'],
      action: 'change',
      lastConsentUpdate: '2026-05-02T08:30:00.000Z',
      locale: 'fr',
    });
    for (const body of [first, change]) {
      const response = await handleConsentPost(post(body), getDb);
      expect(response.status).toBe(201);
      expect(await response.json()).toEqual({ stored: true });
    }
    const history = await handleConsentGet(post({}), first.consentId, getDb);
    expect(history.status).toBe(200);
    const { events } = (await history.json()) as { events: Array<Record<string, unknown>> };
    expect(events.map((e) => [e.action, e.categories, e.locale])).toEqual([
      ['first', ['necessary', 'analytics'], 'es'],
      ['change', ['necessary'], 'fr'],
    ]);
    expect(events[1]?.lastConsentUpdate).toBe('2026-05-02T08:30:00.000Z');
  });

  it('answers 404 for an id with no history and 400 for a malformed id', async () => {
    expect((await handleConsentGet(post({}), randomUUID(), getDb)).status).toBe(404);
    expect((await handleConsentGet(post({}), 'not-a-uuid', getDb)).status).toBe(400);
  });

  it.each([
    ['a malformed consent id', event({ consentId: '123' })],
    ['an unknown action', event({ action: 'revoke' })],
    ['an unknown locale', event({ locale: 'de' })],
    ['a date that is not ISO 8601', event({ consentDate: 'yesterday' })],
    ['a negative revision', event({ revision: -1 })],
    ['a category with markup', event({ categories: ['<script>'] })],
    ['an extra field', { ...event(), ip: '1.2.3.4' }],
  ])('refuses %s with 400 and stores nothing', async (_label, body) => {
    const response = await handleConsentPost(post(body), getDb);
    expect(response.status).toBe(400);
    const id = (body as { consentId: string }).consentId;
    if (/^[0-9a-f-]{36}$/.test(id)) {
      expect((await handleConsentGet(post({}), id, getDb)).status).toBe(404);
    }
  });

  it('refuses a body that is not JSON, a huge body and a foreign origin', async () => {
    expect((await handleConsentPost(post('{not json'), getDb)).status).toBe(400);
    const huge = event({ categories: Array.from({ length: 2000 }, (_, i) => `c${i}`) });
    expect((await handleConsentPost(post(huge), getDb)).status).toBe(413);
    const foreign = event();
    const response = await handleConsentPost(
      post(foreign, { origin: 'https://evil.example' }),
      getDb,
    );
    expect(response.status).toBe(403);
    expect((await handleConsentGet(post({}), foreign.consentId, getDb)).status).toBe(404);
  });

  it('rate limits a flood from one client', async () => {
    const statuses: number[] = [];
    const limit = purposeLimits.consent.limit;
    for (let i = 0; i < limit + 5; i += 1) {
      const response = await handleConsentPost(
        post(event(), { 'x-forwarded-for': `203.0.113.${name.length}` }),
        getDb,
      );
      statuses.push(response.status);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(limit);
    expect(statuses.slice(limit)).toEqual([429, 429, 429, 429, 429]);
    // Another client is not affected.
    expect(
      (
        await handleConsentPost(
          post(event(), { 'x-forwarded-for': `203.0.113.${name.length + 100}` }),
          getDb,
        )
      ).status,
    ).toBe(201);
  });
});
