import { getTranslations } from 'next-intl/server';

import { ScrollRegion } from '@/components/ui/scroll-table';
import { getWarrantyTerms } from '@/lib/content/warranty';
import type { AppLocale } from '@/lib/i18n/locales';

import { SupportIcon } from './support-icon';

type WarrantyComparisonProps = {
  locale: AppLocale;
};

type Cell = { kind: 'yes' } | { kind: 'no' } | { kind: 'text'; text: string };

/** Care and Care+ service by service, with who pays for each leg of transport. */
export async function WarrantyComparison({ locale }: WarrantyComparisonProps) {
  const t = await getTranslations({ locale, namespace: 'support.summary' });
  const { services, durationYears, advanceReturnDays } = getWarrantyTerms();
  const yes: Cell = { kind: 'yes' };
  const no: Cell = { kind: 'no' };
  const text = (value: string): Cell => ({ kind: 'text', text: value });

  const rows: { key: string; name: string; detail?: string; care: Cell; carePlus: Cell }[] = [
    ...services.map((service) => ({
      key: service.id,
      name: service.name[locale],
      detail: service.summary[locale],
      care: service.care ? yes : no,
      carePlus: service.carePlus ? yes : no,
    })),
    {
      key: 'duration',
      name: t('duration'),
      care: text(t('years', { years: String(durationYears) })),
      carePlus: text(t('years', { years: String(durationYears) })),
    },
    {
      key: 'advance-return',
      name: t('advanceReturn'),
      care: text(t('days', { days: String(advanceReturnDays) })),
      carePlus: text(t('days', { days: String(advanceReturnDays) })),
    },
    {
      key: 'shipping-in',
      name: t('shippingIn'),
      care: text(t('customer')),
      carePlus: text(t('customer')),
    },
    {
      key: 'shipping-back',
      name: t('shippingBack'),
      care: text(t('synetech')),
      carePlus: text(t('synetech')),
    },
    {
      key: 'on-site-transport',
      name: t('onSiteTransport'),
      care: no,
      carePlus: text(t('synetech')),
    },
  ];

  const renderCell = (cell: Cell) =>
    cell.kind === 'yes' ? (
      <>
        <SupportIcon name="check" className="mx-auto size-6 text-brand" />
        <span className="sr-only">{t('yes')}</span>
      </>
    ) : cell.kind === 'no' ? (
      <>
        <span aria-hidden="true" className="text-muted">
          —
        </span>
        <span className="sr-only">{t('no')}</span>
      </>
    ) : (
      <span className="text-sm font-semibold">{cell.text}</span>
    );

  return (
    // Fits a 390 px phone with the wide DejaVu fonts a bare Debian machine has (narrow cell padding
    // below `sm`); should a font or zoom still make it wider, the region scrolls and a keyboard can
    // reach it (axe: scrollable-region-focusable).
    <ScrollRegion
      caption={t('caption')}
      className="overflow-x-auto rounded-[var(--radius-card)] outline outline-line focus-visible:outline-2 focus-visible:outline-brand"
      tableClassName="w-full min-w-[20rem] border-collapse bg-white text-left"
    >
      <thead>
        <tr className="bg-surface">
          <th scope="col" className="px-3 py-4 text-sm font-semibold text-muted sm:px-4 md:px-6">
            {t('service')}
          </th>
          <th scope="col" className="w-20 px-1.5 py-4 text-center sm:w-24 sm:p-4 md:w-40">
            <span className="block text-base font-bold text-ink">Care</span>
            <span className="block text-xs font-medium text-muted">{t('careKind')}</span>
          </th>
          <th
            scope="col"
            className="w-20 bg-brand-soft px-1.5 py-4 text-center sm:w-24 sm:p-4 md:w-40"
          >
            <span className="block text-base font-bold text-brand-strong">Care+</span>
            <span className="block text-xs font-medium text-brand-strong">{t('carePlusKind')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-t border-line align-top">
            <th scope="row" className="px-3 py-4 font-normal sm:px-4 md:px-6">
              <span className="block font-semibold text-ink">{row.name}</span>
              {row.detail ? (
                <span className="mt-1 block text-sm leading-relaxed text-muted">{row.detail}</span>
              ) : null}
            </th>
            <td className="px-1.5 py-4 text-center sm:p-4">{renderCell(row.care)}</td>
            <td className="bg-brand-soft/50 px-1.5 py-4 text-center sm:p-4">
              {renderCell(row.carePlus)}
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollRegion>
  );
}
