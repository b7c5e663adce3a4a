import type { createNavigation } from 'next-intl/navigation';

import { defaultLocale } from './locales';
import { localizedTemplate, type PathnameEntry } from './route-match';
import { routing } from './routing';

type Navigation = ReturnType<
  typeof createNavigation<(typeof routing)['locales'], 'as-needed', (typeof routing)['pathnames']>
>;

type LooseHref = {
  pathname: string;
  params?: Record<string, string | number>;
  query?: Record<string, string>;
};

/**
 * next-intl's `getPathname`, typed by next-intl, written out here: importing `createNavigation`
 * anywhere on the server makes the bundler ship next-intl's client `Link` (and use-intl with it,
 * 12 KB gzip) to every page, rendered or not. A test keeps it equal to next-intl's for every route.
 */
export const getPathname: Navigation['getPathname'] = ({ locale, href, forcePrefix }) => {
  const {
    pathname,
    params = {},
    query,
  } = (typeof href === 'string' ? { pathname: href } : href) as LooseHref;
  const pathnames: Record<string, PathnameEntry> = routing.pathnames;
  const template = localizedTemplate(pathnames[pathname], locale, pathname);
  const filled = template.replace(/\[([^\]]+)\]/g, (segment, name: string) =>
    name in params ? String(params[name]) : segment,
  );
  if (filled.includes('[')) {
    throw new Error(`Missing params for ${template}: ${JSON.stringify(params)}`);
  }
  const search = query ? new URLSearchParams(query).toString() : '';
  // As next-intl: an explicit `forcePrefix` decides; otherwise only Spanish goes without one.
  const prefix = forcePrefix ?? locale !== defaultLocale;
  const prefixed = prefix ? `/${locale}${filled === '/' ? '' : filled}` : filled;
  return encodeURI(prefixed) + (search ? `?${search}` : '');
};
