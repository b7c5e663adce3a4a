import { getLocale } from 'next-intl/server';
import type { ReactNode } from 'react';

import type { PagePathname } from '@/config/pages';
import { getPathname } from '@/lib/i18n/navigation';

import { CurrentLink } from './current-link';

type NavLinkProps = {
  href: PagePathname;
  className?: string;
  /** Also mark the link when the current page lies below it (primary navigation). */
  matchChildren?: boolean;
  children: ReactNode;
};

/**
 * A navigation link that marks the current page (`aria-current`), styled through `aria-[current]:`.
 * The path is resolved here; the client leaf only compares it with the browser's.
 */
export async function NavLink({ href, className, matchChildren = false, children }: NavLinkProps) {
  const locale = await getLocale();
  const visible = getPathname({ locale, href });
  // While a page is prerendered Next reports the internal path (vercel/next.js#73085): the
  // Spanish slug behind the locale segment. Both forms name this page.
  const internal = `/${locale}${href === '/' ? '' : href}`;
  return (
    <CurrentLink
      href={visible}
      paths={visible === internal ? [visible] : [visible, internal]}
      matchChildren={matchChildren && href !== '/'}
      className={className}
    >
      {children}
    </CurrentLink>
  );
}
