import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

import { defaultLocale, locales } from './lib/i18n/locales';
import { securityHeaders } from './lib/security/headers';

const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: { createMessagesDeclaration: './messages/es.json' },
});

// One id per build, inherited by every build worker through the environment; pages compare it with
// /api/build to notice a deploy (lib/platform/build-id.ts). APP_BUILD_ID (a git sha, say) pins it.
process.env.NEXT_PUBLIC_BUILD_ID ||= (
  process.env.APP_BUILD_ID || `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`
).replace(/[^\w.-]/g, '-');

// The prefixed locales as a path-to-regexp alternation (`en|it|pt|fr`), from the one locale list.
const prefixed = locales.filter((locale) => locale !== defaultLocale).join('|');

const nextConfig: NextConfig = {
  poweredByHeader: false,
  generateBuildId: () => process.env.NEXT_PUBLIC_BUILD_ID ?? null,
  reactStrictMode: true,
  // Next's own trailing-slash redirect runs before the proxy, so `/es/` took two hops (308 to `/es`,
  // then the proxy's 307 to `/`). `redirects()` below puts the same redirect back for every path but
  // `/es/…`, which the proxy sends to its unprefixed page in one hop (next-intl drops the slash).
  skipTrailingSlashRedirect: true,
  // PGlite loads its WebAssembly and data files from its own package folder at run time.
  // fs-native-extensions loads its prebuilt addon by a computed path, which a bundle cannot follow.
  serverExternalPackages: ['@electric-sql/pglite', 'fs-native-extensions'],
  typescript: {
    // The test command type-checks the tree once, with `tsc --noEmit` as a stage of its own
    // (scripts/test-all.sh), and sets this for its two builds of the same sources. Any other build
    // checks types as usual.
    ignoreBuildErrors: process.env.BUILD_TYPES_CHECKED === '1',
  },
  experimental: {
    // `npm run build` starts from an empty .next (stale development types can break it), so a
    // build cache would be written on every build and never read: 100 MB and 10–30 s of CPU.
    turbopackFileSystemCacheForBuild: false,
    // `[...rest]` + notFound() renders an empty shell in Next 16.4 (vercel/next.js#62228); the global
    // not-found file renders a real page. Remove when that issue is closed.
    globalNotFound: true,
  },
  async headers() {
    // Pages get their own CSP (inline script hashes) from proxy.ts, which replaces this one.
    return [{ source: '/:path*', headers: securityHeaders() }];
  },
  async rewrites() {
    // A `[locale]/sitemap.xml` folder is taken for a metadata route; a route handler behind a rewrite is not.
    return [
      { source: '/sitemap.xml', destination: '/es/sitemap-xml' },
      { source: `/:locale(${prefixed})/sitemap.xml`, destination: '/:locale/sitemap-xml' },
      { source: '/feed.xml', destination: '/es/feed-xml' },
      { source: `/:locale(${prefixed})/feed.xml`, destination: '/:locale/feed-xml' },
    ];
  },
  async redirects() {
    // A visitor trimming /noticias/pagina/2 or /noticias/categoria/x lands on the listing, not a 404;
    // page 1 of the listing is /noticias itself.
    const news = ':part(pagina|categoria|pagina/1)';
    return [
      // Next's `/:path+/` → `/:path+` (see skipTrailingSlashRedirect), first as Next's is.
      {
        source: '/:first((?!es(?:/|$))[^/]+)/:rest*/',
        destination: '/:first/:rest*',
        permanent: true,
      },
      { source: `/noticias/${news}`, destination: '/noticias', permanent: true },
      {
        source: `/:locale(${prefixed})/noticias/${news}`,
        destination: '/:locale/noticias',
        permanent: true,
      },
    ];
  },
};

export default withNextIntl(nextConfig);
