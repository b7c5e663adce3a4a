import { getTranslations } from 'next-intl/server';

import { ScrollTable, TableRow } from '@/components/ui/scroll-table';
import { pages } from '@/config/pages';
import { productPageIds, type Comparison, type ProductId } from '@/lib/content/products';
import type { AppLocale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';

import { toneClasses, type Tone } from './tone';

type ComparisonTableProps = {
  locale: AppLocale;
  comparison: Comparison;
  caption: string;
  /** The product whose page shows the table: its column is marked. */
  current?: ProductId;
  tone?: Tone;
};

/**
 * Products side by side: a column per model, a row per feature. Wider than a phone, so it scrolls
 * sideways inside a focusable region while the feature names stay pinned on the left.
 */
export async function ComparisonTable({
  locale,
  comparison,
  caption,
  current,
  tone = 'light',
}: ComparisonTableProps) {
  const t = await getTranslations({ locale, namespace: 'product' });
  const classes = toneClasses(tone);
  const sticky = `sticky left-0 z-10 ${classes.stickyCell}`;
  const highlight = (id: ProductId) =>
    id === current ? (classes.dark ? 'bg-white/[0.06]' : 'bg-brand-soft/60') : '';
  return (
    <div>
      <p className={`mb-3 text-sm md:hidden ${classes.muted}`}>{t('scrollHint')}</p>
      <ScrollTable
        caption={caption}
        tone={tone}
        tableClassName="min-w-[46rem] table-fixed"
        head={
          <>
            <th
              scope="col"
              className={`${sticky} w-32 p-4 text-sm font-medium md:w-48 ${classes.muted}`}
            >
              {t('specsFeature')}
            </th>
            {comparison.columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                className={`p-4 align-bottom ${highlight(column.id)}`}
              >
                {column.id === current ? (
                  <span
                    className={`block text-xs font-semibold uppercase ${classes.dark ? 'text-accent' : 'text-brand'}`}
                  >
                    {t('compareCurrent')}
                  </span>
                ) : null}
                <Link
                  href={pages[productPageIds[column.id]].pathname}
                  className={`text-base font-semibold underline-offset-4 hover:underline ${classes.dark ? 'text-white' : 'text-ink'}`}
                >
                  {column.shortName}
                </Link>
              </th>
            ))}
          </>
        }
      >
        {comparison.rows.map((row) => (
          <TableRow
            key={row.key}
            label={t(`specs.${row.key}`)}
            tone={tone}
            headerClassName={sticky}
          >
            {row.values.map((value, index) => {
              const column = comparison.columns[index]!;
              return (
                <td key={column.id} className={`p-4 align-top ${highlight(column.id)}`}>
                  {value}
                </td>
              );
            })}
          </TableRow>
        ))}
      </ScrollTable>
    </div>
  );
}
