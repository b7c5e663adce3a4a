import { and, gte, lt, sql } from 'drizzle-orm';

import type { Db } from '@/lib/db/client';
import { vitals, vitalsDaily } from '@/lib/db/schema';

import { groupByKeys, summarize, type ViewRow } from './aggregate';
import { metricNames } from './metrics';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The privacy policy's periods (content/privacy, "Speed measurements"): change both together. */
export const vitalsRetention = {
  /** Raw page views, one row each. */
  rawDays: 90,
  /** What is kept after that: per day, route, locale, device class and metric. */
  dailyMonths: 13,
} as const;

/** The UTC day (YYYY-MM-DD) of a time. */
export const utcDay = (time: Date) => time.toISOString().slice(0, 10);

/** The page views received in [from, to). */
export async function viewRows(db: Db, from: Date, to: Date): Promise<ViewRow[]> {
  const rows = await db
    .select()
    .from(vitals)
    .where(and(gte(vitals.receivedAt, from), lt(vitals.receivedAt, to)));
  return rows.map((row) => ({
    day: utcDay(row.receivedAt),
    route: row.route,
    locale: row.locale,
    device: row.device,
    LCP: row.lcp,
    INP: row.inp,
    CLS: row.cls,
    FCP: row.fcp,
    TTFB: row.ttfb,
  }));
}

/** The daily aggregates of [from, to), for days whose page views are no longer kept. */
export async function dailyRows(db: Db, from: Date, to: Date) {
  return db
    .select()
    .from(vitalsDaily)
    .where(and(gte(vitalsDaily.day, utcDay(from)), lt(vitalsDaily.day, utcDay(to))));
}

export type VitalsRetentionReport = { rolledUp: number; deletedViews: number; deletedDays: number };

/**
 * Rolls the page views of whole UTC days older than 90 days into `vitals_daily`, deletes them,
 * and deletes daily rows older than 13 months. Part of the retention run (lib/server/retention.ts).
 */
export async function applyVitalsRetention(
  db: Db,
  now = new Date(),
): Promise<VitalsRetentionReport> {
  const cutoff = new Date(
    `${utcDay(new Date(now.getTime() - vitalsRetention.rawDays * DAY_MS))}T00:00:00Z`,
  );
  const oldest = new Date(now);
  oldest.setUTCMonth(oldest.getUTCMonth() - vitalsRetention.dailyMonths);
  return db.transaction(async (tx) => {
    const old = await viewRows(tx, new Date(0), cutoff);
    const daily = groupByKeys(old, (r) => [r.day, r.route, r.locale, r.device]).flatMap((list) => {
      const [first] = list;
      return metricNames.flatMap((metric) => {
        const values = list.flatMap((row) => (row[metric] === null ? [] : [row[metric]]));
        const summary = summarize(metric, values);
        if (!first || !summary) return [];
        const share = (fraction: number) => Math.round(fraction * summary.views);
        return [
          {
            day: first.day,
            route: first.route,
            locale: first.locale,
            device: first.device,
            metric,
            views: summary.views,
            p75: summary.p75,
            good: share(summary.good),
            needsImprovement: share(summary.needsImprovement),
            poor: share(summary.poor),
          },
        ];
      });
    });
    // A day already rolled up (a run that died after its insert) keeps its first figures.
    for (let i = 0; i < daily.length; i += 500) {
      await tx
        .insert(vitalsDaily)
        .values(daily.slice(i, i + 500))
        .onConflictDoNothing();
    }
    const deletedViews = (
      await tx.delete(vitals).where(lt(vitals.receivedAt, cutoff)).returning({ id: vitals.id })
    ).length;
    const deletedDays = (
      await tx
        .delete(vitalsDaily)
        .where(sql`${vitalsDaily.day} < ${utcDay(oldest)}`)
        .returning({ day: vitalsDaily.day })
    ).length;
    return { rolledUp: daily.length, deletedViews, deletedDays };
  });
}
