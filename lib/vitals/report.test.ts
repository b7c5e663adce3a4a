import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { vitals } from '@/lib/db/schema';
import { runOps } from '@/lib/server/operations';
import { pgliteTestDatabase, type TestDatabase } from '@/tests/support/databases';

import { parseSince } from './report';

const DAY = 24 * 60 * 60 * 1000;

describe('npm run ops -- vitals', { timeout: 120_000 }, () => {
  let database: TestDatabase;
  const ops = (...args: string[]) =>
    runOps(
      { args: ['vitals', ...args] },
      { db: database.db, location: database.location, uploadsDir: '/nonexistent' },
    );

  beforeAll(async () => {
    database = await pgliteTestDatabase();
    const view = (daysAgo: number, lcp: number) => ({
      route: 'taurus',
      locale: 'es',
      device: 'mobile',
      navigation: 'navigate',
      lcp,
      receivedAt: new Date(Date.now() - daysAgo * DAY),
    });
    // Ten days ago four fast views; two days ago four slow ones; 40 days ago one outside 28 days.
    await database.db
      .insert(vitals)
      .values([
        ...[1000, 1200, 1400, 1600].map((lcp) => view(10, lcp)),
        ...[3000, 3500, 4500, 5000].map((lcp) => view(2, lcp)),
        view(40, 9000),
      ]);
  }, 180_000);
  afterAll(() => database?.dispose());

  it('prints p75 and the shares per route, locale and device, marking too few views', async () => {
    const result = await ops();
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('8 page view(s)');
    expect(result.stdout).toContain('taurus · es · mobile: 8 page view(s)');
    expect(result.stdout).toMatch(
      /LCP {2}p75 +3\.50 s {3}good {2}50 % {2}needs improvement {2}25 % {2}poor {2}25 % {2}n=8 \*/,
    );
  });

  it('compares the views before and after a day', async () => {
    const day = new Date(Date.now() - 5 * DAY).toISOString().slice(0, 10);
    const result = await ops('--compare', day);
    expect(result.stdout).toContain(`Before (`);
    expect(result.stdout).toMatch(/LCP {2}1\.40 s\* → 4\.50 s\* \(\+3\.10 s; n=4 → 4\)/);
  });

  it('refuses a period or a day it cannot read, with the usage', async () => {
    expect((await ops('--since', 'lately')).code).toBe(2);
    expect((await ops('--compare', '2026-02-30')).stderr).toContain('--compare needs a past day');
  });

  it('reads --since as days back or a UTC day', () => {
    const now = new Date('2026-11-28T12:00:00Z');
    expect(parseSince('28d', now)?.toISOString()).toBe('2026-10-31T12:00:00.000Z');
    expect(parseSince('2026-11-01', now)?.toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(parseSince('2026-02-30', now)).toBeUndefined();
  });
});
