import { describe, expect, it } from 'vitest';

import type { LighthouseSummary } from './budget';
import { medianSummary, scriptBytesBefore } from './lighthouse';

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
  scriptBytesBeforeLcp: 0,
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

describe('scriptBytesBefore', () => {
  it('adds up the scripts whose download ended by the paint, and nothing else', () => {
    const requests = [
      { resourceType: 'Document', networkEndTime: 20, transferSize: 24_000 },
      { resourceType: 'Script', networkEndTime: 95, transferSize: 4_300 },
      { resourceType: 'Script', networkEndTime: 202, transferSize: 9_900 },
      { resourceType: 'Script', networkEndTime: 203, transferSize: 73_000 },
      { resourceType: 'Stylesheet', networkEndTime: 90, transferSize: 14_000 },
      { resourceType: 'Script', transferSize: 1_000 },
    ];
    expect(scriptBytesBefore(requests, 202)).toBe(14_200);
    expect(scriptBytesBefore(requests, 50)).toBe(0);
  });
});
