import { headers } from 'next/headers';

import { toAppLocale, type AppLocale } from './locales';

/**
 * Request header carrying the path the visitor asked for (set by proxy.ts; for a path that does not
 * decode, the path it is rendered as), from which the 404 page outside the locale layout takes its
 * language ({@link requestedPath}).
 */
export const REQUESTED_PATH_HEADER = 'x-synetech-path';

/** The path the visitor asked for (set by the proxy) and the locale its prefix names. */
export async function requestedPath(): Promise<{ path: string; locale: AppLocale }> {
  const path = (await headers()).get(REQUESTED_PATH_HEADER) ?? '/';
  return { path, locale: toAppLocale(path.split('/')[1]) };
}
