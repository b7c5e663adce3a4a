import type { Db } from '@/lib/db/client';

import {
  byRoute,
  byRouteLocaleDevice,
  dailyP75,
  FEW_VIEWS,
  type Group,
  type Summary,
  type ViewRow,
} from './aggregate';
import { metricNames, type MetricName } from './metrics';
import { dailyRows, utcDay, viewRows, vitalsRetention } from './store';

const DAY_MS = 24 * 60 * 60 * 1000;

export type DailyPoint = { day: string; views: number } & Partial<Record<MetricName, number>>;

export type RouteComparison = {
  route: string;
  before: Partial<Record<MetricName, Summary>>;
  after: Partial<Record<MetricName, Summary>>;
};

/** Everything `ops vitals` prints or draws, computed once (and sent as JSON through the socket). */
export type VitalsReport = {
  from: string;
  to: string;
  views: number;
  groups: Group[];
  routes: Array<{ route: string; metrics: Partial<Record<MetricName, Summary>> }>;
  daily: DailyPoint[];
  compare?: { date: string; beforeFrom: string; routes: RouteComparison[] };
};

/** `28d` (days back from now) or a UTC day `YYYY-MM-DD`; undefined when it is neither. */
export function parseSince(value: string, now = new Date()): Date | undefined {
  const days = /^(\d{1,4})d$/.exec(value);
  if (days) return new Date(now.getTime() - Number(days[1]) * DAY_MS);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || utcDay(date) !== value ? undefined : date;
}

/**
 * The days of the period whose page views were already rolled up (older than 90 days) come from
 * `vitals_daily`: their p75 is the busiest group's of the day, close enough for a trend line.
 */
async function olderDays(db: Db, from: Date, to: Date): Promise<DailyPoint[]> {
  const rows = await dailyRows(db, from, to);
  const days = new Map<string, DailyPoint>();
  const weight = new Map<string, number>();
  for (const row of rows) {
    const point = days.get(row.day) ?? { day: row.day, views: 0 };
    const key = `${row.day} ${row.metric}`;
    if ((weight.get(key) ?? 0) < row.views) {
      weight.set(key, row.views);
      point[row.metric as MetricName] = row.p75;
    }
    if (row.metric === 'TTFB') point.views += row.views;
    days.set(row.day, point);
  }
  return [...days.values()];
}

function compareRoutes(before: ViewRow[], after: ViewRow[]): RouteComparison[] {
  const b = byRoute(before);
  const a = byRoute(after);
  return [...new Set([...b.keys(), ...a.keys()])]
    .sort()
    .map((route) => ({ route, before: b.get(route) ?? {}, after: a.get(route) ?? {} }));
}

/** The report of [from, now): `compare` splits it into the views before and after that day. */
export async function vitalsReport(
  db: Db,
  { from, compare, now = new Date() }: { from: Date; compare?: Date; now?: Date },
): Promise<VitalsReport> {
  const rows = await viewRows(db, from, now);
  const rawSince = new Date(now.getTime() - vitalsRetention.rawDays * DAY_MS);
  const older = from < rawSince ? await olderDays(db, from, rawSince) : [];
  const report: VitalsReport = {
    from: utcDay(from),
    to: utcDay(now),
    views: rows.length,
    groups: byRouteLocaleDevice(rows),
    routes: [...byRoute(rows)].map(([route, metrics]) => ({ route, metrics })),
    daily: [...older, ...dailyP75(rows)].sort((x, y) => x.day.localeCompare(y.day)),
  };
  if (compare) {
    // The same length of time on each side of the deploy, within what is kept.
    const span = now.getTime() - compare.getTime();
    const beforeFrom = new Date(Math.max(compare.getTime() - span, rawSince.getTime()));
    const before = await viewRows(db, beforeFrom, compare);
    const after = await viewRows(db, compare, now);
    report.compare = {
      date: utcDay(compare),
      beforeFrom: utcDay(beforeFrom),
      routes: compareRoutes(before, after),
    };
  }
  return report;
}

/** A metric's value as people read it: seconds for times, three decimals for CLS. */
export function formatValue(metric: MetricName, value: number): string {
  if (metric === 'CLS') return value.toFixed(3);
  return value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`;
}

const percent = (share: number) => `${Math.round(share * 100)} %`;

function summaryLine(metric: MetricName, s: Summary): string {
  const few = s.views < FEW_VIEWS ? ' *' : '';
  return (
    `  ${metric.padEnd(5)}p75 ${formatValue(metric, s.p75).padStart(8)}   ` +
    `good ${percent(s.good).padStart(5)}  needs improvement ${percent(s.needsImprovement).padStart(5)}  ` +
    `poor ${percent(s.poor).padStart(5)}  n=${s.views}${few}`
  );
}

function change(metric: MetricName, before?: Summary, after?: Summary): string {
  if (!before || !after) return 'not measured on both sides';
  const mark = (s: Summary) => (s.views < FEW_VIEWS ? '*' : '');
  const delta = after.p75 - before.p75;
  const sign = delta > 0 ? '+' : delta < 0 ? '−' : '±';
  return (
    `${formatValue(metric, before.p75)}${mark(before)} → ${formatValue(metric, after.p75)}${mark(after)} ` +
    `(${sign}${formatValue(metric, Math.abs(delta))}; n=${before.views} → ${after.views})`
  );
}

/** The plain-text report `npm run ops -- vitals` prints. */
export function reportText(report: VitalsReport): string {
  const lines = [
    `Core Web Vitals of consenting visitors, ${report.from} to ${report.to} (UTC): ${report.views} page view(s).`,
    `p75 = the value 75 % of page views reach or beat. Google's thresholds: LCP 2.5 s, INP 200 ms, ` +
      `CLS 0.1 (good up to them). * = fewer than ${FEW_VIEWS} views: indicative only.`,
    '',
  ];
  for (const group of report.groups) {
    lines.push(`${group.route} · ${group.locale} · ${group.device}: ${group.views} page view(s)`);
    for (const metric of metricNames) {
      const summary = group.metrics[metric];
      if (summary) lines.push(summaryLine(metric, summary));
    }
  }
  if (report.groups.length === 0) lines.push('No page view measured in this period.');
  if (report.compare) {
    lines.push(
      '',
      `Before (${report.compare.beforeFrom} to ${report.compare.date}) → after (${report.compare.date} to ${report.to}), p75 per route (* = fewer than ${FEW_VIEWS} views):`,
    );
    for (const { route, before, after } of report.compare.routes) {
      lines.push(route);
      for (const metric of metricNames) {
        if (before[metric] || after[metric]) {
          lines.push(`  ${metric.padEnd(5)}${change(metric, before[metric], after[metric])}`);
        }
      }
    }
  }
  return `${lines.join('\n')}\n`;
}
