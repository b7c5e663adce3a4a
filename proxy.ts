import createMiddleware from 'next-intl/middleware';
import type { NextRequest } from 'next/server';

import { routing } from '@/lib/i18n/routing';
import { withPageCsp } from '@/lib/security/page-csp';
import { secureCookies } from '@/lib/security/secure-cookies';

const handleI18nRouting = createMiddleware(routing);

/** Request header carrying the path the visitor asked for, for the 404 page (`Page not found: {path}`). */
export const REQUESTED_PATH_HEADER = 'x-synetech-path';

export default function proxy(request: NextRequest) {
  request.headers.set(REQUESTED_PATH_HEADER, request.nextUrl.pathname);
  return withPageCsp(request.nextUrl.pathname, secureCookies(request, handleI18nRouting(request)));
}

export const config = {
  // Everything but API routes, Next internals and files with an extension (sitemaps, images, feeds).
  matcher: '/((?!api|_next|_vercel|.*\\..*).*)',
};
