import { describe, expect, it } from 'vitest';

import type { ContentProblem } from '@/lib/content/validation';

import type { Cell, StatusRow } from './translation-status';
import { isBlocking, renderStatus, totals } from './translation-status-table';

const ok: Cell = { state: 'ok' };
const row = (
  id: string,
  cells: Partial<Record<string, Cell>> = {},
  findings: ContentProblem[] = [],
) =>
  ({
    id,
    cells: { es: ok, en: ok, it: ok, pt: ok, fr: ok, ...cells },
    findings,
  }) as StatusRow;

/** The table's lines, split into trimmed cells. */
function tableRows(text: string): string[][] {
  return text
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*:?-/.test(line))
    .map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    );
}

describe('isBlocking', () => {
  it('lets stale translations through and stops missing, invalid or unstamped ones and findings', () => {
    expect(isBlocking(row('a'))).toBe(false);
    expect(isBlocking(row('a', { en: { state: 'stale' } }))).toBe(false);
    expect(isBlocking(row('a', { en: { state: 'missing' } }))).toBe(true);
    expect(isBlocking(row('a', { fr: { state: 'invalid', detail: 'bad YAML' } }))).toBe(true);
    expect(isBlocking(row('a', { it: { state: 'unstamped' } }))).toBe(true);
    const finding = { file: 'content/a.json', field: 'x', message: 'wrong term' };
    expect(isBlocking(row('a', {}, [finding]))).toBe(true);
  });
});

describe('renderStatus', () => {
  const rows = [
    row('news/que-es-edtech', { en: { state: 'stale' } }),
    row('news/aulas-del-futuro'),
    row('software.json', { pt: { state: 'missing', detail: '2 text(s): 0.tagline, 1.summary' } }),
    row('messages/it.json', {}, [
      { file: 'messages/it.json', field: 'pages.home', message: '"display interattivo"' },
    ]),
  ];

  it('lists only what needs work, one column per language, and counts the rest', () => {
    const text = renderStatus(rows);
    expect(tableRows(text)).toEqual([
      ['content', 'es', 'en', 'it', 'pt', 'fr', 'findings'],
      ['news/que-es-edtech', '✓', 'stale', '✓', '✓', '✓', ''],
      ['software.json', '✓', '✓', '✓', 'MISSING', '✓', ''],
      ['messages/it.json', '✓', '✓', '✓', '✓', '✓', '1'],
    ]);
    expect(text).toContain('1 item(s) up to date in every language are not listed');
  });

  it('lists every item with `all`', () => {
    expect(tableRows(renderStatus(rows, { all: true })).map(([id]) => id)).toEqual([
      'content',
      'news/que-es-edtech',
      'news/aulas-del-futuro',
      'software.json',
      'messages/it.json',
    ]);
  });

  it('totals the translations (Spanish is the source, not a translation) and the findings', () => {
    expect(totals(rows)).toEqual({
      ok: 14,
      stale: 1,
      unstamped: 0,
      missing: 1,
      invalid: 0,
      findings: 1,
    });
    expect(renderStatus(rows)).toContain(
      'Translations: 14 up to date, 1 stale, 0 without stamp, 1 missing, 0 invalid; 1 finding(s)',
    );
  });

  it('prints the details and findings under the table, and the command to mark a translation', () => {
    const text = renderStatus(rows);
    expect(text).toContain('  software.json pt: 2 text(s): 0.tagline, 1.summary');
    expect(text).toContain('  messages/it.json: pages.home: "display interattivo"');
    expect(text).toContain('npm run content:status -- --mark <locale|all> <content>');
  });

  it('gives the languages that share a detail one line', () => {
    const changed: Cell = { state: 'stale', detail: '2 Spanish text(s) new or changed: a, b' };
    const text = renderStatus([row('software.json', { en: changed, it: changed, fr: changed })]);
    expect(text).toContain('  software.json en, it, fr: 2 Spanish text(s) new or changed: a, b');
    expect(text.match(/new or changed/g)).toHaveLength(1);
  });

  it('caps the details', () => {
    const many = [
      row(
        'a',
        {},
        Array.from({ length: 30 }, (_, i) => ({ file: 'a', message: `finding ${i}` })),
      ),
    ];
    const text = renderStatus(many, { maxFindings: 5 });
    expect(text).toContain('finding 4');
    expect(text).not.toContain('finding 5');
    expect(text).toContain('… and 25 more');
  });

  it('says so in one line when everything is up to date', () => {
    const text = renderStatus([row('news/a'), row('news/b')]);
    expect(tableRows(text)).toEqual([]);
    expect(text).toContain('Every item is up to date. 2 item(s)');
    expect(text).not.toContain('--mark');
  });
});
