import { routing } from '@/lib/i18n/routing';

/** The public path of an internal pathname in a locale: prefix, translated slugs, params filled. */
export function localizedPathname(
  locale: string,
  pathname: string,
  params: Record<string, string> = {},
): string {
  const entry = (routing.pathnames as Record<string, string | Record<string, string>>)[pathname];
  let localized = typeof entry === 'object' ? (entry[locale] ?? pathname) : (entry ?? pathname);
  for (const [key, value] of Object.entries(params)) {
    localized = localized.replace(`[${key}]`, value);
  }
  const prefix = locale === routing.defaultLocale ? '' : `/${locale}`;
  return `${prefix}${localized === '/' && prefix ? '' : localized}` || '/';
}
