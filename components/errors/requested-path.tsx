'use client';

import { usePathname } from 'next/navigation';

import { decodePath } from '@/lib/i18n/pathnames';

/**
 * The path of the current request, as the visitor typed it. Server-rendered with the page, so the
 * 404 text names the path even with JavaScript off, while the route itself stays statically generated.
 */
export function RequestedPath() {
  return <>{decodePath(usePathname())}</>;
}
