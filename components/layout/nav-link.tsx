'use client';

import type { ReactNode } from 'react';

import type { PagePathname } from '@/config/pages';
import { Link, usePathname } from '@/lib/i18n/navigation';

type NavLinkProps = {
  href: PagePathname;
  className?: string;
  /** Also mark the link when the current page lies below it (primary navigation). */
  matchChildren?: boolean;
  children: ReactNode;
};

/** A navigation link that marks the current page (`aria-current`), styled through `aria-[current]:`. */
export function NavLink({ href, className, matchChildren = false, children }: NavLinkProps) {
  const pathname = usePathname();
  const current =
    pathname === href
      ? 'page'
      : matchChildren && href !== '/' && pathname.startsWith(`${href}/`)
        ? 'true'
        : undefined;
  return (
    <Link href={href} aria-current={current} className={className}>
      {children}
    </Link>
  );
}
