import type { AppLocale } from '@/lib/i18n/locales';

import { RequestForm } from './request-form';

type SparePartRequestFormProps = {
  locale: AppLocale;
  /** The part's number (SY-…), filled in for the visitor. */
  partNumber: string;
};

/** The spare-part request form, prefilled with the part on whose page it appears. */
export function SparePartRequestForm({ locale, partNumber }: SparePartRequestFormProps) {
  return (
    <RequestForm
      form="spare-part"
      locale={locale}
      values={{ partNumber, quantity: '1' }}
      heading={false}
    />
  );
}
