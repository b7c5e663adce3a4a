// Writes a PDF datasheet per product and locale from the product content, before `next build`
// (npm's `prebuild`), to public/downloads/datasheets/<productId>-<locale>.pdf. The files are build
// output: git ignores them and every build regenerates them, so they never drift from the pages.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import PDFDocument from 'pdfkit';

import {
  datasheetPath,
  formatDiagonal,
  getProduct,
  groupSpecRows,
  localizeProduct,
  productIds,
  type LocalizedProduct,
  type ProductId,
} from '../lib/content/products';
import { getSoftware } from '../lib/content/software';
import { localeInfo, locales, type AppLocale } from '../lib/i18n/locales';

const require = createRequire(import.meta.url);
const fontFile = (weight: number) =>
  require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`);

/** Inter's latin subset (as @fontsource splits it): text outside it would print as empty boxes. */
const printable =
  /^[\u0000-\u00ff\u0131\u0152\u0153\u02bb\u02bc\u02c6\u02da\u02dc\u0304\u0308\u0329\u2000-\u206f\u20ac\u2122\u2191\u2193\u2212\u2215\ufeff\ufffd]*$/;

const colours = {
  ink: '#0a0f1c',
  muted: '#545d6e',
  line: '#e2e6ee',
  brand: '#1f4fe0',
  accent: '#22d3ee',
  white: '#ffffff',
};

const PAGE = { width: 595.28, height: 841.89, margin: 48 };
const CONTENT_WIDTH = PAGE.width - PAGE.margin * 2;
const FOOTER_TOP = PAGE.height - 56;

type Messages = Record<string, unknown>;

function readMessages(locale: AppLocale): Messages {
  const file = path.join(process.cwd(), 'messages', `${locale}.json`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Messages;
}

/** A message by dotted key with `{name}` placeholders filled; a missing key is a build error. */
function translator(messages: Messages) {
  return (key: string, values: Record<string, string> = {}) => {
    const value = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Messages | undefined)?.[part], messages);
    if (typeof value !== 'string') throw new Error(`build-datasheets: missing message "${key}"`);
    return value.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
  };
}

/** Returns `text`, or throws naming `where` when the PDF font cannot print one of its characters. */
export function checkPrintable(text: string, where: string): string {
  if (!printable.test(text)) {
    const bad = [...text].filter((char) => !printable.test(char)).join(' ');
    throw new Error(`build-datasheets: ${where} has characters the PDF font lacks: ${bad}`);
  }
  return text;
}

/** The date printed on the sheet and stored in its metadata; SOURCE_DATE_EPOCH makes builds repeatable. */
function buildDate(): Date {
  const epoch = Number(process.env.SOURCE_DATE_EPOCH);
  return Number.isFinite(epoch) && epoch > 0 ? new Date(epoch * 1000) : new Date();
}

type Doc = InstanceType<typeof PDFDocument>;

function drawFooter(doc: Doc, text: string, page: number) {
  doc.save();
  doc
    .moveTo(PAGE.margin, FOOTER_TOP)
    .lineTo(PAGE.width - PAGE.margin, FOOTER_TOP)
    .lineWidth(0.5)
    .strokeColor(colours.line)
    .stroke();
  doc
    .font('regular')
    .fontSize(7.5)
    .fillColor(colours.muted)
    .text(text, PAGE.margin, FOOTER_TOP + 10, { width: CONTENT_WIDTH - 40, lineBreak: true });
  doc.text(String(page), PAGE.width - PAGE.margin - 30, FOOTER_TOP + 10, {
    width: 30,
    align: 'right',
  });
  doc.restore();
}

function drawHeader(doc: Doc, product: LocalizedProduct, t: ReturnType<typeof translator>) {
  doc.rect(0, 0, PAGE.width, 168).fill(colours.ink);
  doc.rect(0, 168, PAGE.width, 4).fill(colours.brand);
  doc
    .font('bold')
    .fontSize(11)
    .fillColor(colours.white)
    .text('SYNETECH', PAGE.margin, 40, { characterSpacing: 2.5 });
  doc
    .font('semibold')
    .fontSize(9)
    .fillColor(colours.accent)
    .text(t('product.datasheetTitle').toUpperCase(), PAGE.margin, 41, {
      width: CONTENT_WIDTH,
      align: 'right',
      characterSpacing: 1,
    });
  doc
    .font('bold')
    .fontSize(26)
    .fillColor(colours.white)
    .text(product.name, PAGE.margin, 78, { width: CONTENT_WIDTH });
  doc
    .font('regular')
    .fontSize(11.5)
    .fillColor('#c7cfdf')
    .text(
      `${t(`product.kinds.${product.kind}`)} · ${t(`product.tiers.${product.tier}`)}`,
      PAGE.margin,
      doc.y + 6,
      { width: CONTENT_WIDTH },
    );
  doc.y = 196;
}

function sectionTitle(doc: Doc, title: string) {
  ensureSpace(doc, 60);
  doc.moveDown(0.8);
  doc.font('bold').fontSize(13).fillColor(colours.ink).text(title, PAGE.margin, doc.y);
  doc.moveDown(0.4);
}

/** Starts a new page when fewer than `height` points are left above the footer. */
function ensureSpace(doc: Doc, height: number) {
  if (doc.y + height > FOOTER_TOP - 12) doc.addPage();
}

function keyValueRow(doc: Doc, label: string, value: string) {
  const labelWidth = CONTENT_WIDTH * 0.36;
  const valueWidth = CONTENT_WIDTH - labelWidth - 12;
  doc.font('semibold').fontSize(9.5);
  const height = Math.max(
    doc.heightOfString(value, { width: valueWidth }),
    doc.font('regular').heightOfString(label, { width: labelWidth }),
  );
  ensureSpace(doc, height + 8);
  const top = doc.y;
  doc
    .moveTo(PAGE.margin, top)
    .lineTo(PAGE.width - PAGE.margin, top)
    .lineWidth(0.5)
    .strokeColor(colours.line)
    .stroke();
  doc
    .font('regular')
    .fontSize(9.5)
    .fillColor(colours.muted)
    .text(label, PAGE.margin, top + 4, { width: labelWidth });
  doc
    .font('semibold')
    .fontSize(9.5)
    .fillColor(colours.ink)
    .text(value, PAGE.margin + labelWidth + 12, top + 4, { width: valueWidth });
  doc.y = top + height + 8;
}

/** Renders the datasheet of one product in one language. */
export function renderDatasheet(productId: ProductId, locale: AppLocale): Promise<Buffer> {
  const t = translator(readMessages(locale));
  const product = localizeProduct(getProduct(productId), locale);
  const date = buildDate();
  const footer = [
    t('product.datasheetFooter'),
    t('product.datasheetGenerated', {
      date: new Intl.DateTimeFormat(localeInfo[locale].tag, { dateStyle: 'long' }).format(date),
    }),
  ].join(' ');

  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: PAGE.margin, bottom: 24, left: PAGE.margin, right: PAGE.margin },
    bufferPages: true,
    lang: localeInfo[locale].tag,
    displayTitle: true,
    info: {
      Title: `${product.name} - ${t('product.datasheetTitle')}`,
      Author: 'Synetech',
      Subject: product.tagline,
      CreationDate: date,
      ModDate: date,
    },
  });
  doc.registerFont('regular', fontFile(400));
  doc.registerFont('semibold', fontFile(600));
  doc.registerFont('bold', fontFile(700));

  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const where = `${productId} (${locale})`;
  drawHeader(doc, product, t);
  doc
    .font('regular')
    .fontSize(11)
    .fillColor(colours.ink)
    .text(checkPrintable(product.summary, `${where} summary`), PAGE.margin, doc.y, {
      width: CONTENT_WIDTH,
      lineGap: 2,
    });

  doc.moveDown(1);
  const columnWidth = CONTENT_WIDTH / 3;
  const top = doc.y;
  product.highlights.forEach((item, index) => {
    const x = PAGE.margin + index * columnWidth;
    doc
      .font('bold')
      .fontSize(16)
      .fillColor(colours.brand)
      .text(checkPrintable(item.value, `${where} highlights`), x, top, { width: columnWidth - 12 });
    doc
      .font('regular')
      .fontSize(8.5)
      .fillColor(colours.muted)
      .text(checkPrintable(item.label, `${where} highlights`), x, top + 22, {
        width: columnWidth - 12,
      });
  });
  doc.y = top + 52;

  sectionTitle(doc, t('product.specsTitle'));
  for (const { group, rows } of groupSpecRows(product.specs)) {
    ensureSpace(doc, 48);
    doc.moveDown(0.6);
    doc
      .font('bold')
      .fontSize(8)
      .fillColor(colours.brand)
      .text(t(`product.specGroups.${group}`).toUpperCase(), PAGE.margin, doc.y, {
        characterSpacing: 0.8,
      });
    doc.moveDown(0.3);
    for (const row of rows) {
      keyValueRow(
        doc,
        t(`product.specs.${row.key}`),
        checkPrintable(row.value, `${where} specs.${row.key}`),
      );
    }
  }

  sectionTitle(doc, t('product.sizesTitle'));
  for (const size of product.sizes) {
    const facts = [
      size.model,
      size.resolution,
      size.pixelPitchMm
        ? `${new Intl.NumberFormat(localeInfo[locale].tag).format(size.pixelPitchMm)} mm`
        : undefined,
      size.activeArea,
      size.dimensions,
      `${new Intl.NumberFormat(localeInfo[locale].tag).format(size.weightKg)} kg`,
      `${size.powerTypicalW} W`,
    ].filter(Boolean);
    keyValueRow(doc, formatDiagonal(size.diagonal), facts.join(' · '));
  }

  // The box and the software share the last block, side by side, to keep the sheet short.
  const half = (CONTENT_WIDTH - 24) / 2;
  const boxLines = product.inTheBox.map((entry) =>
    checkPrintable(`${entry.quantity} × ${entry.item}`, `${where} inTheBox`),
  );
  const softwareLines = product.software.map((id) => getSoftware(id).name);
  doc.font('regular').fontSize(9.5);
  const blockHeight =
    Math.max(boxLines.length, softwareLines.length) * (doc.currentLineHeight() + 4) + 40;
  ensureSpace(doc, blockHeight);
  doc.moveDown(0.8);
  const blockTop = doc.y;
  const columns: Array<[string, string[]]> = [
    [t('product.boxTitle'), boxLines],
    [t('product.softwareTitle'), softwareLines],
  ];
  columns.forEach(([title, lines], index) => {
    const x = PAGE.margin + index * (half + 24);
    doc.font('bold').fontSize(13).fillColor(colours.ink).text(title, x, blockTop, { width: half });
    doc.moveDown(0.4);
    for (const line of lines) {
      doc
        .font('regular')
        .fontSize(9.5)
        .fillColor(colours.ink)
        .text(line, x, doc.y + 2, {
          width: half,
        });
    }
  });

  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    drawFooter(doc, footer, index + 1);
  }
  doc.end();
  return done;
}

/** Writes every product's datasheet in every locale under `publicDir`; returns the written paths. */
export async function buildDatasheets(publicDir = path.join(process.cwd(), 'public')) {
  const written: string[] = [];
  for (const id of productIds) {
    for (const locale of locales) {
      const file = path.join(publicDir, datasheetPath(id, locale));
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, await renderDatasheet(id, locale));
      written.push(file);
    }
  }
  return written;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const written = await buildDatasheets();
  console.log(`build-datasheets: wrote ${written.length} PDF datasheets`);
}
