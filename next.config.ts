import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: { createMessagesDeclaration: './messages/es.json' },
});

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  experimental: {
    // `[...rest]` + notFound() renders an empty shell in Next 16.4 (vercel/next.js#62228); the global
    // not-found file renders a real page. Remove when that issue is closed.
    globalNotFound: true,
  },
  async rewrites() {
    // A `[locale]/sitemap.xml` folder is taken for a metadata route; a route handler behind a rewrite is not.
    return [
      { source: '/sitemap.xml', destination: '/es/sitemap-xml' },
      { source: '/:locale(en|it|pt|fr)/sitemap.xml', destination: '/:locale/sitemap-xml' },
    ];
  },
};

export default withNextIntl(nextConfig);
