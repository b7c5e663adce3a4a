import type { PageWeight } from './page-weight';

/**
 * The budgets (issue 37, on those of issues 14 and 26). Figures that depend on the machine are held
 * to the bare Next.js page measured in the same run (`floor`), so a busy machine moves both sides
 * together.
 */
export const budgets = {
  /** Script code before consent (the inline RSC payload apart: it is data) above the floor's, gzip bytes. */
  jsAboveFloor: 15_000,
  /** Lighthouse performance: at least this... */
  performance: 0.9,
  /** ...and no more than this below the floor's. */
  performanceBelowFloor: 0.03,
  /** The first tap's delay to the next paint, CPU ×4 (scripts/bench/first-input.ts), each target. */
  firstInputMs: 200,
  accessibility: 1,
  bestPractices: 1,
  seo: 1,
  /** Cumulative Layout Shift, rounded to three decimals. */
  cls: 0,
  /** Simulated (Lantern) Largest Contentful Paint, absolute. */
  lcpMs: 1200,
  /**
   * Simulated First Contentful Paint above the floor's: no later than before issue 37 (floor +
   * 450 ms; issue 26 had asked for + 150, which the inlined critical CSS and the larger document
   * did not reach).
   */
  fcpAboveFloorMs: 450,
  /**
   * Applied throttling (devtools): FCP and LCP above the floor's, each. Issue 37 asks for no later
   * than before it: the last full run before it (docs/performance.md, 2026-11-27) had them at the
   * floor + 496 to 590 ms (the document and its inlined CSS over a 1.6 Mbit/s link, issue 26).
   */
  appliedAboveFloorMs: 600,
  /** Total Blocking Time above the floor's. */
  tbtAboveFloorMs: 100,
  /**
   * Server time per request our proxy code (next-intl routing, CSP) may add on top of what a
   * do-nothing Next.js proxy costs, in milliseconds.
   */
  proxyCodeMs: 1,
} as const;

export type LighthouseSummary = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  cls: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** When the LCP element painted in the observed (unthrottled) trace. */
  observedLcpMs: number;
  /**
   * Bytes of script that had finished downloading when the LCP element painted in the observed
   * trace. Lantern keeps each of them in the simulated LCP's graph (docs/performance.md), so this
   * is what separates the simulated LCP from the FCP.
   */
  scriptBytesBeforeLcp: number;
};

/** FCP and LCP under applied throttling (Lighthouse `--throttling-method=devtools`). */
export type AppliedPaint = { fcpMs: number; lcpMs: number };

/** The bare Next.js page, measured with the same method in the same run. */
export type Floor = { js: number; lighthouse?: LighthouseSummary; applied?: AppliedPaint };

export type PageResult = {
  kind: string;
  locale: string;
  path: string;
  weight: PageWeight;
  lighthouse?: LighthouseSummary;
  /** Applied throttling, served by `next start`, and by the serving front (`npm run start:front`). */
  applied?: AppliedPaint;
  appliedFront?: AppliedPaint;
};

/** The limit each figure is held to, given the floor of this run. */
export function limits(floor: Floor) {
  return {
    js: floor.js + budgets.jsAboveFloor,
    fcpMs: floor.lighthouse ? floor.lighthouse.fcpMs + budgets.fcpAboveFloorMs : Infinity,
    tbtMs: floor.lighthouse ? floor.lighthouse.tbtMs + budgets.tbtAboveFloorMs : Infinity,
    performance: Math.max(
      budgets.performance,
      (floor.lighthouse?.performance ?? 0) - budgets.performanceBelowFloor,
    ),
    lcpMs: budgets.lcpMs,
    appliedFcpMs: floor.applied ? floor.applied.fcpMs + budgets.appliedAboveFloorMs : Infinity,
    appliedLcpMs: floor.applied ? floor.applied.lcpMs + budgets.appliedAboveFloorMs : Infinity,
  };
}

/** The applied-throttling budgets broken by one page, served one way. */
function appliedFailures(
  path: string,
  served: string,
  paint: AppliedPaint | undefined,
  limit: ReturnType<typeof limits>,
): string[] {
  if (!paint) return [];
  return (
    [
      ['FCP', paint.fcpMs, limit.appliedFcpMs],
      ['LCP', paint.lcpMs, limit.appliedLcpMs],
    ] as const
  )
    .filter(([, value, max]) => Math.round(value) > Math.round(max))
    .map(([name, value, max]) => `${path}: applied ${name} (${served}) ${ms(value)} > ${ms(max)}`);
}

