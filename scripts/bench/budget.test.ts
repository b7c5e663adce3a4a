import { describe, expect, it } from 'vitest';

import { budgetFailures, renderPageTable, type LighthouseSummary, type PageResult } from './budget';

const weight = {
  js: 140_000,
  prefetchJs: 21_000,
  scripts: 6,
  html: 50_000,
  htmlGzip: 12_000,
  translations: 300,
};
const perfect: LighthouseSummary = {
  performance: 1,
  accessibility: 1,
  bestPractices: 1,
  seo: 1,
  cls: 0,
  tbtMs: 20,
  lcpMs: 1200,
};
const page = (overrides: Partial<PageResult> = {}): PageResult => ({
  kind: 'home',
  locale: 'es',
  path: '/',
  weight,
  lighthouse: perfect,
  ...overrides,
});

describe('budgetFailures', () => {
  it('passes pages within 110 % of the floor with perfect Lighthouse results', () => {
    expect(budgetFailures([page()], 139_000)).toEqual([]);
    expect(budgetFailures([page({ weight: { ...weight, js: 152_900 } })], 139_000)).toEqual([]);
  });

  it('names every broken budget', () => {
    const failures = budgetFailures(
      [
        page({
          path: '/en',
          weight: { ...weight, js: 153_000 },
          lighthouse: { ...perfect, performance: 0.97, seo: 0.92, cls: 0.0006, tbtMs: 151 },
        }),
      ],
      139_000,
    );
    expect(failures).toEqual([
      '/en: JS 153.0 KB is 110 % of the floor (budget 110 %)',
      '/en: Lighthouse performance 97 < 98',
      '/en: Lighthouse SEO 92 < 100',
      '/en: CLS 0.001 > 0',
      '/en: TBT 151 ms > 150 ms',
    ]);
  });

  it('treats a layout shift that rounds to 0.000 as none', () => {
    expect(budgetFailures([page({ lighthouse: { ...perfect, cls: 0.0004 } })], 139_000)).toEqual(
      [],
    );
  });
});

describe('renderPageTable', () => {
  it('writes one Markdown row per page with the justification of its kind', () => {
    const table = renderPageTable(
      [page(), page({ locale: 'en', path: '/en', lighthouse: undefined })],
      139_000,
      {
        home: 'consent island',
      },
    );
    const lines = table.split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[2]).toBe(
      '| home `/` | es | 140.0 KB | 101 % | 21.0 KB | 50.0 KB / 12.0 KB | 300 B | 100 | 100 | 100 | 100 | 0.000 | 20 ms | 1.20 s | consent island |',
    );
    expect(lines[3]).toContain('| – | – | – | – | – | – | – | consent island |');
  });
});
