import NextLink from 'next/link';
import { getLocale } from 'next-intl/server';
import type { ComponentProps } from 'react';

import type { createNavigation } from 'next-intl/navigation';

import { getPathname } from './pathnames';
import type { routing } from './routing';

export { getPathname } from './pathnames';

type LinkProps = ComponentProps<
  ReturnType<
    typeof createNavigation<(typeof routing)['locales'], 'as-needed', (typeof routing)['pathnames']>
  >['Link']
>;

/**
 * The only way to link inside the site: it keeps the locale prefix and the translated slugs.
 * Resolved on the server into a plain `next/link`, unlike next-intl's own `Link`, whose client
 * half needs `NextIntlClientProvider` and with it use-intl in every page's JavaScript (12 KB gzip).
 */
export async function Link({ href, locale, ...rest }: LinkProps) {
  const target = locale ?? (await getLocale());
  const route =
    typeof href === 'object'
      ? { pathname: href.pathname, params: 'params' in href ? href.params : undefined }
      : href;
  const pathname = getPathname({
    locale: target,
    // @ts-expect-error -- the pathname/params pair comes from `href`, which is type-checked as such.
    href: route,
    // Changing the language always carries the prefix, so the proxy updates the locale cookie.
    forcePrefix: locale !== undefined || undefined,
  });
  return <NextLink {...rest} href={typeof href === 'object' ? { ...href, pathname } : pathname} />;
}