/** Every broken budget, as one line each (empty when all hold). */
export function budgetFailures(results: PageResult[], floor: Floor): string[] {
  const limit = limits(floor);
  const failures: string[] = [];
  for (const { path, weight, lighthouse: lh, applied, appliedFront } of results) {
    failures.push(
      ...appliedFailures(path, 'next start', applied, limit),
      ...appliedFailures(path, 'front', appliedFront, limit),
    );
    if (weight.js > limit.js) {
      failures.push(
        `${path}: script code ${kb(weight.js)} is ${kb(weight.js - floor.js)} above the floor (budget ${kb(budgets.jsAboveFloor)})`,
      );
    }
    if (!lh) continue;
    const scores = [
      ['performance', lh.performance, limit.performance],
      ['accessibility', lh.accessibility, budgets.accessibility],
      ['best practices', lh.bestPractices, budgets.bestPractices],
      ['SEO', lh.seo, budgets.seo],
    ] as const;
    for (const [name, score, min] of scores) {
      if (Math.round(score * 100) < Math.round(min * 100)) {
        failures.push(
          `${path}: Lighthouse ${name} ${Math.round(score * 100)} < ${Math.round(min * 100)}`,
        );
      }
    }
    if (Number(lh.cls.toFixed(3)) > budgets.cls) {
      failures.push(`${path}: CLS ${lh.cls.toFixed(3)} > 0`);
    }
    const times = [
      ['FCP', lh.fcpMs, limit.fcpMs],
      ['LCP', lh.lcpMs, limit.lcpMs],
      ['TBT', lh.tbtMs, limit.tbtMs],
    ] as const;
    for (const [name, value, max] of times) {
      if (Math.round(value) > Math.round(max)) {
        failures.push(`${path}: ${name} ${ms(value)} > ${ms(max)}`);
      }
    }
  }
  return failures;
}

/** Kilobytes (1000 bytes), one decimal. */
export function kb(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} KB`;
}

export function pct(share: number): string {
  return `${Math.round(share * 100)} %`;
}

export function ms(value: number): string {
  return `${Math.round(value).toLocaleString('en')} ms`;
}

const score = (value: number | undefined) =>
  value === undefined ? '–' : String(Math.round(value * 100));

/** A figure, marked when it breaks its limit. */
const mark = (text: string, broken: boolean) => (broken ? `**${text}** ✗` : text);

/**
 * The Markdown table of docs/performance.md: the floor, the budget each figure is held to, then
 * every page with its figures (a broken one in bold, marked ✗).
 */
export function renderPageTable(results: PageResult[], floor: Floor): string {
  const limit = limits(floor);
  const header =
    '| page | locale | script code before consent (gzip) | above floor | RSC payload (gzip / br) | + prefetched for links | HTML (raw / gzip) | translations sent | LH perf | a11y | best pr. | SEO | CLS | FCP | LCP | TBT | LCP observed | scripts in by then |\n' +
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|';
  const flh = floor.lighthouse;
  const floorRow = [
    '**bare Next.js page** (floor)',
    '–',
    kb(floor.js),
    '–',
    '–',
    '–',
    '–',
    '–',
    score(flh?.performance),
    score(flh?.accessibility),
    score(flh?.bestPractices),
    score(flh?.seo),
    flh ? flh.cls.toFixed(3) : '–',
    flh ? ms(flh.fcpMs) : '–',
    flh ? ms(flh.lcpMs) : '–',
    flh ? ms(flh.tbtMs) : '–',
    flh ? ms(flh.observedLcpMs) : '–',
    flh ? kb(flh.scriptBytesBeforeLcp) : '–',
  ];
  const budgetRow = [
    '**budget**',
    '–',
    `≤ ${kb(limit.js)}`,
    `≤ ${kb(budgets.jsAboveFloor)}`,
    '–',
    '–',
    '–',
    '–',
    flh
      ? `≥ ${Math.round(limit.performance * 100)} (≥ ${budgets.performance * 100}, floor − ${budgets.performanceBelowFloor * 100})`
      : `≥ ${budgets.performance * 100}`,
    `${budgets.accessibility * 100}`,
    `${budgets.bestPractices * 100}`,
    `${budgets.seo * 100}`,
    budgets.cls.toFixed(3),
    flh ? `≤ ${ms(limit.fcpMs)} (floor + ${budgets.fcpAboveFloorMs})` : '–',
    `≤ ${ms(limit.lcpMs)}`,
    flh ? `≤ ${ms(limit.tbtMs)} (floor + ${budgets.tbtAboveFloorMs})` : '–',
    '–',
    '–',
  ];
  const rows = results.map(({ kind, locale, path, weight, lighthouse: lh }) => [
    `${kind} \`${path}\``,
    locale,
    mark(kb(weight.js), weight.js > limit.js),
    mark(kb(weight.js - floor.js), weight.js > limit.js),
    `${kb(weight.payloadGzip)} / ${kb(weight.payloadBrotli)}`,
    kb(weight.prefetchJs),
    `${kb(weight.html)} / ${kb(weight.htmlGzip)}`,
    `${weight.translations} B`,
    lh
      ? mark(
          score(lh.performance),
          Math.round(lh.performance * 100) < Math.round(limit.performance * 100),
        )
      : '–',
    lh ? mark(score(lh.accessibility), lh.accessibility < budgets.accessibility) : '–',
    lh ? mark(score(lh.bestPractices), lh.bestPractices < budgets.bestPractices) : '–',
    lh ? mark(score(lh.seo), lh.seo < budgets.seo) : '–',
    lh ? mark(lh.cls.toFixed(3), Number(lh.cls.toFixed(3)) > budgets.cls) : '–',
    lh ? mark(ms(lh.fcpMs), Math.round(lh.fcpMs) > Math.round(limit.fcpMs)) : '–',
    lh ? mark(ms(lh.lcpMs), Math.round(lh.lcpMs) > limit.lcpMs) : '–',
    lh ? mark(ms(lh.tbtMs), Math.round(lh.tbtMs) > Math.round(limit.tbtMs)) : '–',
    lh ? ms(lh.observedLcpMs) : '–',
    lh ? kb(lh.scriptBytesBeforeLcp) : '–',
  ]);
  return [header, ...[floorRow, budgetRow, ...rows].map((row) => `| ${row.join(' | ')} |`)].join(
    '\n',
  );
}

