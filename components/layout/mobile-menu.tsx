'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, type ReactNode } from 'react';

type MobileMenuProps = {
  label: string;
  title: string;
  children: ReactNode;
};

/** A `<details>` panel, so the menu opens without JavaScript; with it, it closes after navigating. */
export function MobileMenu({ label, title, children }: MobileMenuProps) {
  const ref = useRef<HTMLDetailsElement>(null);
  const pathname = usePathname();
  // The page it was last shown on: the effect also runs at hydration, and closing there shut a menu
  // the visitor had opened while the scripts loaded, under their finger.
  const shownOn = useRef(pathname);

  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    if (ref.current) ref.current.open = false;
  }, [pathname]);

  return (
    <details ref={ref} className="group lg:hidden">
      <summary
        aria-label={label}
        className="flex size-11 cursor-pointer items-center justify-center rounded-full hover:bg-surface"
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" fill="none">
          <path
            d="M4 7h16M4 12h16M4 17h16"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            className="group-open:hidden"
          />
          <path
            d="M6 6l12 12M18 6 6 18"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            className="hidden group-open:block"
          />
        </svg>
      </summary>
      <div className="fixed inset-x-0 top-16 bottom-0 overflow-y-auto border-t border-line bg-white px-5 pt-4 pb-10">
        <p className="mb-2 eyebrow">{title}</p>
        {children}
      </div>
    </details>
  );
}
