import type { NextRequest } from 'next/server';
import createMiddleware from 'next-intl/middleware';

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
  // Everything but API routes, Next internals, the sitemaps, feeds and robots.txt, and the folders
  // and files of public/: those are served without the proxy. A path with a dot that is none of them
  // (`/en/manual.pdf`) comes here, so its 404 names it in its locale. A new top-level entry in
  // public/ must be added here (tests/e2e/not-found.spec.ts fails until it is).
  matcher:
    '/((?!api|_next|_vercel|images/|illustrations/|downloads/|search/|icon\\.svg$|robots\\.txt$|(?:(?:en|it|pt|fr)/)?(?:sitemap|feed)\\.xml$).*)',
};
