import { describe, expect, it } from 'vitest';

import { A4, headings, palette, Sheet, type TableStyle } from './sheet';

const BODY_BOTTOM = A4.height - 80;

function newSheet() {
  return new Sheet({
    locale: 'pt',
    margin: 56,
    bottomMargin: 56,
    bodyBottom: BODY_BOTTOM,
    info: { Title: 'Test' },
  });
}

const style: TableStyle = {
  label: { font: 'semibold', size: 9.5, color: palette.muted },
  value: { font: 'regular', size: 10, color: palette.ink },
  labelWidth: 150,
  gap: 12,
  padding: 6,
  rule: { at: 'bottom', width: 0.6 },
};

/** Records the page (1-based) and the top and bottom of every text the sheet draws. */
function recordText(sheet: Sheet) {
  const drawn: Array<{ text: string; page: number; top: number; bottom: number }> = [];
  const text = sheet.doc.text.bind(sheet.doc) as (...args: unknown[]) => unknown;
  (sheet.doc as unknown as { text: unknown }).text = (value: string, ...rest: unknown[]) => {
    const page = sheet.doc.bufferedPageRange().count;
    const top = typeof rest[1] === 'number' ? rest[1] : sheet.doc.y;
    const result = text(value, ...rest);
    drawn.push({ text: value, page, top, bottom: sheet.doc.y });
    return result;
  };
  return drawn;
}

describe('Sheet.table', () => {
  it('moves each row down by its tallest cell plus the padding above and below', () => {
    const sheet = newSheet();
    sheet.doc.y = 200;
    const lineHeight = sheet.style(style.value).heightOfString('x', { width: 300 });
    sheet.table(
      [
        ['Firmware', '3.2.0'],
        ['Gamme', 'ShineLink Plus'],
      ],
      style,
    );
    expect(sheet.doc.y).toBeCloseTo(200 + 2 * (lineHeight + 12), 5);
  });

  it('keeps each row whole on one page, above the end of the body, and breaks pages as needed', () => {
    const sheet = newSheet();
    const drawn = recordText(sheet);
    const long = 'Compatible with every cabinet of the line, front and rear service. '.repeat(3);
    const rows = Array.from(
      { length: 40 },
      (_, index) => [`Row ${index}`, `${index}. ${long}`] as const,
    );
    sheet.table(rows, style);

    expect(sheet.doc.bufferedPageRange().count).toBeGreaterThan(1);
    for (const [label, value] of rows) {
      const labelAt = drawn.find((entry) => entry.text === label)!;
      const valueAt = drawn.find((entry) => entry.text === value)!;
      expect(valueAt.top).toBe(labelAt.top);
      expect(valueAt.page).toBe(labelAt.page);
      expect(valueAt.bottom).toBeLessThanOrEqual(BODY_BOTTOM);
    }
  });
});

describe('Sheet.heading', () => {
  it('starts a new page rather than leaving a heading without room for what follows it', () => {
    const sheet = newSheet();
    sheet.doc.y = BODY_BOTTOM - 40;
    sheet.heading('Installation', headings.chapter);
    expect(sheet.doc.bufferedPageRange().count).toBe(2);
  });
});

describe('Sheet.footers', () => {
  it('numbers every page out of the total without adding a page', async () => {
    const sheet = newSheet();
    sheet.doc.addPage();
    sheet.doc.addPage();
    const drawn = recordText(sheet);
    const seen: string[] = [];
    sheet.footers(
      {
        font: 'regular',
        size: 8,
        color: palette.muted,
        top: A4.height - 44,
        leftWidth: 300,
        wrap: false,
        rule: false,
      },
      (page, pages) => {
        seen.push(`${page}/${pages}`);
        return { left: 'Synetech', right: `Page ${page} of ${pages}` };
      },
    );
    expect(seen).toEqual(['1/3', '2/3', '3/3']);
    expect(
      drawn.filter((entry) => entry.text.startsWith('Page ')).map((entry) => entry.text),
    ).toEqual(['Page 1 of 3', 'Page 2 of 3', 'Page 3 of 3']);
    expect(sheet.doc.bufferedPageRange().count).toBe(3);

    const pdf = (await sheet.finish()).toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toContain('/Lang (pt-PT)');
    expect(pdf).toMatch(/\/Count 3\b/);
  });
});
