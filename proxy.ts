import type { NextRequest } from 'next/server';

import { localeRouting } from '@/lib/i18n/locale-routing';
import { REQUESTED_PATH_HEADER } from '@/lib/i18n/requested-path';
import { withPageCsp } from '@/lib/security/page-csp';
import { secureCookies } from '@/lib/security/secure-cookies';

export default function proxy(request: NextRequest) {
  request.headers.set(REQUESTED_PATH_HEADER, request.nextUrl.pathname);
  return withPageCsp(request.nextUrl.pathname, secureCookies(request, localeRouting(request)));
}

export const config = {
  // Everything but API routes, Next internals, the sitemaps, feeds and robots.txt, and the folders
  // and files of public/: those are served without the proxy. A path with a dot that is none of them
  // (`/en/manual.pdf`) comes here, so its 404 names it in its locale. A new top-level entry in
  // public/ must be added here (tests/e2e/not-found.spec.ts fails until it is).
  matcher:
    '/((?!api|_next|_vercel|images/|illustrations/|downloads/|search/|icon\\.svg$|favicon\\.ico$|apple-touch-icon\\.png$|icons/|robots\\.txt$|(?:(?:en|it|pt|fr)/)?(?:sitemap|feed)\\.xml$).*)',
};
