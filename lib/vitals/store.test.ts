import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { vitals, vitalsDaily } from '@/lib/db/schema';
import { runOps } from '@/lib/server/operations';
import { pgliteTestDatabase, type TestDatabase } from '@/tests/support/databases';

import { applyVitalsRetention, utcDay } from './store';

const now = new Date('2026-11-28T12:00:00Z');
const at = (iso: string) => new Date(iso);

describe('vitals retention', { timeout: 120_000 }, () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await pgliteTestDatabase();
  }, 180_000);
  beforeEach(async () => {
    await database.db.delete(vitals);
    await database.db.delete(vitalsDaily);
  });
  afterAll(() => database?.dispose());

  const view = (receivedAt: Date, lcp: number, route = 'home') => ({
    route,
    locale: 'es',
    device: 'mobile',
    navigation: 'navigate',
    lcp,
    receivedAt,
  });

  it('rolls page views older than 90 days into daily figures, then deletes them', async () => {
    // 90 days before 2026-11-28 is 2026-08-30: that day and later are kept whole.
    await database.db
      .insert(vitals)
      .values([
        view(at('2026-08-29T08:00:00Z'), 1000),
        view(at('2026-08-29T09:00:00Z'), 3000),
        view(at('2026-08-29T23:59:59Z'), 5000),
        view(at('2026-08-29T10:00:00Z'), 2000, 'contact'),
        view(at('2026-08-30T00:00:00Z'), 1500),
        view(at('2026-11-27T10:00:00Z'), 1200),
      ]);
    const report = await applyVitalsRetention(database.db, now);
    expect(report).toEqual({ rolledUp: 2, deletedViews: 4, deletedDays: 0 });
    const kept = await database.db.select({ receivedAt: vitals.receivedAt }).from(vitals);
    expect(kept.map((r) => r.receivedAt.toISOString()).sort()).toEqual([
      '2026-08-30T00:00:00.000Z',
      '2026-11-27T10:00:00.000Z',
    ]);
    const daily = await database.db.select().from(vitalsDaily);
    expect(daily.sort((a, b) => a.route.localeCompare(b.route))).toEqual([
      {
        day: '2026-08-29',
        route: 'contact',
        locale: 'es',
        device: 'mobile',
        metric: 'LCP',
        views: 1,
        p75: 2000,
        good: 1,
        needsImprovement: 0,
        poor: 0,
      },
      {
        day: '2026-08-29',
        route: 'home',
        locale: 'es',
        device: 'mobile',
        metric: 'LCP',
        views: 3,
        p75: 5000,
        good: 1,
        needsImprovement: 1,
        poor: 1,
      },
    ]);
    // A second run finds nothing more to do.
    expect(await applyVitalsRetention(database.db, now)).toEqual({
      rolledUp: 0,
      deletedViews: 0,
      deletedDays: 0,
    });
  });

  it('deletes daily figures older than 13 months, and the retention run does it too', async () => {
    const daily = (day: string) => ({
      day,
      route: 'home',
      locale: 'es',
      device: 'desktop',
      metric: 'LCP',
      views: 10,
      p75: 2000,
      good: 8,
      needsImprovement: 2,
      poor: 0,
    });
    // The run uses the real clock: days just outside and just inside 13 months before today.
    const monthsAgo = (days: number) => {
      const date = new Date();
      date.setUTCMonth(date.getUTCMonth() - 13);
      return utcDay(new Date(date.getTime() + days * 24 * 60 * 60 * 1000));
    };
    const [gone, kept, recent] = [monthsAgo(-1), monthsAgo(1), monthsAgo(60)];
    await database.db.insert(vitalsDaily).values([daily(gone), daily(kept), daily(recent)]);
    const result = await runOps(
      { args: ['retention', 'run'] },
      { db: database.db, location: database.location, uploadsDir: '/nonexistent' },
    );
    expect(result.stdout).toContain('1 daily figure(s) past 13 months deleted');
    const left = await database.db.select({ day: vitalsDaily.day }).from(vitalsDaily);
    expect(left.map((r) => r.day).sort()).toEqual([kept, recent]);
  });
});
