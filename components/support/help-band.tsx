import { getTranslations } from 'next-intl/server';

import { CtaBand } from '@/components/page/cta-band';
import { siteConfig } from '@/config/site';
import { getCompany, telHref } from '@/lib/content/company';
import type { AppLocale } from '@/lib/i18n/locales';

type HelpBandProps = {
  locale: AppLocale;
};

/** The closing call of every support page: technical assistance, the warranty lookup, the support email and
 * the direct line once it is confirmed. */
export async function HelpBand({ locale }: HelpBandProps) {
  const t = await getTranslations({ locale, namespace: 'support.help' });
  const phone = getCompany().phones.main;
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
      <p className="mt-4 text-sm text-white/70">
        <a
          href={`mailto:${siteConfig.email.support}`}
          className="underline-offset-4 hover:underline"
        >
          {siteConfig.email.support}
        </a>
        {phone ? (
          <>
            <span aria-hidden="true"> · </span>
            <a
              href={telHref(phone)}
              className="whitespace-nowrap underline-offset-4 hover:underline"
            >
              {phone}
            </a>
          </>
        ) : null}
      </p>
    </CtaBand>
  );
}
