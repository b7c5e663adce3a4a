/** The five locales of the site with the BCP 47 tag used for `lang`, `hreflang` and `og:locale`. */
export const locales = ['es', 'en', 'it', 'pt', 'fr'] as const;

export type AppLocale = (typeof locales)[number];

export const defaultLocale: AppLocale = 'es';

type LocaleInfo = {
  tag: string;
  name: string;
  ogLocale: string;
  /**
   * The language's name for search (Orama's tokenizer, `@orama/stemmers/<name>` and
   * `@orama/stopwords/<name>`); lib/search's tables are keyed by it, so a new language fails `tsc`
   * until its stemmer and stop words are listed there.
   */
  searchLanguage: string;
};

export const localeInfo = {
  es: { tag: 'es-ES', name: 'Español', ogLocale: 'es_ES', searchLanguage: 'spanish' },
  en: { tag: 'en-GB', name: 'English', ogLocale: 'en_GB', searchLanguage: 'english' },
  it: { tag: 'it-IT', name: 'Italiano', ogLocale: 'it_IT', searchLanguage: 'italian' },
  pt: { tag: 'pt-PT', name: 'Português', ogLocale: 'pt_PT', searchLanguage: 'portuguese' },
  fr: { tag: 'fr-FR', name: 'Français', ogLocale: 'fr_FR', searchLanguage: 'french' },
} as const satisfies Record<AppLocale, LocaleInfo>;

/** The languages search knows, one per locale. */
export type SearchLanguage = (typeof localeInfo)[AppLocale]['searchLanguage'];

/**
 * Whether a value from outside a route's params (a path in the proxy, a query string, a script's
 * argument) names a locale. A route below `[locale]` reads its own with `pageLocale` (lib/pages.ts).
 */
export function isAppLocale(value: unknown): value is AppLocale {
  return locales.some((locale) => locale === value);
}

/** `value` when it names a locale, else Spanish (an API's `?locale=`, a configured inbox locale). */
export function toAppLocale(value: unknown): AppLocale {
  return isAppLocale(value) ? value : defaultLocale;
}

/** Where a locale's sitemap is served: `/sitemap.xml` for Spanish, `/{locale}/sitemap.xml` else. */
export function sitemapPath(locale: AppLocale): string {
  return locale === defaultLocale ? '/sitemap.xml' : `/${locale}/sitemap.xml`;
}
