// The drawing side of the generated PDFs (datasheets, support documents): an A4 pdfkit document with
// Inter embedded, the brand palette, and the few blocks both kinds of document are built from.
import { createRequire } from 'node:module';

import PDFDocument from 'pdfkit';

import { localeInfo, type AppLocale } from '@/lib/i18n/locales';

const require = createRequire(import.meta.url);

export type Doc = InstanceType<typeof PDFDocument>;

export const A4 = { width: 595.28, height: 841.89 };

export const palette = {
  night: '#0a0f1c',
  ink: '#1b2333',
  muted: '#545d6e',
  line: '#e2e6ee',
  brand: '#1f4fe0',
  accent: '#22d3ee',
  white: '#ffffff',
  /** Secondary text on the night band. */
  mist: '#c7cfdf',
  haze: '#b8c0d0',
};

// Static Inter cuts: pdfkit embeds (and subsets) WOFF files but not variable fonts.
const fontWeights = { regular: 400, semibold: 600, bold: 700 } as const;
export type FontName = keyof typeof fontWeights;

export type TextStyle = { font: FontName; size: number; color: string };

export type StyledText = { text: string; style: TextStyle };

/** A label and its value, one row of a two-column table. */
export type Row = readonly [label: string, value: string];

export type TableStyle = {
  label: TextStyle;
  value: TextStyle;
  /** Width of the label column's text; the value starts `gap` points to its right. */
  labelWidth: number;
  gap: number;
  /** Space between the rule and the text, above and below. */
  padding: number;
  rule: { at: 'top' | 'bottom'; width: number };
};

export type HeadingStyle = TextStyle & {
  /** Room the heading needs above the footer (with what follows it) to stay on this page. */
  keepWith: number;
  /** Blank lines before and after, in pdfkit's `moveDown` units. */
  before: number;
  after: number;
  characterSpacing?: number;
  uppercase?: boolean;
};

/** The headings the documents use: a datasheet's sections and their groups, a guide's chapters. */
export const headings = {
  section: { font: 'bold', size: 13, color: palette.night, keepWith: 60, before: 0.8, after: 0.4 },
  group: {
    font: 'bold',
    size: 8,
    color: palette.brand,
    keepWith: 48,
    before: 0.6,
    after: 0.3,
    characterSpacing: 0.8,
    uppercase: true,
  },
  chapter: { font: 'bold', size: 14, color: palette.brand, keepWith: 70, before: 0.6, after: 0.4 },
} satisfies Record<string, HeadingStyle>;

export type BandContent = {
  /** Height of the night band, its brand stripe (4 pt) included. */
  height: number;
  wordmarkSize: number;
  /** Small text facing the wordmark, right-aligned. */
  aside: { text: string; style: TextStyle; y: number; characterSpacing?: number };
  title: { text: string; size: number; y: number };
  subtitle?: { text: string; style: TextStyle; gap: number };
};

export type FooterStyle = TextStyle & {
  top: number;
  /** Width of the left text; it wraps within it when `wrap`, else stays on one line. */
  leftWidth: number;
  wrap: boolean;
  /** A hairline above the footer. */
  rule: boolean;
};

export type SheetOptions = {
  locale: AppLocale;
  /** Left, right and top margin. */
  margin: number;
  /** pdfkit's bottom margin: text flowing past it starts a new page. */
  bottomMargin: number;
  /** Where the body ends: a block that would cross it starts on a new page. */
  bodyBottom: number;
  info: PDFKit.DocumentInfo;
};

/** One PDF being drawn: the pdfkit document, its geometry and the shared blocks. */
export class Sheet {
  readonly doc: Doc;
  readonly margin: number;
  /** Width between the left and right margins. */
  readonly width: number;
  private readonly bodyBottom: number;
  private readonly done: Promise<Buffer>;

