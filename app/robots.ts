import type { MetadataRoute } from 'next';

import { sitemapUrls } from '@/lib/sitemap';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/'] }],
    sitemap: sitemapUrls(),
  };
}
