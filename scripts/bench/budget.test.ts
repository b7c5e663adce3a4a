import { describe, expect, it } from 'vitest';

import {
  budgetFailures,
  renderDocumentTable,
  renderPageTable,
  type Floor,
  type LighthouseSummary,
  type PageResult,
} from './budget';

const weight = {
  js: 140_000,
  prefetchJs: 21_000,
  scripts: 6,
  html: 50_000,
  htmlGzip: 12_000,
  htmlBrotli: 10_000,
  inlineGzip: 9_000,
  inlineBrotli: 8_000,
  payloadGzip: 8_500,
  payloadBrotli: 7_600,
  inlineCss: 0,
  translations: 300,
};
const perfect: LighthouseSummary = {
  performance: 1,
  accessibility: 1,
  bestPractices: 1,
  seo: 1,
  cls: 0,
  fcpMs: 700,
  lcpMs: 1200,
  tbtMs: 20,
  observedLcpMs: 80,
  scriptBytesBeforeLcp: 0,
};
const floor: Floor = { js: 136_000, lighthouse: { ...perfect, fcpMs: 650, tbtMs: 100 } };
const page = (overrides: Partial<PageResult> = {}): PageResult => ({
  kind: 'home',
  locale: 'es',
  path: '/',
  weight,
  lighthouse: perfect,
  ...overrides,
});

describe('budgetFailures', () => {
  it('passes pages within their budgets beside the floor', () => {
    expect(budgetFailures([page()], floor)).toEqual([]);
    expect(
      budgetFailures(
        [
          page({
            weight: { ...weight, js: 151_000 },
            lighthouse: { ...perfect, fcpMs: 800, tbtMs: 150 },
          }),
        ],
        floor,
      ),
    ).toEqual([]);
  });

  it('names every broken budget, the floor-relative ones against this run’s floor', () => {
    const failures = budgetFailures(
      [
        page({
          path: '/en',
          weight: { ...weight, js: 151_100 },
          lighthouse: {
            ...perfect,
            performance: 0.96,
            seo: 0.92,
            cls: 0.0006,
            fcpMs: 1101,
            lcpMs: 1201,
            tbtMs: 201,
          },
        }),
      ],
      floor,
    );
    expect(failures).toEqual([
      '/en: script code 151.1 KB is 15.1 KB above the floor (budget 15.0 KB)',
      '/en: Lighthouse performance 96 < 97',
      '/en: Lighthouse SEO 92 < 100',
      '/en: CLS 0.001 > 0',
      '/en: FCP 1,101 ms > 1,100 ms',
      '/en: LCP 1,201 ms > 1,200 ms',
      '/en: TBT 201 ms > 200 ms',
    ]);
  });

  it('holds performance to 90 at least, however low the floor scored', () => {
    const slowFloor: Floor = { ...floor, lighthouse: { ...perfect, performance: 0.88 } };
    expect(
      budgetFailures([page({ lighthouse: { ...perfect, performance: 0.9 } })], slowFloor),
    ).toEqual([]);
    expect(
      budgetFailures([page({ lighthouse: { ...perfect, performance: 0.89 } })], slowFloor),
    ).toEqual(['/: Lighthouse performance 89 < 90']);
  });

  it('holds applied-throttling paints to the floor of the run, through next start and the front', () => {
    const applied = { ...floor, applied: { fcpMs: 650, lcpMs: 660 } };
    type Paints = { fcpMs: number; lcpMs: number };
    const failures = (viaNode: Paints, viaFront: Paints) =>
      budgetFailures([page({ applied: viaNode, appliedFront: viaFront })], applied);
    expect(failures({ fcpMs: 1_250, lcpMs: 1_260 }, { fcpMs: 700, lcpMs: 700 })).toEqual([]);
    expect(failures({ fcpMs: 1_251, lcpMs: 1_459 }, { fcpMs: 700, lcpMs: 1_261 })).toEqual([
      '/: applied FCP (next start) 1,251 ms > 1,250 ms',
      '/: applied LCP (next start) 1,459 ms > 1,260 ms',
      '/: applied LCP (front) 1,261 ms > 1,260 ms',
    ]);
  });

  it('treats a layout shift that rounds to 0.000 as none', () => {
    expect(budgetFailures([page({ lighthouse: { ...perfect, cls: 0.0004 } })], floor)).toEqual([]);
  });

  it('holds only the JavaScript budget when Lighthouse was skipped', () => {
    expect(budgetFailures([page({ lighthouse: undefined })], { js: 136_000 })).toEqual([]);
  });
});

describe('renderPageTable', () => {
  it('writes the floor, the budgets, then one row per page with broken figures marked', () => {
    const table = renderPageTable(
      [page(), page({ locale: 'en', path: '/en', lighthouse: { ...perfect, tbtMs: 250 } })],
      floor,
    );
    const lines = table.split('\n');
    expect(lines).toHaveLength(6);
    expect(lines[2]).toBe(
      '| **bare Next.js page** (floor) | – | 136.0 KB | – | – | – | – | – | 100 | 100 | 100 | 100 | 0.000 | 650 ms | 1,200 ms | 100 ms | 80 ms | 0.0 KB |',
    );
    expect(lines[3]).toBe(
      '| **budget** | – | ≤ 151.0 KB | ≤ 15.0 KB | – | – | – | – | ≥ 97 (≥ 90, floor − 3) | 100 | 100 | 100 | 0.000 | ≤ 1,100 ms (floor + 450) | ≤ 1,200 ms | ≤ 200 ms (floor + 100) | – | – |',
    );
    expect(lines[4]).toBe(
      '| home `/` | es | 140.0 KB | 4.0 KB | 8.5 KB / 7.6 KB | 21.0 KB | 50.0 KB / 12.0 KB | 300 B | 100 | 100 | 100 | 100 | 0.000 | 700 ms | 1,200 ms | 20 ms | 80 ms | 0.0 KB |',
    );
    expect(lines[5]).toContain('| **250 ms** ✗ |');
  });
});

describe('renderDocumentTable', () => {
  it('writes the document bytes and the applied paints beside the floor, broken ones marked', () => {
    const lines = renderDocumentTable(
      [page({ applied: { fcpMs: 1_459, lcpMs: 1_474 }, appliedFront: { fcpMs: 800, lcpMs: 800 } })],
      { ...floor, applied: { fcpMs: 640, lcpMs: 650 } },
    ).split('\n');
    expect(lines).toHaveLength(5);
    expect(lines[2]).toBe(
      '| **bare Next.js page** (floor) | – | – | – | – | – | – | 640 ms | 650 ms | – | – |',
    );
    expect(lines[3]).toBe(
      '| **budget** | – | – | – | – | – | – | ≤ 1,240 ms | ≤ 1,250 ms | ≤ 1,240 ms | ≤ 1,250 ms |',
    );
    expect(lines[4]).toBe(
      '| home `/` | es | 50.0 KB | 12.0 KB | 10.0 KB | 9.0 KB / 8.0 KB | 0.0 KB | **1,459 ms** ✗ | **1,474 ms** ✗ | 800 ms | 800 ms |',
    );
  });
});
