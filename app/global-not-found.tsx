import { getTranslations, setRequestLocale } from 'next-intl/server';

import { NotFoundView } from '@/components/errors/not-found-view';
import { SiteDocument } from '@/components/layout/site-document';
import { requestedPath } from '@/lib/i18n/requested-path';
import { siteIconsMetadata } from '@/lib/seo';

import './globals.css';

export async function generateMetadata() {
  const { locale } = await requestedPath();
  const t = await getTranslations({ locale, namespace: 'notFound' });
  return {
    title: `${t('metaTitle')} | Synetech`,
    robots: { index: false },
    ...siteIconsMetadata(locale),
  };
}

/** Paths that match no route at all (vercel/next.js#62228 breaks the `[...rest]` alternative). */
export default async function GlobalNotFound() {
  const { locale } = await requestedPath();
  // The header's links resolve their paths with the request's locale.
  setRequestLocale(locale);
  return (
    // Like the locale layout: the consent box and the footer's "Cookie settings" work here too.
    <SiteDocument locale={locale}>
      <NotFoundView locale={locale} />
    </SiteDocument>
  );
}
