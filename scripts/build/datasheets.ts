// Writes a PDF datasheet per product and locale from the product content, before `next build`
// (npm's `prebuild`), to public/downloads/datasheets/<productId>-<locale>.pdf. The files are build
// output: git ignores them and every build regenerates them, so they never drift from the pages.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import {
  datasheetPath,
  formatDiagonal,
  getProduct,
  groupSpecRows,
  localizeProduct,
  productIds,
  type ProductId,
} from '@/lib/content/products';
import { getSoftware } from '@/lib/content/software';
import { locales, type AppLocale } from '@/lib/i18n/locales';

import { A4, headings, palette, Sheet, type TableStyle, type TextStyle } from './pdf/sheet';
import { checkPrintable, pdfFormatter, pdfTranslator } from './pdf/text';

const MARGIN = 48;
const FOOTER_TOP = A4.height - 56;

const body: TextStyle = { font: 'regular', size: 9.5, color: palette.night };

/** The date printed on the sheet and stored in its metadata; SOURCE_DATE_EPOCH makes builds repeatable. */
function buildDate(): Date {
  const epoch = Number(process.env.SOURCE_DATE_EPOCH);
  return Number.isFinite(epoch) && epoch > 0 ? new Date(epoch * 1000) : new Date();
}

/** Renders the datasheet of one product in one language. */
export function renderDatasheet(productId: ProductId, locale: AppLocale): Promise<Buffer> {
  const t = pdfTranslator(locale);
  const format = pdfFormatter(locale);
  const product = localizeProduct(getProduct(productId), locale);
  const where = `${productId} (${locale})`;
  const date = buildDate();
  const sheet = new Sheet({
    locale,
    margin: MARGIN,
    bottomMargin: 24,
    bodyBottom: FOOTER_TOP - 12,
    info: {
      Title: `${product.name} - ${t('product.datasheetTitle')}`,
      Subject: product.tagline,
      CreationDate: date,
      ModDate: date,
    },
  });
  const { doc, margin, width } = sheet;
  const table: TableStyle = {
    label: { ...body, color: palette.muted },
    value: { ...body, font: 'semibold' },
    labelWidth: width * 0.36,
    gap: 12,
    padding: 4,
    rule: { at: 'top', width: 0.5 },
  };

  sheet.band({
    height: 172,
    wordmarkSize: 11,
    aside: {
      text: t('product.datasheetTitle').toUpperCase(),
      style: { font: 'semibold', size: 9, color: palette.accent },
      y: 41,
      characterSpacing: 1,
    },
    title: { text: product.name, size: 26, y: 78 },
    subtitle: {
      text: `${t(`product.kinds.${product.kind}`)} · ${t(`product.tiers.${product.tier}`)}`,
      style: { font: 'regular', size: 11.5, color: palette.mist },
      gap: 6,
    },
  });
  doc.y = 196;
  const summary = checkPrintable(product.summary, `${where} summary`);
  sheet.paragraph([{ text: summary, style: { ...body, size: 11 } }], margin, 2);

  doc.moveDown(1);
  const columnWidth = width / 3;
  const top = doc.y;
  product.highlights.forEach((item, index) => {
    const x = margin + index * columnWidth;
    const text = { width: columnWidth - 12 };
    sheet
      .style({ font: 'bold', size: 16, color: palette.brand })
      .text(checkPrintable(item.value, `${where} highlights`), x, top, text);
    sheet
      .style({ font: 'regular', size: 8.5, color: palette.muted })
      .text(checkPrintable(item.label, `${where} highlights`), x, top + 22, text);
  });
  doc.y = top + 52;

  sheet.heading(t('product.specsTitle'), headings.section);
  for (const { group, rows } of groupSpecRows(product.specs)) {
    sheet.heading(t(`product.specGroups.${group}`), headings.group);
    sheet.table(
      rows.map((row) => [
        t(`product.specs.${row.key}`),
        checkPrintable(row.value, `${where} specs.${row.key}`),
      ]),
      table,
    );
  }

  sheet.heading(t('product.sizesTitle'), headings.section);
  sheet.table(
    product.sizes.map((size) => [
      formatDiagonal(size.diagonal),
      [
        size.model,
        size.resolution,
        size.pixelPitchMm ? `${format.number(size.pixelPitchMm)} mm` : undefined,
        size.activeArea,
        size.dimensions,
        `${format.number(size.weightKg)} kg`,
        `${size.powerTypicalW} W`,
      ]
        .filter(Boolean)
        .join(' · '),
    ]),
    table,
  );

  // The box and the software share the last block, side by side, to keep the sheet short.
  const half = (width - 24) / 2;
  const columns: Array<[string, string[]]> = [
    [
      t('product.boxTitle'),
      product.inTheBox.map((entry) =>
        checkPrintable(`${entry.quantity} × ${entry.item}`, `${where} inTheBox`),
      ),
    ],
    [t('product.softwareTitle'), product.software.map((id) => getSoftware(id).name)],
  ];
  const lines = Math.max(...columns.map(([, items]) => items.length));
  sheet.ensureSpace(lines * (sheet.style(body).currentLineHeight() + 4) + 40);
  doc.moveDown(0.8);
  const blockTop = doc.y;
  columns.forEach(([title, items], index) => {
    const x = margin + index * (half + 24);
    sheet.style({ ...body, font: 'bold', size: 13 }).text(title, x, blockTop, { width: half });
    doc.moveDown(0.4);
    for (const item of items) sheet.style(body).text(item, x, doc.y + 2, { width: half });
  });

  const footer = [
    t('product.datasheetFooter'),
    t('product.datasheetGenerated', { date: format.date(date) }),
  ].join(' ');
  sheet.footers(
    {
      font: 'regular',
      size: 7.5,
      color: palette.muted,
      top: FOOTER_TOP,
      leftWidth: width - 40,
      wrap: true,
      rule: true,
    },
    (page) => ({ left: footer, right: String(page) }),
  );
  return sheet.finish();
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
