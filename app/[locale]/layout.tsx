import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';

import { SiteDocument } from '@/components/layout/site-document';
import { Platform } from '@/components/platform/platform';
import { JsonLd } from '@/components/seo/json-ld';
import { siteConfig } from '@/config/site';
import { routing } from '@/lib/i18n/routing';
import { pageLocale } from '@/lib/pages';
import { organizationJsonLd, siteIconsMetadata } from '@/lib/seo';
import { THEME_COLOR } from '@/lib/site-icons';

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
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'site' });
  return {
    metadataBase: new URL(siteConfig.url),
    title: { default: siteConfig.name, template: `%s | ${siteConfig.name}` },
    description: t('description'),
    applicationName: siteConfig.name,
    ...siteIconsMetadata(locale),
    formatDetection: { telephone: false },
  };
}

export const viewport: Viewport = {
  themeColor: THEME_COLOR,
  width: 'device-width',
  initialScale: 1,
};

export default async function LocaleLayout({ children, params }: LocaleLayoutProps) {
  const { locale } = await params;
  // The one gate of the site's locales: every route below reads its locale with `pageLocale`.
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);

  const [t, tError] = await Promise.all([getTranslations('site'), getTranslations('serverError')]);

  return (
    <SiteDocument
      locale={locale}
      // Client components get their strings as props; the error page, which takes none, from here.
      errorStrings={{ heading: tError('heading'), body: tError('body'), retry: tError('retry') }}
      extras={
        <>
          <JsonLd data={organizationJsonLd(locale, t('description'))} />
          <Platform />
        </>
      }
    >
      {children}
    </SiteDocument>
  );
}
