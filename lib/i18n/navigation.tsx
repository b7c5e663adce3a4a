import type { createNavigation } from 'next-intl/navigation';
import { getLocale } from 'next-intl/server';
import type { ComponentProps } from 'react';

import { getPathname } from './pathnames';
import type { routing } from './routing';

export { getPathname } from './pathnames';

/** A route of the site, typed by next-intl from `routing.pathnames` (with its params and query). */
type Href = ComponentProps<
  ReturnType<
    typeof createNavigation<(typeof routing)['locales'], 'as-needed', (typeof routing)['pathnames']>
  >['Link']
>['href'];

export type LinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  href: Href;
  /** Another language's version of the page (the link then always carries the prefix). */
  locale?: (typeof routing)['locales'][number];
  /** `false`: not prefetched when it scrolls into view (a link rarely followed). */
  prefetch?: false;
};

/**
 * The only way to link inside the site: it keeps the locale prefix and the translated slugs.
 * A plain `<a>`, resolved on the server: the platform's navigation controller turns its clicks
 * into client navigations and prefetches it while it is in view
 * (components/platform/navigation-controller.ts), so no link code ships to the browser.
 */
export async function Link({ href, locale, prefetch, ...rest }: LinkProps) {
  const target = locale ?? (await getLocale());
  const pathname = getPathname({
    locale: target,
    // @ts-expect-error -- the pathname/params pair comes from `href`, which is type-checked as such.
    href,
    // Changing the language always carries the prefix, so the proxy updates the locale cookie.
    forcePrefix: locale !== undefined || undefined,
  });
  return <a {...rest} href={pathname} data-no-prefetch={prefetch === false ? '' : undefined} />;
}
