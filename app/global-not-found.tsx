import { getTranslations, setRequestLocale } from 'next-intl/server';

import { inter } from '@/app/fonts/inter';
import { ConsentManager } from '@/components/consent/consent-manager';
import { ConsentModeDefaults } from '@/components/consent/consent-mode-defaults';
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
    // Like the locale layout: the consent box and the footer's "Cookie settings" work here too, and
    // `data-consent` is set on <html> by the Consent Mode script before hydration.
    <html lang={localeInfo[locale].tag} className={inter.variable} suppressHydrationWarning>
      <head>
        <ConsentModeDefaults />
      </head>
      <body className="flex min-h-dvh flex-col">
        <SiteHeader locale={locale} />
        <main id="main" className="flex-1">
          <NotFoundView locale={locale} />
        </main>
        <SiteFooter locale={locale} />
        <ConsentManager locale={locale} />
      </body>
    </html>
  );
}
