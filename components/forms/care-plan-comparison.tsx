import { getTranslations } from 'next-intl/server';

import type { AppLocale } from '@/lib/i18n/locales';

type CarePlanComparisonProps = { locale: AppLocale };

const rows = [
  ['returnRepair', true],
  ['advanceReplacement', true],
  ['remoteAssistance', true],
  ['remoteDiagnosis', true],
  ['onsiteAssistance', false],
  ['onsiteDiagnosis', false],
] as const;

function Mark({ on, label }: { on: boolean; label: string }) {
  return (
    <span className="inline-flex items-center justify-center">
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className={`size-5 ${on ? 'fill-brand' : 'fill-line'}`}
      >
        {on ? (
          <path d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm4.1 6.4-4.9 5a1 1 0 0 1-1.4 0L5.9 11a1 1 0 1 1 1.4-1.4l1.2 1.2 4.2-4.3a1 1 0 0 1 1.4 1.4Z" />
        ) : (
          <path d="M5 9h10a1 1 0 1 1 0 2H5a1 1 0 1 1 0-2Z" />
        )}
      </svg>
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** Synetech Care and Care+ compared service by service (facts from the warranty terms). */
export async function CarePlanComparison({ locale }: CarePlanComparisonProps) {
  const t = await getTranslations({ locale, namespace: 'forms.carePlus' });
  return (
    <section aria-labelledby="care-compare" className="container-site pb-12 md:pb-16">
      <h2 id="care-compare" className="text-2xl font-bold tracking-tight md:text-3xl">
        {t('compareTitle')}
      </h2>
      <p className="mt-3 max-w-2xl text-muted">{t('compareIntro')}</p>
      <div className="mt-6 overflow-hidden card">
        <table className="w-full text-left text-sm sm:text-[0.9375rem]">
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="py-4 pr-2 pl-4 font-semibold md:px-6">
                {t('feature')}
              </th>
              <th scope="col" className="w-20 px-2 py-4 text-center font-semibold sm:w-36 sm:p-4">
                {t('care')}
              </th>
              <th
                scope="col"
                className="w-20 bg-brand-soft/50 px-2 py-4 text-center font-semibold text-brand-strong sm:w-36 sm:p-4"
              >
                {t('carePlusName')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([key, inCare]) => (
              <tr key={key} className="border-b border-line last:border-0">
                <th scope="row" className="py-4 pr-2 pl-4 font-normal text-ink-soft md:px-6">
                  {t(`rows.${key}`)}
                </th>
                <td className="px-2 py-4 text-center sm:p-4">
                  <Mark on={inCare} label={inCare ? t('included') : t('notIncluded')} />
                </td>
                <td className="bg-brand-soft/50 px-2 py-4 text-center sm:p-4">
                  <Mark on label={t('included')} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
