import { defineRouting } from 'next-intl/routing';

import { localeCookie } from '@/config/cookies';
import { localizedPathnames } from '@/config/pages';

import { defaultLocale, locales } from './locales';

/**
 * Internal pathnames are the Spanish ones; only English translates a few of them (spec §2).
 * The pathnames come from the route declaration (config/pages.ts), so `Link` and `getPathname`
 * are type-checked against every page of the site.
 */
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  localeCookie: {
    name: localeCookie.name,
    maxAge: localeCookie.maxAgeSeconds,
    sameSite: localeCookie.sameSite,
  },
  // hreflang is rendered by our own metadata (lib/seo) on every page, and the header form would
  // duplicate it for every response, including redirects.
  alternateLinks: false,
  pathnames: localizedPathnames,
});

export type AppPathname = keyof typeof routing.pathnames;
