import { getFormatter, getTranslations } from 'next-intl/server';

import { ScrollTable, TableRow } from '@/components/ui/scroll-table';
import { formatDiagonal, type ProductSize } from '@/lib/content/products';
import type { AppLocale } from '@/lib/i18n/locales';

import { toneClasses, type Tone } from './tone';

type SizesTableProps = {
  locale: AppLocale;
  product: { name: string; sizes: ProductSize[] };
  tone?: Tone;
};

/** Every size of a product side by side: a column per diagonal. */
export async function SizesTable({ locale, product, tone = 'light' }: SizesTableProps) {
  const [tProduct, t, format] = await Promise.all([
    getTranslations({ locale, namespace: 'product' }),
    getTranslations({ locale, namespace: 'product.size' }),
    getFormatter({ locale }),
  ]);
  const { sizes } = product;
  const classes = toneClasses(tone);
  const rows: Array<{ label: string; values: string[] }> = [
    { label: t('model'), values: sizes.map((size) => size.model) },
  ];
  if (sizes.some((size) => size.resolution)) {
    rows.push({ label: t('resolution'), values: sizes.map((size) => size.resolution ?? '—') });
  }
  if (sizes.some((size) => size.pixelPitchMm)) {
    rows.push({
      label: t('pixelPitch'),
      values: sizes.map((size) =>
        size.pixelPitchMm
          ? format.number(size.pixelPitchMm, { style: 'unit', unit: 'millimeter' })
          : '—',
      ),
    });
  }
  rows.push(
    { label: t('activeArea'), values: sizes.map((size) => size.activeArea) },
    { label: t('dimensions'), values: sizes.map((size) => size.dimensions) },
    {
      label: t('weight'),
      values: sizes.map((size) =>
        format.number(size.weightKg, { style: 'unit', unit: 'kilogram' }),
      ),
    },
    { label: t('powerTypical'), values: sizes.map((size) => `${size.powerTypicalW} W`) },
  );
  return (
    <ScrollTable
      caption={tProduct('sizesCaption', { name: product.name })}
      tone={tone}
      tableClassName="min-w-[36rem]"
      head={
        <>
          <th scope="col" className={`w-44 p-4 text-sm font-medium ${classes.muted}`}>
            {t('diagonal')}
          </th>
          {sizes.map((size) => (
            <th key={size.diagonal} scope="col" className="p-4 text-3xl font-bold tracking-tight">
              {formatDiagonal(size.diagonal)}
            </th>
          ))}
        </>
      }
    >
      {rows.map((row) => (
        <TableRow key={row.label} label={row.label} tone={tone}>
          {row.values.map((value, index) => (
            <td key={sizes[index]!.diagonal} className="p-4 align-top font-medium">
              {value}
            </td>
          ))}
        </TableRow>
      ))}
    </ScrollTable>
  );
}
