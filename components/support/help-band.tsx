import { getTranslations } from 'next-intl/server';
import { Fragment } from 'react';

import { CtaBand } from '@/components/page/cta-band';
import { getCompany, telHref } from '@/lib/content/company';
import type { AppLocale } from '@/lib/i18n/locales';

type HelpBandProps = {
  locale: AppLocale;
};

/** The closing call of every support page: technical assistance, the warranty lookup, and the support
 * email and direct line once they are confirmed (content/company.json). */
export async function HelpBand({ locale }: HelpBandProps) {
  const t = await getTranslations({ locale, namespace: 'support.help' });
  const { phones, emails } = getCompany();
  const phone = phones.main;
  const email = emails.support;
  const channels = [
    email ? (
      <a key="email" href={`mailto:${email}`} className="underline-offset-4 hover:underline">
        {email}
      </a>
    ) : null,
    phone ? (
      <a
        key="phone"
        href={telHref(phone)}
        className="whitespace-nowrap underline-offset-4 hover:underline"
      >
        {phone}
      </a>
    ) : null,
  ].filter(Boolean);
  return (
    <CtaBand
      id="help-band"
      align="end"
      className="container-site pb-4"
      title={t('title')}
      body={t('body')}
      actions={{
        primary: { href: '/soporte/asistencia-tecnica', label: t('assistance') },
        secondary: { href: '/soporte/garantia/consulta-tu-garantia', label: t('lookup') },
      }}
    >
      {channels.length ? (
        <p className="mt-4 text-sm text-white/70">
          {channels.map((channel, index) => (
            <Fragment key={index}>
              {index ? <span aria-hidden="true"> · </span> : null}
              {channel}
            </Fragment>
          ))}
        </p>
      ) : null}
    </CtaBand>
  );
}
