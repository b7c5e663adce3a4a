import type { AppLocale } from '@/lib/i18n/locales';
import type { WarrantyRecord } from '@/lib/warranty/registry';

export type WarrantyResult = WarrantyRecord;

export type WarrantyResultTexts = {
  resultTitle: string;
  model: string;
  plan: string;
  plans: { care: string; 'care-plus': string };
  start: string;
  end: string;
  country: string;
  status: string;
  active: string;
  ended: string;
};

type WarrantyResultCardProps = {
  locale: AppLocale;
  result: WarrantyResult;
  texts: WarrantyResultTexts;
};

function formatDay(day: string, locale: AppLocale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** The warranty of one unit: model, plan, dates and country (server page and client leaf alike). */
export function WarrantyResultCard({ locale, result, texts }: WarrantyResultCardProps) {
  const country = new Intl.DisplayNames([locale], { type: 'region' }).of(result.country);
  const rows: Array<[string, string]> = [
    [texts.model, result.model],
    [texts.plan, texts.plans[result.plan]],
    [texts.start, formatDay(result.startDate, locale)],
    [texts.end, formatDay(result.endDate, locale)],
    [texts.country, country ?? result.country],
  ];
  return (
    <div className="card p-6 md:p-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-bold tracking-tight">
          {texts.resultTitle.replace('{serial}', result.serial)}
        </h2>
        <p className="text-sm">
          <span className="sr-only">{texts.status}: </span>
          <span
            className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 font-semibold ${
              result.active ? 'bg-emerald-50 text-emerald-800' : 'bg-surface text-muted'
            }`}
          >
            <span
              aria-hidden="true"
              className={`size-2 rounded-full ${result.active ? 'bg-emerald-600' : 'bg-muted'}`}
            />
            {result.active ? texts.active : texts.ended}
          </span>
        </p>
      </div>
      <dl className="mt-6 grid gap-x-8 gap-y-4 sm:grid-cols-2">
        {rows.map(([term, value]) => (
          <div key={term} className="border-t border-line pt-3">
            <dt className="text-sm text-muted">{term}</dt>
            <dd className="mt-0.5 font-semibold text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
