// Prints the support documents (LED manuals and firmware notes, interactive guides) to PDF, one file
// per language, from content/documents and content/downloads.json. Run by scripts/prebuild.ts.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import PDFDocument from 'pdfkit';

import { siteConfig } from '@/config/site';
import {
  fillPlaceholders,
  readDocument,
  type DocumentBlock,
  type DocumentPlaceholder,
  type TextRun,
} from '@/lib/content/documents';
import {
  generatedPdfs,
  getDownloadsData,
  type DownloadsData,
  type GeneratedPdf,
  type LedReference,
} from '@/lib/content/downloads';
import { displayBoxContents, displayFeatureNames, displaysWith } from '@/lib/content/facts';
import { displayIds } from '@/lib/content/products';
import { localeInfo, type AppLocale } from '@/lib/i18n/locales';

const require = createRequire(import.meta.url);

// Static Inter cuts: pdfkit embeds (and subsets) WOFF files but not variable fonts.
const fonts = {
  regular: require.resolve('@fontsource/inter/files/inter-latin-400-normal.woff'),
  semibold: require.resolve('@fontsource/inter/files/inter-latin-600-normal.woff'),
  bold: require.resolve('@fontsource/inter/files/inter-latin-700-normal.woff'),
};

const colors = {
  night: '#0a0f1c',
  ink: '#1b2333',
  muted: '#545d6e',
  line: '#e2e6ee',
  brand: '#1f4fe0',
  accent: '#22d3ee',
  surface: '#f5f7fa',
};

const PAGE = { width: 595.28, height: 841.89, margin: 56 };
const BAND_HEIGHT = 150;
const CONTENT_WIDTH = PAGE.width - PAGE.margin * 2;

function assistanceUrl(locale: AppLocale): string {
  const prefix = locale === 'es' ? '' : `/${locale}`;
  return `${siteConfig.url.replace(/^https?:\/\//, '')}${prefix}/soporte/asistencia-tecnica`;
}

