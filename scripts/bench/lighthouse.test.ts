import { describe, expect, it } from 'vitest';

import type { LighthouseSummary } from './budget';
import { medianSummary } from './lighthouse';

const run = (tbtMs: number, lcpMs: number, performance: number): LighthouseSummary => ({
  performance,
  accessibility: 1,
  bestPractices: 1,
  seo: 1,
  cls: 0,
  fcpMs: 700,
  lcpMs,
  tbtMs,
  observedLcpMs: 90,
});

describe('medianSummary', () => {
  it('takes each figure’s median on its own, so one slow run moves nothing', () => {
    const summary = medianSummary([
      run(100, 900, 0.99),
      run(900, 1000, 0.7),
      run(120, 2500, 0.98),
      run(110, 1100, 0.99),
      run(130, 950, 0.97),
    ]);
    expect(summary).toMatchObject({ tbtMs: 120, lcpMs: 1000, performance: 0.98 });
  });

  it('averages the middle pair of an even number of runs', () => {
    expect(medianSummary([run(100, 900, 1), run(200, 1100, 1)]).tbtMs).toBe(150);
  });
});
