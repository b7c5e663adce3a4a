import { getTranslations } from 'next-intl/server';

import { imageHeightCm, roomSizeGuide } from '@/lib/content/facts';
import { localeInfo, type AppLocale } from '@/lib/i18n/locales';

type RoomSizeTableProps = {
  locale: AppLocale;
  /** `card`: the displays hub (depth and size); `article`: the buying guide, with the image height. */
  variant: 'card' | 'article';
};

/**
 * The size guide from content/facts.json. The displays hub and the buying guide both render this
 * table, so the rule exists once.
 */
export async function RoomSizeTable({ locale, variant }: RoomSizeTableProps) {
  const t = await getTranslations({ locale, namespace: 'roomSizes' });
  const number = new Intl.NumberFormat(localeInfo[locale].tag, { maximumFractionDigits: 1 });
  const rows = roomSizeGuide().map((row) => {
    const min = row.minDepth === undefined ? '' : number.format(row.minDepth);
    const max = row.maxDepth === undefined ? '' : number.format(row.maxDepth);
    return {
      key: `${min}-${max}`,
      depth: !min ? t('upTo', { max }) : !max ? t('beyond', { min }) : t('between', { min, max }),
      size: row.plusSecondScreen
        ? t('plusSecondScreen', { inches: String(row.inches) })
        : variant === 'card'
          ? `${row.inches}"`
          : t('inches', { inches: String(row.inches) }),
      height: row.plusSecondScreen
        ? t('heightDepends')
        : t('heightValue', { cm: String(imageHeightCm(row.inches)) }),
      open: row.plusSecondScreen,
    };
  });

  if (variant === 'article') {
    return (
      // Focusable so keyboard users can scroll a table wider than a phone (axe scrollable-region-focusable).
      <div className="table-scroll" tabIndex={0}>
        <table>
          <caption className="sr-only">{t('caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('depth')}</th>
              <th scope="col">{t('size')}</th>
              <th scope="col">{t('height')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.depth}</th>
                <td>{row.size}</td>
                <td>{row.height}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  return (
    <table className="mt-5 w-full border-collapse text-left">
      <caption className="sr-only">{t('caption')}</caption>
      <thead>
        <tr className="border-b border-line text-sm text-muted">
          <th scope="col" className="py-2 font-medium">
            {t('depth')}
          </th>
          <th scope="col" className="py-2 font-medium">
            {t('size')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-b border-line last:border-b-0">
            <th scope="row" className="py-3 font-medium">
              {row.depth}
            </th>
            <td
              className={
                row.open ? 'py-3 text-base font-semibold' : 'py-3 text-2xl font-bold tracking-tight'
              }
            >
              {row.size}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
