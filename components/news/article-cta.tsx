import { getTranslations } from 'next-intl/server';

import { CtaBand } from '@/components/page/cta-band';
import type { AppLocale } from '@/lib/i18n/locales';

type ArticleCtaProps = {
  locale: AppLocale;
};

/** The invitation every article ends with: choose a display, or ask for a demo in the school. */
export async function ArticleCta({ locale }: ArticleCtaProps) {
  const [t, tCommon] = await Promise.all([
    getTranslations({ locale, namespace: 'news' }),
    getTranslations({ locale, namespace: 'common' }),
  ]);
  return (
    <CtaBand
      id="article-cta"
      tone="night"
      layout="stack"
      title={t('ctaTitle')}
      body={t('ctaBody')}
      actions={{
        primary: { href: '/demo-gratuita-de-pantalla-interactiva', label: tCommon('requestDemo') },
        secondary: { href: '/pantallas-interactivas-educacion', label: tCommon('seeRange') },
      }}
    />
  );
}
