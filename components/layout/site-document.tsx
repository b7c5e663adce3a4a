import type { ReactNode } from 'react';

import { ConsentManager } from '@/components/consent/consent-manager';
import { ConsentModeDefaults } from '@/components/consent/consent-mode-defaults';
import {
  ServerErrorStringsProvider,
  type ServerErrorStrings,
} from '@/components/errors/server-error-strings';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { localeInfo, type AppLocale } from '@/lib/i18n/locales';

type SiteDocumentProps = {
  locale: AppLocale;
  /** The error page's strings, for a document whose routes can fail (see error.tsx). */
  errorStrings?: ServerErrorStrings;
  /** What follows the page and the consent box in <body>: JSON-LD, client behaviour. */
  extras?: ReactNode;
  /** The content of <main>. */
  children: ReactNode;
};

/**
 * The site's document, shared by the locale layout and the global 404 page: the consent state
 * and Consent Mode defaults in <head>, then header, main, footer and the consent box, so the
 * consent box and the footer's "Cookie settings" work on every page.
 */
export function SiteDocument({ locale, errorStrings, extras, children }: SiteDocumentProps) {
  const page = (
    <>
      <SiteHeader locale={locale} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter locale={locale} />
    </>
  );
  return (
    // `data-consent` is set on <html> by the Consent Mode script before hydration (config/consent.ts).
    <html lang={localeInfo[locale].tag} suppressHydrationWarning>
      {/* eslint-disable-next-line @next/next/no-head-element -- an App Router document; the rule takes files outside app/ for the Pages Router, whose next/head does not apply here */}
      <head>
        <ConsentModeDefaults />
      </head>
      <body className="flex min-h-dvh flex-col">
        {errorStrings ? (
          <ServerErrorStringsProvider strings={errorStrings}>{page}</ServerErrorStringsProvider>
        ) : (
          page
        )}
        <ConsentManager locale={locale} />
        {extras}
      </body>
    </html>
  );
}
