import { getTranslations, setRequestLocale } from 'next-intl/server';

import { inter } from '@/app/fonts/inter';
import { NotFoundView } from '@/components/errors/not-found-view';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { localeInfo } from '@/lib/i18n/locales';
import { requestedPath } from '@/lib/request-path';

import './globals.css';

export async function generateMetadata() {
  const { locale } = await requestedPath();
  const t = await getTranslations({ locale, namespace: 'notFound' });
  return { title: `${t('metaTitle')} | Synetech`, robots: { index: false } };
}

/** Paths that match no route at all (vercel/next.js#62228 breaks the `[...rest]` alternative). */
export default async function GlobalNotFound() {
  const { locale } = await requestedPath();
  // The header's links resolve their paths with the request's locale.
  setRequestLocale(locale);
  return (
    <html lang={localeInfo[locale].tag} className={inter.variable}>
      <body className="flex min-h-dvh flex-col">
        <SiteHeader locale={locale} />
        <main id="main" className="flex-1">
          <NotFoundView locale={locale} />
        </main>
        <SiteFooter locale={locale} />
      </body>
    </html>
  );
}