  constructor({ locale, margin, bottomMargin, bodyBottom, info }: SheetOptions) {
    this.margin = margin;
    this.width = A4.width - margin * 2;
    this.bodyBottom = bodyBottom;
    this.doc = new PDFDocument({
      size: 'A4',
      margins: { top: margin, bottom: bottomMargin, left: margin, right: margin },
      bufferPages: true,
      lang: localeInfo[locale].tag,
      displayTitle: true,
      info: { Author: 'Synetech', ...info },
    });
    for (const [name, weight] of Object.entries(fontWeights)) {
      this.doc.registerFont(
        name,
        require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`),
      );
    }
    const chunks: Buffer[] = [];
    this.done = new Promise<Buffer>((resolve, reject) => {
      this.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      this.doc.on('end', () => resolve(Buffer.concat(chunks)));
      this.doc.on('error', reject);
    });
  }

  /** Sets font, size and colour for the text drawn next. */
  style({ font, size, color }: TextStyle): Doc {
    return this.doc.font(font).fontSize(size).fillColor(color);
  }

  /** Starts a new page when fewer than `height` points are left above the body's end. */
  ensureSpace(height: number) {
    if (this.doc.y + height > this.bodyBottom) this.doc.addPage();
  }

  /** The night band across the top of the first page: wordmark, aside, title and subtitle. */
  band({ height, wordmarkSize, aside, title, subtitle }: BandContent) {
    const { doc, margin, width } = this;
    doc.rect(0, 0, A4.width, height).fill(palette.night);
    doc.rect(0, height - 4, A4.width, 4).fill(palette.brand);
    this.style({ font: 'bold', size: wordmarkSize, color: palette.white }).text(
      'SYNETECH',
      margin,
      40,
      { characterSpacing: 2.5 },
    );
    this.style(aside.style).text(aside.text, margin, aside.y, {
      width,
      align: 'right',
      characterSpacing: aside.characterSpacing,
    });
    this.style({ font: 'bold', size: title.size, color: palette.white }).text(
      title.text,
      margin,
      title.y,
      { width },
    );
    if (subtitle) {
      this.style(subtitle.style).text(subtitle.text, margin, doc.y + subtitle.gap, { width });
    }
  }

  heading(
    text: string,
    { keepWith, before, after, characterSpacing, uppercase, ...style }: HeadingStyle,
  ) {
    this.ensureSpace(keepWith);
    this.doc.moveDown(before);
    this.style(style).text(uppercase ? text.toUpperCase() : text, this.margin, this.doc.y, {
      width: this.width,
      characterSpacing,
    });
    this.doc.moveDown(after);
  }

  /** Runs of differently styled text flowing as one paragraph from `x` to the right margin. */
  paragraph(runs: readonly StyledText[], x: number, lineGap: number) {
    const width = A4.width - this.margin - x;
    runs.forEach(({ text, style }, index) => {
      this.style(style).text(text, x, undefined, {
        width,
        continued: index < runs.length - 1,
        lineGap,
      });
    });
  }

  /** Label/value rows separated by hairlines; a row never splits across pages. */
  table(rows: readonly Row[], style: TableStyle) {
    const { doc, margin, width } = this;
    const valueX = margin + style.labelWidth + style.gap;
    const valueWidth = width - style.labelWidth - style.gap;
    for (const [label, value] of rows) {
      const textHeight = Math.max(
        this.style(style.label).heightOfString(label, { width: style.labelWidth }),
        this.style(style.value).heightOfString(value, { width: valueWidth }),
      );
      const height = textHeight + style.padding * 2;
      this.ensureSpace(height);
      const top = doc.y;
      const ruleY = style.rule.at === 'top' ? top : top + height;
      doc
        .moveTo(margin, ruleY)
        .lineTo(margin + width, ruleY)
        .lineWidth(style.rule.width)
        .strokeColor(palette.line)
        .stroke();
      this.style(style.label).text(label, margin, top + style.padding, { width: style.labelWidth });
      this.style(style.value).text(value, valueX, top + style.padding, { width: valueWidth });
      doc.y = top + height;
    }
  }

  /** Draws `left` and `right` (a page number) at the foot of every page, once the body is done. */
  footers(
    style: FooterStyle,
    text: (page: number, pages: number) => { left: string; right: string },
  ) {
    const { doc, margin, width } = this;
    const range = doc.bufferedPageRange();
    for (let index = 0; index < range.count; index += 1) {
      doc.switchToPage(range.start + index);
      const { left, right } = text(index + 1, range.count);
      // Writing below the bottom margin would make pdfkit add a page; lift the margin while drawing.
      const bottom = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      if (style.rule) {
        doc
          .moveTo(margin, style.top)
          .lineTo(margin + width, style.top)
          .lineWidth(0.5)
          .strokeColor(palette.line)
          .stroke();
      }
      const y = style.rule ? style.top + 10 : style.top;
      this.style(style).text(left, margin, y, { width: style.leftWidth, lineBreak: style.wrap });
      doc.text(right, margin, y, { width, align: 'right' });
      doc.page.margins.bottom = bottom;
    }
  }

  /** Ends the document and resolves to its bytes. */
  finish(): Promise<Buffer> {
    this.doc.end();
    return this.done;
  }
}
