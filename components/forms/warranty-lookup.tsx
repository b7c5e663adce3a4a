import { getTranslations } from 'next-intl/server';

import { formsMessages } from '@/lib/forms/messages';
import { warrantyResultPath } from '@/lib/forms/result-pages';
import type { AppLocale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import type { WarrantyAnswer } from '@/lib/warranty/registry';

import { WarrantyLookupForm } from './warranty-lookup-form';
import { WarrantyResultCard } from './warranty-result-card';

type WarrantyLookupProps = {
  locale: AppLocale;
  /** The answer already looked up on the server (the result page). */
  answer?: WarrantyAnswer;
  /** An error already known on the server (invalid serial, too many lookups). */
  error?: string;
};

/** The warranty lookup: the serial form, and the answer when the server already has it. */
export async function WarrantyLookup({ locale, answer, error }: WarrantyLookupProps) {
  const t = await getTranslations({ locale, namespace: 'forms.warranty' });
  const m = formsMessages(locale);
  const texts = {
    ...m.warranty,
    invalid: m.errors.serial,
    network: m.errors.network,
  };
  const notFound = (
    <div className="rounded-[var(--radius-card)] border border-line bg-surface p-6 md:p-8">
      <p className="leading-relaxed text-ink-soft">{t('notFound')}</p>
      <Link href="/soporte/asistencia-tecnica" className="mt-5 btn btn-secondary">
        {t('assistanceLink')}
      </Link>
    </div>
  );
  return (
    <section className="container-site pb-16 md:pb-24">
      <div className="mx-auto max-w-3xl">
        <WarrantyLookupForm
          locale={locale}
          action={warrantyResultPath(locale)}
          texts={texts}
          defaultSerial={answer?.serial}
          notFound={notFound}
        />
        {error ? (
          <p role="alert" className="mt-6 rounded-2xl bg-red-50 p-5 font-medium text-red-800">
            {error}
          </p>
        ) : null}
        {answer?.found ? (
          <div className="mt-6">
            <WarrantyResultCard locale={locale} result={answer} texts={texts} />
            {answer.plan === 'care' ? (
              <p className="mt-4 text-[0.9375rem] text-muted">
                <Link
                  href="/soporte/garantia/synetech-care-plus"
                  className="font-medium text-brand underline underline-offset-2 hover:no-underline"
                >
                  {t('upgrade')}
                </Link>
              </p>
            ) : null}
          </div>
        ) : null}
        {answer && !answer.found ? <div className="mt-6">{notFound}</div> : null}
      </div>
    </section>
  );
}
