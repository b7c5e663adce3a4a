import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';

import { inter } from '@/app/fonts/inter';
import { ConsentManager } from '@/components/consent/consent-manager';
import { ConsentModeDefaults } from '@/components/consent/consent-mode-defaults';
import { ServerErrorStringsProvider } from '@/components/errors/server-error-strings';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { Platform } from '@/components/platform/platform';
import { JsonLd } from '@/components/seo/json-ld';
import { siteConfig } from '@/config/site';
import { isAppLocale, localeInfo } from '@/lib/i18n/locales';
import { routing } from '@/lib/i18n/routing';
import { organizationJsonLd } from '@/lib/seo';

import '../globals.css';

type LocaleLayoutProps = {
  children: ReactNode;
  params: Promise<{ locale: string }>;
};

export const dynamicParams = false;

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: LocaleLayoutProps): Promise<Metadata> {
  const { locale } = await params;
  if (!isAppLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'site' });
  return {
    metadataBase: new URL(siteConfig.url),
    title: { default: siteConfig.name, template: `%s | ${siteConfig.name}` },
    description: t('description'),
    applicationName: siteConfig.name,
    icons: { icon: '/icon.svg' },
    formatDetection: { telephone: false },
  };
}

export const viewport: Viewport = {
  themeColor: '#0a0f1c',
  width: 'device-width',
  initialScale: 1,
};

export default async function LocaleLayout({ children, params }: LocaleLayoutProps) {
  const { locale } = await params;
  if (!isAppLocale(locale)) notFound();
  setRequestLocale(locale);

  const [t, tError] = await Promise.all([getTranslations('site'), getTranslations('serverError')]);

  return (
    // `data-consent` is set on <html> by the Consent Mode script before hydration (config/consent.ts).
    <html lang={localeInfo[locale].tag} className={inter.variable} suppressHydrationWarning>
      <head>
        <ConsentModeDefaults />
      </head>
      <body className="flex min-h-dvh flex-col">
        {/* Client components get their strings as props; the error page, which takes none, from here. */}
        <ServerErrorStringsProvider
          strings={{ heading: tError('heading'), body: tError('body'), retry: tError('retry') }}
        >
          <SiteHeader locale={locale} />
          <main id="main" className="flex-1">
            {children}
          </main>
          <SiteFooter locale={locale} />
        </ServerErrorStringsProvider>
        <JsonLd data={organizationJsonLd(locale, t('description'))} />
        <ConsentManager locale={locale} />
        <Platform />
      </body>
    </html>
  );
}
