import type { AppLocale } from '@/lib/i18n/locales';
import { getRuntimePathname } from '@/lib/i18n/pathnames';

/**
 * The public path of an internal pathname in a locale (prefix, translated slugs, params filled),
 * for scripts and tests that hold locales and pathnames as plain strings: the site's own getPathname.
 */
export function localizedPathname(
  locale: string,
  pathname: string,
  params: Record<string, string> = {},
): string {
  return getRuntimePathname(locale as AppLocale, { pathname, params });
}
