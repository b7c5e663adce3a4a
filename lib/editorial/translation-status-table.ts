import { markdownTable } from 'markdown-table';

import { formatProblem } from '@/lib/content/validation';
import { locales } from '@/lib/i18n/locales';

import type { Cell, CellState, StatusRow } from './translation-status';

/** What blocks the test command: missing or invalid content. Stale translations never do. */
export function isBlocking(row: StatusRow): boolean {
  return (
    row.findings.length > 0 ||
    Object.values(row.cells).some((cell) => cell && cell.state !== 'ok' && cell.state !== 'stale')
  );
}

function needsWork(row: StatusRow): boolean {
  return isBlocking(row) || Object.values(row.cells).some((cell) => cell?.state === 'stale');
}

const label: Record<CellState, string> = {
  ok: '✓',
  stale: 'stale',
  unstamped: 'no stamp',
  missing: 'MISSING',
  invalid: 'INVALID',
};

function cellText(cell: Cell | undefined): string {
  return cell ? label[cell.state] : '';
}

export type Totals = Record<CellState, number> & { findings: number };

export function totals(rows: readonly StatusRow[]): Totals {
  const sum: Totals = { ok: 0, stale: 0, unstamped: 0, missing: 0, invalid: 0, findings: 0 };
  for (const row of rows) {
    for (const locale of locales) {
      const cell = row.cells[locale];
      if (cell && locale !== 'es') sum[cell.state] += 1;
    }
    sum.findings += row.findings.length;
  }
  return sum;
}

type RenderOptions = { all?: boolean; maxFindings?: number };

/**
 * The editor's view: one row per item that needs work (every item with `all`), one column per
 * language, then the totals, the details of what blocks and the next step.
 */
export function renderStatus(
  rows: readonly StatusRow[],
  { all = false, maxFindings = 15 }: RenderOptions = {},
): string {
  const shown = all ? rows : rows.filter(needsWork);
  const out: string[] = [];
  if (shown.length > 0) {
    out.push(
      markdownTable(
        [
          ['content', ...locales, 'findings'],
          ...shown.map((row) => [
            row.id,
            ...locales.map((locale) => cellText(row.cells[locale])),
            row.findings.length > 0 ? String(row.findings.length) : '',
          ]),
        ],
        { align: ['l', ...locales.map(() => 'c'), 'r'] },
      ),
    );
  }
  const hidden = rows.length - shown.length;
  if (hidden > 0) {
    out.push(
      `${shown.length > 0 ? '' : 'Every item is up to date. '}${hidden} item(s) up to date in every language are not listed (--all lists them).`,
    );
  }
  const sum = totals(rows);
  out.push(
    '',
    `Translations: ${sum.ok} up to date, ${sum.stale} stale, ${sum.unstamped} without stamp, ${sum.missing} missing, ${sum.invalid} invalid; ${sum.findings} finding(s) from the content checks.`,
  );

  const details = shown.flatMap((row) => {
    // The languages that share a detail (the same Spanish texts changed, say) share its line.
    const byDetail = new Map<string, string[]>();
    for (const locale of locales) {
      const cell = row.cells[locale];
      if (cell?.detail && cell.state !== 'ok') {
        byDetail.set(cell.detail, [...(byDetail.get(cell.detail) ?? []), locale]);
      }
    }
    const lines = [...byDetail].map(([detail, list]) => `${row.id} ${list.join(', ')}: ${detail}`);
    return [...lines, ...row.findings.map(formatProblem)];
  });
  if (details.length > 0) {
    out.push('', ...details.slice(0, maxFindings).map((line) => `  ${line}`));
    if (details.length > maxFindings) {
      out.push(
        `  … and ${details.length - maxFindings} more (npm run content:validate lists every check).`,
      );
    }
  }

  const hints: string[] = [];
  if (sum.stale > 0) {
    hints.push(
      'stale: the Spanish changed after the translation was marked; revise the translation.',
    );
  }
  if (sum.unstamped > 0) {
    hints.push('no stamp: never marked; check that the translation says what the Spanish says.');
  }
  if (sum.stale + sum.unstamped > 0) {
    hints.push('Then mark it: npm run content:status -- --mark <locale|all> <content>');
  }
  if (sum.missing + sum.invalid + sum.findings > 0) {
    hints.push('MISSING / INVALID / findings fail `npm test`; stale translations do not.');
  }
  if (hints.length > 0) out.push('', ...hints);
  return out.join('\n');
}
