import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';

import { inter } from '@/app/fonts/inter';
import { ConsentManager } from '@/components/consent/consent-manager';
import { ConsentModeDefaults } from '@/components/consent/consent-mode-defaults';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { Platform } from '@/components/platform/platform';
import { JsonLd } from '@/components/seo/json-ld';
import { siteConfig } from '@/config/site';
import { localeInfo } from '@/lib/i18n/locales';
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
  if (!hasLocale(routing.locales, locale)) return {};
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
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);

  const [t, messages] = await Promise.all([getTranslations('site'), getMessages()]);

  return (
    <html lang={localeInfo[locale].tag} className={inter.variable}>
      <head>
        <ConsentModeDefaults />
      </head>
      <body className="flex min-h-dvh flex-col">
        {/* Only the strings client components render themselves; everything else is server-rendered. */}
        <NextIntlClientProvider locale={locale} messages={{ serverError: messages.serverError }}>
          <SiteHeader locale={locale} />
          <main id="main" className="flex-1">
            {children}
          </main>
          <SiteFooter locale={locale} />
        </NextIntlClientProvider>
        <JsonLd data={organizationJsonLd(locale, t('description'))} />
        <ConsentManager locale={locale} />
        <Platform />
      </body>
    </html>
  );
}