/**
 * The document table: what the first round trips carry (the document, compressed as `next start`
 * and the front send it; the inline scripts, the RSC payload mostly; the inlined critical CSS), then
 * FCP and LCP under applied throttling beside the floor's, through `next start` and the front.
 */
export function renderDocumentTable(results: PageResult[], floor: Floor): string {
  const limit = limits(floor);
  const header =
    '| page | locale | HTML raw | gzip | br | inline scripts gzip / br | inline CSS | applied FCP, next start | applied LCP, next start | applied FCP, front | applied LCP, front |\n' +
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|';
  const paint = (value: number | undefined, max: number) =>
    value === undefined ? '–' : mark(ms(value), Math.round(value) > Math.round(max));
  const fa = floor.applied;
  const blank = Array<string>(5).fill('–');
  const floorRow = [
    '**bare Next.js page** (floor)',
    '–',
    ...blank,
    fa ? ms(fa.fcpMs) : '–',
    fa ? ms(fa.lcpMs) : '–',
    '–',
    '–',
  ];
  const within = fa ? [`≤ ${ms(limit.appliedFcpMs)}`, `≤ ${ms(limit.appliedLcpMs)}`] : ['–', '–'];
  const budgetRow = ['**budget**', '–', ...blank, ...within, ...within];
  const rows = results.map(({ kind, locale, path, weight, applied, appliedFront }) => [
    `${kind} \`${path}\``,
    locale,
    kb(weight.html),
    kb(weight.htmlGzip),
    kb(weight.htmlBrotli),
    `${kb(weight.inlineGzip)} / ${kb(weight.inlineBrotli)}`,
    kb(weight.inlineCss),
    paint(applied?.fcpMs, limit.appliedFcpMs),
    paint(applied?.lcpMs, limit.appliedLcpMs),
    paint(appliedFront?.fcpMs, limit.appliedFcpMs),
    paint(appliedFront?.lcpMs, limit.appliedLcpMs),
  ]);
  return [header, ...[floorRow, budgetRow, ...rows].map((row) => `| ${row.join(' | ')} |`)].join(
    '\n',
  );
}
