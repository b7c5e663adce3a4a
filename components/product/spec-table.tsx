import { getTranslations } from 'next-intl/server';

import { groupSpecRows, type SpecRow } from '@/lib/content/products';
import type { AppLocale } from '@/lib/i18n/locales';

import { toneClasses, type Tone } from './tone';

type SpecTableProps = {
  locale: AppLocale;
  rows: SpecRow[];
  caption: string;
  tone?: Tone;
};

/** The full specification: one row per feature, grouped under row-group headers. */
export async function SpecTable({ locale, rows, caption, tone = 'light' }: SpecTableProps) {
  const t = await getTranslations({ locale, namespace: 'product' });
  const classes = toneClasses(tone);
  return (
    <table className="w-full border-collapse text-left text-[0.9375rem]">
      <caption className="sr-only">{caption}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">{t('specsFeature')}</th>
          <th scope="col">{t('specsValue')}</th>
        </tr>
      </thead>
      {groupSpecRows(rows).map(({ group, rows: groupRows }) => (
        <tbody key={group}>
          <tr>
            <th
              scope="rowgroup"
              colSpan={2}
              className={`pt-8 pb-3 text-xs font-semibold tracking-[0.08em] uppercase ${classes.dark ? 'text-accent' : 'text-brand'}`}
            >
              {t(`specGroups.${group}`)}
            </th>
          </tr>
          {groupRows.map((row) => (
            <tr key={row.key} className={`border-t ${classes.line}`}>
              <th scope="row" className={`w-2/5 py-3 pr-4 align-top font-medium ${classes.muted}`}>
                {t(`specs.${row.key}`)}
              </th>
              <td className="py-3 align-top font-medium">{row.value}</td>
            </tr>
          ))}
        </tbody>
      ))}
    </table>
  );
}
