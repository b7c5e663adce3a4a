import { describe, expect, it } from 'vitest';

import {
  byRouteLocaleDevice,
  dailyP75,
  p75,
  summarize,
  worstRoutes,
  type ViewRow,
} from './aggregate';

function view(overrides: Partial<ViewRow>): ViewRow {
  return {
    day: '2026-11-20',
    route: 'home',
    locale: 'es',
    device: 'mobile',
    LCP: null,
    INP: null,
    CLS: null,
    FCP: null,
    TTFB: null,
    ...overrides,
  };
}

describe('p75', () => {
  it('is the measured value that 75 % of views reach or beat (nearest rank)', () => {
    expect(p75([4, 1, 3, 2])).toBe(3);
    expect(p75([8, 7, 6, 5, 4, 3, 2, 1])).toBe(6);
    expect(p75([1, 2, 3, 4, 5])).toBe(4);
    expect(p75([42])).toBe(42);
  });
});

describe('summarize', () => {
  it('rates LCP against 2.5 s and 4 s, a value on a threshold counting as the better side', () => {
    const lcp = [1000, 2000, 2500, 3000, 4000, 5000, 1500, 2200];
    expect(summarize('LCP', lcp)).toEqual({
      views: 8,
      p75: 3000,
      good: 5 / 8,
      needsImprovement: 2 / 8,
      poor: 1 / 8,
    });
  });

  it('rates INP against 200 ms and CLS against 0.1', () => {
    expect(summarize('INP', [100, 200, 201, 600])).toMatchObject({
      p75: 201,
      good: 0.5,
      needsImprovement: 0.25,
      poor: 0.25,
    });
    expect(summarize('CLS', [0, 0.05, 0.1, 0.3])).toMatchObject({
      p75: 0.1,
      good: 0.75,
      poor: 0.25,
    });
  });

  it('has no figure without a value', () => {
    expect(summarize('INP', [])).toBeUndefined();
  });
});

describe('grouping', () => {
  const rows = [
    view({ LCP: 1200, INP: 80 }),
    view({ LCP: 2600 }),
    view({ LCP: 5200, device: 'desktop' }),
    view({ route: 'contact', LCP: 4100, INP: 300, day: '2026-11-21' }),
    view({ route: 'contact', locale: 'en', LCP: 3900, day: '2026-11-21' }),
  ];

  it('counts each route × locale × device class apart, metrics a view lacks left out', () => {
    const groups = byRouteLocaleDevice(rows);
    expect(groups.map((g) => [g.route, g.locale, g.device, g.views])).toEqual([
      ['contact', 'en', 'mobile', 1],
      ['contact', 'es', 'mobile', 1],
      ['home', 'es', 'desktop', 1],
      ['home', 'es', 'mobile', 2],
    ]);
    const homeMobile = groups[3]!;
    expect(homeMobile.metrics.LCP).toMatchObject({ views: 2, p75: 2600, good: 0.5 });
    expect(homeMobile.metrics.INP).toMatchObject({ views: 1, p75: 80 });
    expect(homeMobile.metrics.CLS).toBeUndefined();
  });

  it('gives p75 per day and the routes with the worst p75 first', () => {
    expect(dailyP75(rows)).toEqual([
      { day: '2026-11-20', views: 3, LCP: 5200, INP: 80 },
      { day: '2026-11-21', views: 2, LCP: 4100, INP: 300 },
    ]);
    expect(worstRoutes(rows, 'LCP').map((w) => [w.route, w.summary.p75])).toEqual([
      ['home', 5200],
      ['contact', 4100],
    ]);
  });
});
