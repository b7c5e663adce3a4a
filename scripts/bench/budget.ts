import type { PageWeight } from './page-weight';

/** The budgets of issue 8; `npm run bench` exits non-zero when one is broken. */
export const budgets = {
  /** JavaScript before consent, as a share of a bare Next.js page's (same method, same machine). */
  jsOfFloor: 1.1,
  performance: 0.98,
  accessibility: 1,
  bestPractices: 1,
  seo: 1,
  /** Cumulative Layout Shift, rounded to three decimals. */
  cls: 0,
  tbtMs: 150,
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
  tbtMs: number;
  lcpMs: number;
};

export type PageResult = {
  kind: string;
  locale: string;
  path: string;
  weight: PageWeight;
  lighthouse?: LighthouseSummary;
};

/** Every broken budget, as one line each (empty when all hold). */
export function budgetFailures(results: PageResult[], floorJs: number): string[] {
  const failures: string[] = [];
  for (const { path, weight, lighthouse: lh } of results) {
    const share = weight.js / floorJs;
    if (share > budgets.jsOfFloor) {
      failures.push(
        `${path}: JS ${kb(weight.js)} is ${pct(share)} of the floor (budget ${pct(budgets.jsOfFloor)})`,
      );
    }
    if (!lh) continue;
    const scores = [
      ['performance', lh.performance, budgets.performance],
      ['accessibility', lh.accessibility, budgets.accessibility],
      ['best practices', lh.bestPractices, budgets.bestPractices],
      ['SEO', lh.seo, budgets.seo],
    ] as const;
    for (const [name, score, min] of scores) {
      if (score < min) {
        failures.push(`${path}: Lighthouse ${name} ${Math.round(score * 100)} < ${min * 100}`);
      }
    }
    if (Number(lh.cls.toFixed(3)) > budgets.cls) {
      failures.push(`${path}: CLS ${lh.cls.toFixed(3)} > 0`);
    }
    if (lh.tbtMs > budgets.tbtMs) {
      failures.push(`${path}: TBT ${Math.round(lh.tbtMs)} ms > ${budgets.tbtMs} ms`);
    }
  }
  return failures;
}

/** Kilobytes (1000 bytes), one decimal: the unit the 139 KB floor uses. */
export function kb(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} KB`;
}

export function pct(share: number): string {
  return `${Math.round(share * 100)} %`;
}

const score = (value: number | undefined) =>
  value === undefined ? '–' : String(Math.round(value * 100));

/** The per-page Markdown table of docs/performance.md. */
export function renderPageTable(
  results: PageResult[],
  floorJs: number,
  notes: Record<string, string>,
): string {
  const header =
    '| page | locale | JS before consent (gzip) | of floor | + prefetched for links | HTML (raw / gzip) | translations sent | LH perf | a11y | best pr. | SEO | CLS | TBT | LCP | what ships above the floor |\n' +
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|';
  const rows = results.map(({ kind, locale, path, weight, lighthouse: lh }) =>
    [
      `${kind} \`${path}\``,
      locale,
      kb(weight.js),
      pct(weight.js / floorJs),
      kb(weight.prefetchJs),
      `${kb(weight.html)} / ${kb(weight.htmlGzip)}`,
      `${weight.translations} B`,
      score(lh?.performance),
      score(lh?.accessibility),
      score(lh?.bestPractices),
      score(lh?.seo),
      lh ? lh.cls.toFixed(3) : '–',
      lh ? `${Math.round(lh.tbtMs)} ms` : '–',
      lh ? `${(lh.lcpMs / 1000).toFixed(2)} s` : '–',
      notes[kind] ?? '',
    ].join(' | '),
  );
  return [header, ...rows.map((row) => `| ${row} |`)].join('\n');
}
