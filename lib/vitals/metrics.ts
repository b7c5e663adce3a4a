/** Where the collector sends its beacons (app/api/vitals/route.ts), on the site's own origin. */
export const VITALS_ENDPOINT = '/api/vitals';

/** The five metrics the collector sends, in the report's order. */
export const metricNames = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;

export type MetricName = (typeof metricNames)[number];

/**
 * Google's thresholds (web.dev/articles/vitals, also web-vitals' `*Thresholds`): a value up to
 * `good` is good, above `poor` is poor, between them needs improvement. Milliseconds, CLS unitless.
 */
export const thresholds = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 800, poor: 1800 },
} as const satisfies Record<MetricName, { good: number; poor: number }>;

export type Rating = 'good' | 'needsImprovement' | 'poor';

export function rate(metric: MetricName, value: number): Rating {
  const { good, poor } = thresholds[metric];
  if (value <= good) return 'good';
  return value <= poor ? 'needsImprovement' : 'poor';
}

/** Viewport width buckets, by Tailwind's `md` and `lg` breakpoints (the layout changes there). */
export const deviceClasses = ['mobile', 'tablet', 'desktop'] as const;

export type DeviceClass = (typeof deviceClasses)[number];

export function deviceClassOf(viewportWidth: number): DeviceClass {
  if (viewportWidth < 768) return 'mobile';
  return viewportWidth < 1024 ? 'tablet' : 'desktop';
}
