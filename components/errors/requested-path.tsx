'use client';

import { usePathname } from 'next/navigation';

/**
 * The path of the current request. Server-rendered with the page, so the 404 text names the path
 * even with JavaScript off, while the route itself stays statically generated.
 */
export function RequestedPath() {
  return <>{usePathname()}</>;
}
