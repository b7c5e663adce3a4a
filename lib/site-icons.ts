import { defaultLocale, localeInfo, type AppLocale } from '@/lib/i18n/locales';

/**
 * The icons browsers, home screens and feed readers ask for, all drawn from the logo
 * (public/icon.svg) at build time by scripts/build/icons.ts, and the web app manifest of each
 * locale that lists them. One list for the generator, the pages' head (lib/seo.ts) and the checks.
 */

/** The browser's bar colour (the page's viewport `themeColor`) and the manifest's. */
export const THEME_COLOR = '#0a0f1c';

/** The logo's own square: fills what the platform crops (touch icon corners, maskable margin). */
export const LOGO_BACKGROUND = '#1f4fe0';

/** Asked for at the root by browsers, feed readers and bookmark services whatever the page says. */
export const favicon = { path: '/favicon.ico', sizes: [16, 32, 48], type: 'image/x-icon' } as const;

/** iOS "Add to Home Screen" (asked for at the root too); opaque, iOS rounds the corners itself. */
export const touchIcon = { path: '/apple-touch-icon.png', size: 180, type: 'image/png' } as const;

export type ManifestIcon = { path: string; size: number; purpose: 'any' | 'maskable' };

/** Android's home screen and install prompt: 192 and 512 px, and one with the safe-zone margin. */
export const manifestIcons: readonly ManifestIcon[] = [
  { path: '/icons/icon-192.png', size: 192, purpose: 'any' },
  { path: '/icons/icon-512.png', size: 512, purpose: 'any' },
  { path: '/icons/icon-maskable-512.png', size: 512, purpose: 'maskable' },
];

/** Where the manifest of a locale is served. */
export function manifestPath(locale: AppLocale): string {
  return `/icons/manifest-${locale}.webmanifest`;
}

export type ManifestTexts = { name: string; description: string };

/**
 * The web app manifest of a locale: its language, home page and texts (the manifest format allows
 * one language per file, so each locale's pages link their own). The one `id` makes the five one
 * app to the browser, whichever language it was added from.
 */
export function webManifest(locale: AppLocale, texts: ManifestTexts) {
  return {
    id: '/',
    name: texts.name,
    short_name: texts.name,
    description: texts.description,
    lang: localeInfo[locale].tag,
    dir: 'ltr',
    start_url: locale === defaultLocale ? '/' : `/${locale}`,
    scope: '/',
    display: 'minimal-ui',
    theme_color: THEME_COLOR,
    background_color: '#ffffff',
    icons: manifestIcons.map(({ path, size, purpose }) => ({
      src: path,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose,
    })),
  };
}
