import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

import { getCompany, telHref } from '@/lib/content/company';
import type { AppLocale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';

type PrivacyControllerProps = {
  locale: AppLocale;
};

/**
 * The controller's identity and contact details. The legal name, tax number, address and phone come
 * from content/company.json and are left out until the product team fills them in, and so is the
 * privacy email; the contact form always works.
 */
export async function PrivacyController({ locale }: PrivacyControllerProps) {
  const t = await getTranslations({ locale, namespace: 'privacyPolicy.controller' });
  const { legalName, taxId, address, phones, emails } = getCompany();
  const rows: Array<[string, ReactNode]> = [];
  if (legalName) rows.push([t('name'), legalName]);
  if (taxId) rows.push([t('taxId'), taxId]);
  if (address) {
    const country = new Intl.DisplayNames([locale], { type: 'region' }).of(address.addressCountry);
    rows.push([
      t('address'),
      `${address.streetAddress}, ${address.postalCode} ${address.addressLocality} (${country})`,
    ]);
  }
  if (emails.privacy) {
    rows.push([
      t('email'),
      <a key="email" href={`mailto:${emails.privacy}`} className="text-brand underline">
        {emails.privacy}
      </a>,
    ]);
  }
  if (phones.main) {
    rows.push([
      t('phone'),
      <a key="phone" href={telHref(phones.main)} className="text-brand underline">
        {phones.main}
      </a>,
    ]);
  }
  rows.push([
    t('form'),
    <Link key="form" href="/contacto" className="text-brand underline">
      {t('formLink')}
    </Link>,
  ]);
  return (
    <dl className="not-prose my-6 grid gap-px overflow-hidden rounded-xl bg-line text-sm outline outline-line sm:grid-cols-2">
      {rows.map(([term, value]) => (
        <div key={term} className="bg-white p-4">
          <dt className="text-muted">{term}</dt>
          <dd className="mt-1 font-semibold text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
