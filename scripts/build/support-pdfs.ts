// Prints the support documents (LED manuals and firmware notes, interactive guides) to PDF, one file
// per language, from content/documents and content/downloads.json. Run by scripts/build/prebuild.ts.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

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
import type { AppLocale } from '@/lib/i18n/locales';

import {
  A4,
  headings,
  palette,
  Sheet,
  type Row,
  type StyledText,
  type TextStyle,
} from './pdf/sheet';
import { languageName, pdfFormatter, printedPageUrl, printedUrl, upperFirst } from './pdf/text';

const MARGIN = 56;
const BAND_HEIGHT = 150;

const body: TextStyle = { font: 'regular', size: 10.5, color: palette.ink };
const strong: TextStyle = { font: 'semibold', size: 10.5, color: palette.night };

/** A document being printed: its sheet, its plan and the values of its placeholders. */
type Printing = {
  sheet: Sheet;
  pdf: GeneratedPdf;
  data: DownloadsData;
  date: (day: string) => string;
  fill: (text: string) => string;
};

function styled(runs: TextRun[], fill: (text: string) => string): StyledText[] {
  return runs.map((run) => ({ text: fill(run.text), style: run.bold ? strong : body }));
}

function listItem(sheet: Sheet, marker: string, runs: StyledText[]) {
  sheet.ensureSpace(30);
  const top = sheet.doc.y;
  sheet
    .style({ ...strong, color: palette.brand })
    .text(marker, sheet.margin + 4, top, { width: 18 });
  sheet.doc.y = top;
  sheet.paragraph(runs, sheet.margin + 22, 3);
  sheet.doc.moveDown(0.35);
}

function writeHeader({ sheet, pdf, data, date }: Printing) {
  const { locale } = pdf;
  sheet.band({
    height: BAND_HEIGHT,
    wordmarkSize: 13,
    aside: {
      text: printedUrl(siteConfig.url),
      style: { font: 'regular', size: 9, color: palette.haze },
      y: 43,
    },
    title: { text: pdf.title, size: 22, y: 72 },
    subtitle: pdf.led && {
      text: `${data.labels.reference[locale]} ${pdf.led.code} · ${data.ledKinds[pdf.led.kind][locale]}`,
      style: { font: 'semibold', size: 11, color: palette.accent },
      gap: 4,
    },
  });
  const meta = [
    `${data.labels.version[locale]} ${pdf.version}`,
    date(pdf.date),
    languageName(locale),
  ].join('   ·   ');
  sheet
    .style({ font: 'regular', size: 9, color: palette.muted })
    .text(meta, sheet.margin, BAND_HEIGHT + 16, { width: sheet.width });
  sheet.doc.y = BAND_HEIGHT + 44;
}

