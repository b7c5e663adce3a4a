import { headers } from 'next/headers';

import { toAppLocale, type AppLocale } from '@/lib/i18n/locales';
import { REQUESTED_PATH_HEADER } from '@/lib/requested-path-header';

/** The path the visitor asked for (set by the proxy) and the locale its prefix names. */
export async function requestedPath(): Promise<{ path: string; locale: AppLocale }> {
  const path = (await headers()).get(REQUESTED_PATH_HEADER) ?? '/';
  return { path, locale: toAppLocale(path.split('/')[1]) };
}
