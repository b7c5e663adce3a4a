import { metricNames, rate, type MetricName } from './metrics';

/** One stored page view, as the report reads it: its UTC day and the metrics it had. */
export type ViewRow = {
  day: string;
  route: string;
  locale: string;
  device: string;
} & Record<MetricName, number | null>;

/** A metric over a set of page views: p75 and the shares rated good / needs improvement / poor. */
export type Summary = {
  views: number;
  p75: number;
  good: number;
  needsImprovement: number;
  poor: number;
};

/** Below this many page views a figure is shown but marked: one slow visit moves it too much. */
export const FEW_VIEWS = 30;

/**
 * The 75th percentile by nearest rank: the smallest value that at least 75 % of the views reach or
 * beat, always one that was measured (as PostgreSQL's `percentile_disc(0.75)`).
 */
export function p75(values: readonly number[]): number {
  if (values.length === 0) throw new Error('p75 of no value');
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(0.75 * sorted.length) - 1]!;
}

/** p75 and shares (0–1) of `values` against Google's thresholds for `metric`; none when empty. */
export function summarize(metric: MetricName, values: readonly number[]): Summary | undefined {
  if (values.length === 0) return undefined;
  const counts = { good: 0, needsImprovement: 0, poor: 0 };
  for (const value of values) counts[rate(metric, value)] += 1;
  const n = values.length;
  return {
    views: n,
    p75: p75(values),
    good: counts.good / n,
    needsImprovement: counts.needsImprovement / n,
    poor: counts.poor / n,
  };
}

function valuesOf(rows: readonly ViewRow[], metric: MetricName): number[] {
  return rows.flatMap((row) => (row[metric] === null ? [] : [row[metric]]));
}

/** Each metric's summary over `rows` (a metric no view measured is left out). */
export function summarizeAll(rows: readonly ViewRow[]): Partial<Record<MetricName, Summary>> {
  return Object.fromEntries(
    metricNames.flatMap((metric) => {
      const summary = summarize(metric, valuesOf(rows, metric));
      return summary ? [[metric, summary]] : [];
    }),
  );
}

export type Group = {
  route: string;
  locale: string;
  device: string;
  views: number;
  metrics: Partial<Record<MetricName, Summary>>;
};

/** Rows grouped by the values `keys` gives, in the order of those values. */
export function groupByKeys<T>(rows: readonly T[], keys: (row: T) => string[]): T[][] {
  return groupBy(rows, (row) => keys(row).join('\u0000')).map(([, list]) => list);
}

/** Groups page views by `key` and keeps the groups' order stable (sorted by key). */
function groupBy<T>(rows: readonly T[], key: (row: T) => string): Array<[string, T[]]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = groups.get(k);
    if (list) list.push(row);
    else groups.set(k, [row]);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}

/** The report's table: one line per route × locale × device class. */
export function byRouteLocaleDevice(rows: readonly ViewRow[]): Group[] {
  return groupByKeys(rows, (r) => [r.route, r.locale, r.device]).map((list) => ({
    route: list[0]!.route,
    locale: list[0]!.locale,
    device: list[0]!.device,
    views: list.length,
    metrics: summarizeAll(list),
  }));
}

/** Per route (every locale and device together), for the worst-routes chart and `--compare`. */
export function byRoute(
  rows: readonly ViewRow[],
): Map<string, Partial<Record<MetricName, Summary>>> {
  return new Map(groupBy(rows, (r) => r.route).map(([route, list]) => [route, summarizeAll(list)]));
}

/** p75 of each metric per day, every route together. */
export function dailyP75(
  rows: readonly ViewRow[],
): Array<{ day: string; views: number } & Partial<Record<MetricName, number>>> {
  return groupBy(rows, (r) => r.day).map(([day, list]) => {
    const metrics = summarizeAll(list);
    return {
      day,
      views: list.length,
      ...Object.fromEntries(Object.entries(metrics).map(([m, s]) => [m, s.p75])),
    };
  });
}

/** The `limit` routes with the highest p75 of `metric`, among those with at least `minViews`. */
export function worstRoutes(
  rows: readonly ViewRow[],
  metric: MetricName,
  limit = 10,
  minViews = 1,
): Array<{ route: string; summary: Summary }> {
  return [...byRoute(rows)]
    .flatMap(([route, metrics]) => {
      const summary = metrics[metric];
      return summary && summary.views >= minViews ? [{ route, summary }] : [];
    })
    .sort((a, b) => b.summary.p75 - a.summary.p75)
    .slice(0, limit);
}
