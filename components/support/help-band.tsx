import { getTranslations } from 'next-intl/server';

import { CtaBand } from '@/components/page/cta-band';
import { siteConfig } from '@/config/site';
import type { AppLocale } from '@/lib/i18n/locales';

type HelpBandProps = {
  locale: AppLocale;
};

/** The closing call of every support page: technical assistance, the warranty lookup and the direct line. */
export async function HelpBand({ locale }: HelpBandProps) {
  const t = await getTranslations({ locale, namespace: 'support.help' });
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
        <span aria-hidden="true"> · </span>
        <a
          href={`tel:${siteConfig.phone.replace(/\s+/g, '')}`}
          className="whitespace-nowrap underline-offset-4 hover:underline"
        >
          {siteConfig.phone}
        </a>
      </p>
    </CtaBand>
  );
}