function formatDate(date: string, locale: AppLocale): string {
  return new Intl.DateTimeFormat(localeInfo[locale].tag, {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

function languageName(locale: AppLocale): string {
  const name = new Intl.DisplayNames([localeInfo[locale].tag], { type: 'language' }).of(locale);
  return name ? name.charAt(0).toLocaleUpperCase(locale) + name.slice(1) : locale;
}

type Doc = InstanceType<typeof PDFDocument>;

function ensureSpace(doc: Doc, needed: number) {
  if (doc.y + needed > PAGE.height - PAGE.margin - 24) doc.addPage();
}

function writeRuns(doc: Doc, runs: TextRun[], fill: (text: string) => string, x: number) {
  const width = PAGE.width - PAGE.margin - x;
  runs.forEach((run, index) => {
    doc
      .font(run.bold ? 'semibold' : 'regular')
      .fillColor(run.bold ? colors.night : colors.ink)
      .text(fill(run.text), x, undefined, {
        width,
        continued: index < runs.length - 1,
        lineGap: 3,
      });
  });
}

function writeHeader(doc: Doc, pdf: GeneratedPdf, data: DownloadsData) {
  const { locale } = pdf;
  doc.rect(0, 0, PAGE.width, BAND_HEIGHT).fill(colors.night);
  doc.rect(0, BAND_HEIGHT - 4, PAGE.width, 4).fill(colors.brand);
  doc
    .font('bold')
    .fontSize(13)
    .fillColor('#ffffff')
    .text('SYNETECH', PAGE.margin, 40, { characterSpacing: 2.5 });
  doc
    .font('regular')
    .fontSize(9)
    .fillColor('#b8c0d0')
    .text(siteConfig.url.replace(/^https?:\/\//, ''), PAGE.margin, 43, {
      width: CONTENT_WIDTH,
      align: 'right',
    });
  doc
    .font('bold')
    .fontSize(22)
    .fillColor('#ffffff')
    .text(pdf.title, PAGE.margin, 72, { width: CONTENT_WIDTH });
  if (pdf.led) {
    doc
      .font('semibold')
      .fontSize(11)
      .fillColor(colors.accent)
      .text(
        `${data.labels.reference[locale]} ${pdf.led.code} · ${data.ledKinds[pdf.led.kind][locale]}`,
        PAGE.margin,
        doc.y + 4,
        { width: CONTENT_WIDTH },
      );
  }
  const meta = [
    `${data.labels.version[locale]} ${pdf.version}`,
    formatDate(pdf.date, locale),
    languageName(locale),
  ].join('   ·   ');
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(colors.muted)
    .text(meta, PAGE.margin, BAND_HEIGHT + 16, { width: CONTENT_WIDTH });
  doc.y = BAND_HEIGHT + 44;
}

function specRows(led: LedReference, data: DownloadsData, locale: AppLocale): [string, string][] {
  const labels = data.labels;
  const kind = data.ledKinds[led.kind][locale];
  return [
    [labels.kind[locale], kind.charAt(0).toLocaleUpperCase(locale) + kind.slice(1)],
    [labels.line[locale], 'ShineLink Plus'],
    [labels.year[locale], String(led.year)],
    [labels.compatible[locale], led.compatibleWith.join(', ')],
    [labels.software[locale], `${data.ledSoftware.name} ${led.software.version}`],
    [labels.firmware[locale], led.firmware[0]!.version],
    [
      labels.service[locale],
      (led.service === 'front' ? labels.frontService : labels.rearService)[locale],
    ],
  ];
}

function writeTable(doc: Doc, rows: [string, string][]) {
  const labelWidth = CONTENT_WIDTH * 0.4;
  for (const [label, value] of rows) {
    ensureSpace(doc, 28);
    const top = doc.y;
    doc
      .font('semibold')
      .fontSize(9.5)
      .fillColor(colors.muted)
      .text(label, PAGE.margin, top + 6, { width: labelWidth - 12 });
    const labelBottom = doc.y;
    doc
      .font('regular')
      .fontSize(10)
      .fillColor(colors.ink)
      .text(value, PAGE.margin + labelWidth, top + 6, { width: CONTENT_WIDTH - labelWidth });
    const bottom = Math.max(labelBottom, doc.y) + 6;
    doc
      .moveTo(PAGE.margin, bottom)
      .lineTo(PAGE.margin + CONTENT_WIDTH, bottom)
      .lineWidth(0.6)
      .strokeColor(colors.line)
      .stroke();
    doc.y = bottom;
  }
  doc.moveDown(0.8);
}

function writeReleases(doc: Doc, led: LedReference, data: DownloadsData, locale: AppLocale) {
  for (const release of led.firmware) {
    ensureSpace(doc, 60);
    doc
      .font('semibold')
      .fontSize(11)
      .fillColor(colors.night)
      .text(
        `${data.labels.version[locale]} ${release.version} · ${formatDate(release.date, locale)}`,
        PAGE.margin,
      );
    doc.moveDown(0.3);
    for (const change of release.changes) {
      writeListItem(doc, '•', [{ text: data.changes[change]![locale], bold: false }], (t) => t);
    }
    doc.moveDown(0.5);
  }
}

function writeListItem(doc: Doc, marker: string, runs: TextRun[], fill: (t: string) => string) {
  ensureSpace(doc, 30);
  const top = doc.y;
  doc
    .font('semibold')
    .fontSize(10.5)
    .fillColor(colors.brand)
    .text(marker, PAGE.margin + 4, top, { width: 18 });
  doc.y = top;
  doc.fontSize(10.5);
  writeRuns(doc, runs, fill, PAGE.margin + 22);
  doc.moveDown(0.35);
}

/** "Mando a distancia" → "mando a distancia" inside a list; "HDMI cable" stays as it is. */
function lowerFirst(text: string): string {
  return /^\p{Lu}\p{Ll}/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/** `[[box]]`: what every display comes with, then each model's own items, from the products' data. */
function writeBox(doc: Doc, locale: AppLocale) {
  const { common, byModel } = displayBoxContents(locale);
  for (const item of common) writeListItem(doc, '•', [{ text: item, bold: false }], (t) => t);
  for (const model of byModel) {
    writeListItem(
      doc,
      '•',
      [
        { text: `${model.name}: `, bold: true },
        {
          text: model.items.map((item, index) => (index ? lowerFirst(item) : item)).join(', '),
          bold: false,
        },
      ],
      (t) => t,
    );
  }
  doc.moveDown(0.3);
}

function writeBlocks(
  doc: Doc,
  blocks: DocumentBlock[],
  pdf: GeneratedPdf,
  data: DownloadsData,
  values: Partial<Record<DocumentPlaceholder, string>>,
) {
  const fill = (text: string) => fillPlaceholders(text, values);
  for (const block of blocks) {
    switch (block.kind) {
      case 'heading':
        ensureSpace(doc, 70);
        doc.moveDown(0.6);
        doc
          .font('bold')
          .fontSize(14)
          .fillColor(colors.brand)
          .text(fill(block.text), PAGE.margin, undefined, { width: CONTENT_WIDTH });
        doc.moveDown(0.4);
        break;
      case 'paragraph':
        ensureSpace(doc, 40);
        doc.fontSize(10.5);
        writeRuns(doc, block.runs, fill, PAGE.margin);
        doc.moveDown(0.6);
        break;
      case 'list':
        block.items.forEach((runs, index) =>
          writeListItem(doc, block.ordered ? `${index + 1}.` : '•', runs, fill),
        );
        doc.moveDown(0.3);
        break;
      case 'slot':
        if (block.name === 'box') {
          writeBox(doc, pdf.locale);
          break;
        }
        if (!pdf.led) throw new Error(`[[${block.name}]] needs an LED reference (${pdf.href})`);
        if (block.name === 'specs') writeTable(doc, specRows(pdf.led, data, pdf.locale));
        else writeReleases(doc, pdf.led, data, pdf.locale);
        break;
    }
  }
}

function writeFooters(doc: Doc, pdf: GeneratedPdf, data: DownloadsData) {
  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index += 1) {
    doc.switchToPage(range.start + index);
    const y = PAGE.height - PAGE.margin + 12;
    const left = [
      'Synetech',
      pdf.led ? `${pdf.title} ${pdf.led.code}` : pdf.title,
      `${data.labels.version[pdf.locale]} ${pdf.version}`,
    ].join(' · ');
    const pageLabel = data.labels.page[pdf.locale]
      .replace('{page}', String(index + 1))
      .replace('{pages}', String(range.count));
    // Writing below the bottom margin would make pdfkit add a page; lift the margin while drawing.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('regular')
      .fontSize(8)
      .fillColor(colors.muted)
      .text(left, PAGE.margin, y, { width: CONTENT_WIDTH * 0.75, lineBreak: false });
    doc.text(pageLabel, PAGE.margin, y, { width: CONTENT_WIDTH, align: 'right' });
    doc.page.margins.bottom = bottom;
  }
}

/** Renders one PDF into a Buffer. */
export function renderSupportPdf(
  pdf: GeneratedPdf,
  data: DownloadsData = getDownloadsData(),
): Promise<Buffer> {
  const blocks = readDocument(pdf.document, pdf.locale);
  const values: Partial<Record<DocumentPlaceholder, string>> = {
    supportEmail: siteConfig.email.support,
    assistanceUrl: assistanceUrl(pdf.locale),
    ...Object.fromEntries(
      displayFeatureNames.map((feature) => [feature, displaysWith(feature, pdf.locale)]),
    ),
    ...(pdf.led ? { code: pdf.led.code, kind: data.ledKinds[pdf.led.kind][pdf.locale] } : {}),
  };
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: PAGE.margin, bottom: PAGE.margin, left: PAGE.margin, right: PAGE.margin },
    bufferPages: true,
    lang: localeInfo[pdf.locale].tag,
    displayTitle: true,
    info: {
      Title: pdf.led ? `${pdf.title} ${pdf.led.code}` : pdf.title,
      Author: 'Synetech',
      Subject: pdf.led ? `${pdf.led.code} · ${data.ledKinds[pdf.led.kind][pdf.locale]}` : '',
      CreationDate: new Date(`${pdf.date}T00:00:00Z`),
    },
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('semibold', fonts.semibold);
  doc.registerFont('bold', fonts.bold);

  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  writeHeader(doc, pdf, data);
  writeBlocks(doc, blocks, pdf, data, values);
  writeFooters(doc, pdf, data);
  doc.end();
  return done;
}

/** A digest of everything the PDFs are made from, so an unchanged build can skip printing them. */
function inputsDigest(): string {
  const hash = createHash('sha256');
  const files = [
    'content/downloads.json',
    'config/site.ts',
    'scripts/generate-support-pdfs.ts',
    // The parser of the documents and the plan of the PDFs (titles, versions, addresses).
    'lib/content/documents.ts',
    ...['ids', 'items', 'schema'].map((part) => `lib/content/downloads/${part}.ts`),
    // [[box]] and the model lists come from the displays' data.
    'lib/content/facts.ts',
    ...displayIds.map((id) => `content/products/${id}.json`),
    'node_modules/pdfkit/package.json',
    ...fs
      .readdirSync('content/documents', { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.md'))
      .sort()
      .map((name) => path.join('content/documents', name)),
  ];
  for (const file of files) hash.update(file).update(fs.readFileSync(file));
  return hash.digest('hex');
}

/**
 * Writes every support PDF under `publicDir` unless they are already up to date; returns how many
 * were written (0 when nothing changed since the last run).
 */
export async function generateSupportPdfs(publicDir = path.join(process.cwd(), 'public')) {
  const pdfs = generatedPdfs();
  const stamp = path.join(publicDir, 'downloads', 'docs', '.inputs-digest');
  const digest = inputsDigest();
  const upToDate =
    fs.existsSync(stamp) &&
    fs.readFileSync(stamp, 'utf8') === digest &&
    pdfs.every((pdf) => fs.existsSync(path.join(publicDir, pdf.href)));
  if (upToDate) return 0;
  for (const pdf of pdfs) {
    const target = path.join(publicDir, pdf.href);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, await renderSupportPdf(pdf));
  }
  fs.writeFileSync(stamp, digest);
  return pdfs.length;
}
