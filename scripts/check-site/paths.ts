import type { AppLocale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/pathnames';

/**
 * The public path of an internal pathname in a locale (prefix, translated slugs, params filled),
 * for scripts and tests that hold locales and pathnames as plain strings: the site's own getPathname.
 */
export function localizedPathname(
  locale: string,
  pathname: string,
  params: Record<string, string> = {},
): string {
  // @ts-expect-error -- untyped callers: an unknown pathname comes back as it is, as in next-intl.
  return getPathname({ locale: locale as AppLocale, href: { pathname, params } });
}
