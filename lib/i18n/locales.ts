/** The five locales of the site with the BCP 47 tag used for `lang`, `hreflang` and `og:locale`. */
export const locales = ['es', 'en', 'it', 'pt', 'fr'] as const;

export type AppLocale = (typeof locales)[number];

export const defaultLocale: AppLocale = 'es';

type LocaleInfo = {
  tag: string;
  name: string;
  ogLocale: string;
};

export const localeInfo: Record<AppLocale, LocaleInfo> = {
  es: { tag: 'es-ES', name: 'Español', ogLocale: 'es_ES' },
  en: { tag: 'en-GB', name: 'English', ogLocale: 'en_GB' },
  it: { tag: 'it-IT', name: 'Italiano', ogLocale: 'it_IT' },
  pt: { tag: 'pt-PT', name: 'Português', ogLocale: 'pt_PT' },
  fr: { tag: 'fr-FR', name: 'Français', ogLocale: 'fr_FR' },
};

export function isAppLocale(value: unknown): value is AppLocale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/**
 * `value` when it names a locale, else Spanish. Under `[locale]` the layout has already rejected
 * unknown locales (`dynamicParams = false`), so there this only narrows the type.
 */
export function toAppLocale(value: unknown): AppLocale {
  return isAppLocale(value) ? value : defaultLocale;
}

/** Where a locale's sitemap is served: `/sitemap.xml` for Spanish, `/{locale}/sitemap.xml` else. */
export function sitemapPath(locale: AppLocale): string {
  return locale === defaultLocale ? '/sitemap.xml' : `/${locale}/sitemap.xml`;
}
