import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { vitals } from '@/lib/db/schema';
import { engines, type TestDatabase } from '@/tests/support/databases';
import { endpointPost } from '@/tests/support/form-requests';

import { handleVitalsPost } from './endpoint';

const post = (body: unknown, headers: Record<string, string> = {}) =>
  endpointPost('/api/vitals', body, 'text/plain;charset=UTF-8', {
    'x-forwarded-for': '198.51.100.9',
    ...headers,
  });

const beacon = {
  route: 'warranty',
  locale: 'pt',
  device: 'mobile',
  connection: '4g',
  navigation: 'navigate',
  metrics: { LCP: 1830.4, FCP: 920, TTFB: 210.5, CLS: 0.012, INP: 96 },
  lcpElement: 'img',
  inpInteraction: 'pointer',
};

describe.each(engines)('vitals beacons on %s', (name, open) => {
  let database: TestDatabase;
  const getDb = async () => database.db;
  const stored = () => database.db.select().from(vitals);

  beforeAll(async () => {
    database = await open();
  }, 180_000);
  beforeEach(async () => {
    await database.db.delete(vitals);
  });
  afterAll(() => database?.dispose());

  it('stores one row with the route, locale, device and metrics, and nothing that names the visitor', async () => {
    const response = await handleVitalsPost(post(beacon), getDb);
    expect(response.status).toBe(204);
    const [row, ...more] = await stored();
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      route: 'warranty',
      locale: 'pt',
      device: 'mobile',
      connection: '4g',
      navigation: 'navigate',
      lcpElement: 'img',
      inpInteraction: 'pointer',
      inp: 96,
      fcp: 920,
    });
    expect(row!.lcp).toBeCloseTo(1830.4, 1);
    expect(row!.cls).toBeCloseTo(0.012, 5);
    expect(Object.keys(row!).sort()).toEqual(
      [
        'id',
        'route',
        'locale',
        'device',
        'connection',
        'navigation',
        'lcp',
        'inp',
        'cls',
        'fcp',
        'ttfb',
        'lcpElement',
        'inpInteraction',
        'receivedAt',
      ].sort(),
    );
  });

  it.each([
    ['a URL as route', { ...beacon, route: '/soporte/garantia?serial=123' }],
    ['a string metric', { ...beacon, metrics: { LCP: '1830' } }],
    ['a negative metric', { ...beacon, metrics: { LCP: -1 } }],
    ['no metric', { ...beacon, metrics: {} }],
    ['an extra field', { ...beacon, visitorId: 'abc' }],
    ['an unknown locale', { ...beacon, locale: 'de' }],
    ['not JSON', '{"route":'],
  ])('refuses %s with 400 and stores nothing', async (_, body) => {
    const response = await handleVitalsPost(post(body), getDb);
    expect(response.status).toBe(400);
    expect(await stored()).toEqual([]);
  });

  it('refuses a beacon from another site (403) and one larger than a beacon (413)', async () => {
    const foreign = await handleVitalsPost(post(beacon, { origin: 'https://evil.example' }), getDb);
    expect(foreign.status).toBe(403);
    const huge = await handleVitalsPost(post({ ...beacon, lcpElement: 'a'.repeat(5000) }), getDb);
    expect(huge.status).toBe(413);
    expect(await stored()).toEqual([]);
  });
});