function specRows(led: LedReference, data: DownloadsData, locale: AppLocale): Row[] {
  const labels = data.labels;
  return [
    [labels.kind[locale], upperFirst(data.ledKinds[led.kind][locale], locale)],
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

function writeSpecs({ sheet, pdf, data }: Printing, led: LedReference) {
  sheet.table(specRows(led, data, pdf.locale), {
    label: { font: 'semibold', size: 9.5, color: palette.muted },
    value: { font: 'regular', size: 10, color: palette.ink },
    labelWidth: sheet.width * 0.4 - 12,
    gap: 12,
    padding: 6,
    rule: { at: 'bottom', width: 0.6 },
  });
  sheet.doc.moveDown(0.8);
}

function writeReleases({ sheet, pdf, data, date }: Printing, led: LedReference) {
  for (const release of led.firmware) {
    sheet.ensureSpace(60);
    sheet
      .style({ font: 'semibold', size: 11, color: palette.night })
      .text(
        `${data.labels.version[pdf.locale]} ${release.version} · ${date(release.date)}`,
        sheet.margin,
      );
    sheet.doc.moveDown(0.3);
    for (const change of release.changes) {
      listItem(sheet, '•', [{ text: data.changes[change]![pdf.locale], style: body }]);
    }
    sheet.doc.moveDown(0.5);
  }
}

/** "Mando a distancia" → "mando a distancia" inside a list; "HDMI cable" stays as it is. */
function lowerFirst(text: string): string {
  return /^\p{Lu}\p{Ll}/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/** `[[box]]`: what every display comes with, then each model's own items, from the products' data. */
function writeBox({ sheet, pdf }: Printing) {
  const { common, byModel } = displayBoxContents(pdf.locale);
  for (const item of common) listItem(sheet, '•', [{ text: item, style: body }]);
  for (const model of byModel) {
    const items = model.items.map((item, index) => (index ? lowerFirst(item) : item));
    listItem(sheet, '•', [
      { text: `${model.name}: `, style: strong },
      { text: items.join(', '), style: body },
    ]);
  }
  sheet.doc.moveDown(0.3);
}

function writeBlocks(printing: Printing, blocks: DocumentBlock[]) {
  const { sheet, pdf, fill } = printing;
  for (const block of blocks) {
    switch (block.kind) {
      case 'heading':
        sheet.heading(fill(block.text), headings.chapter);
        break;
      case 'paragraph':
        sheet.ensureSpace(40);
        sheet.paragraph(styled(block.runs, fill), sheet.margin, 3);
        sheet.doc.moveDown(0.6);
        break;
      case 'list':
        block.items.forEach((runs, index) =>
          listItem(sheet, block.ordered ? `${index + 1}.` : '•', styled(runs, fill)),
        );
        sheet.doc.moveDown(0.3);
        break;
      case 'slot':
        if (block.name === 'box') {
          writeBox(printing);
          break;
        }
        if (!pdf.led) throw new Error(`[[${block.name}]] needs an LED reference (${pdf.href})`);
        if (block.name === 'specs') writeSpecs(printing, pdf.led);
        else writeReleases(printing, pdf.led);
        break;
    }
  }
}

/** Renders one PDF into a Buffer. */
export function renderSupportPdf(
  pdf: GeneratedPdf,
  data: DownloadsData = getDownloadsData(),
): Promise<Buffer> {
  const { locale, led } = pdf;
  const values: Partial<Record<DocumentPlaceholder, string>> = {
    assistanceUrl: printedPageUrl(locale, '/soporte/asistencia-tecnica'),
    ...Object.fromEntries(
      displayFeatureNames.map((feature) => [feature, displaysWith(feature, locale)]),
    ),
    ...(led ? { code: led.code, kind: data.ledKinds[led.kind][locale] } : {}),
  };
  const title = led ? `${pdf.title} ${led.code}` : pdf.title;
  const sheet = new Sheet({
    locale,
    margin: MARGIN,
    bottomMargin: MARGIN,
    bodyBottom: A4.height - MARGIN - 24,
    info: {
      Title: title,
      Subject: led ? `${led.code} · ${data.ledKinds[led.kind][locale]}` : '',
      CreationDate: new Date(`${pdf.date}T00:00:00Z`),
    },
  });
  const printing: Printing = {
    sheet,
    pdf,
    data,
    date: pdfFormatter(locale).date,
    fill: (text) => fillPlaceholders(text, values),
  };
  writeHeader(printing);
  writeBlocks(printing, readDocument(pdf.document, locale));
  const left = ['Synetech', title, `${data.labels.version[locale]} ${pdf.version}`].join(' · ');
  sheet.footers(
    {
      font: 'regular',
      size: 8,
      color: palette.muted,
      top: A4.height - MARGIN + 12,
      leftWidth: sheet.width * 0.75,
      wrap: false,
      rule: false,
    },
    (page, pages) => ({
      left,
      right: data.labels.page[locale]
        .replace('{page}', String(page))
        .replace('{pages}', String(pages)),
    }),
  );
  return sheet.finish();
}

/** Every file below `dir` (tests aside), sorted, so the digest does not depend on the disk's order. */
function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(ts|tsx|json|md)$/.test(name) && !/\.test\.tsx?$/.test(name))
    .sort()
    .map((name) => path.join(dir, name));
}

/**
 * A digest of everything the PDFs are made from, so an unchanged build can skip printing them:
 * whole folders rather than a list of modules, so a module moved or split still counts.
 */
function inputsDigest(): string {
  const hash = createHash('sha256');
  const files = [
    'scripts/build/support-pdfs.ts',
    'lib/seo.ts',
    'node_modules/pdfkit/package.json',
    // The texts, the LED data, the displays' box contents and model lists.
    'content/downloads.json',
    ...filesUnder('content/documents'),
    ...filesUnder('content/products'),
    // Their loaders, the drawing, the site's address, e-mail and routes.
    ...filesUnder('lib/content'),
    ...filesUnder('scripts/build/pdf'),
    ...filesUnder('config'),
    ...filesUnder('lib/i18n'),
  ].filter((file) => fs.existsSync(file));
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
