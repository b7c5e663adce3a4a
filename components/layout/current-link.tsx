'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';

import { currentState } from './current-state';

type CurrentLinkProps = {
  href: string;
  /** Every path that means "this page" (visible and internal forms). */
  paths: readonly string[];
  matchChildren: boolean;
  className?: string;
  children: ReactNode;
};

/** A link that knows whether it points at the page on screen: the only client part of `NavLink`. */
export function CurrentLink({ href, paths, matchChildren, className, children }: CurrentLinkProps) {
  return (
    <a
      href={href}
      aria-current={currentState(usePathname(), paths, matchChildren)}
      className={className}
    >
      {children}
    </a>
  );
}
