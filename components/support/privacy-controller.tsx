import { getTranslations } from 'next-intl/server';

import { siteConfig } from '@/config/site';
import type { AppLocale } from '@/lib/i18n/locales';

type PrivacyControllerProps = {
  locale: AppLocale;
};

/** The controller's identity and contact details, from config/site.ts (one place to correct them). */
export async function PrivacyController({ locale }: PrivacyControllerProps) {
  const t = await getTranslations({ locale, namespace: 'privacyPolicy.controller' });
  const country = new Intl.DisplayNames([locale], { type: 'region' }).of(
    siteConfig.address.addressCountry,
  );
  const { streetAddress, postalCode, addressLocality } = siteConfig.address;
  return (
    <dl className="not-prose my-6 grid gap-px overflow-hidden rounded-xl bg-line text-sm outline outline-line sm:grid-cols-2">
      {[
        [t('name'), siteConfig.legalName],
        [t('address'), `${streetAddress}, ${postalCode} ${addressLocality} (${country})`],
        [
          t('email'),
          <a
            key="email"
            href={`mailto:${siteConfig.email.privacy}`}
            className="text-brand underline"
          >
            {siteConfig.email.privacy}
          </a>,
        ],
        [
          t('phone'),
          <a
            key="phone"
            href={`tel:${siteConfig.phone.replace(/\s+/g, '')}`}
            className="text-brand underline"
          >
            {siteConfig.phone}
          </a>,
        ],
      ].map(([term, value]) => (
        <div key={String(term)} className="bg-white p-4">
          <dt className="text-muted">{term}</dt>
          <dd className="mt-1 font-semibold text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
