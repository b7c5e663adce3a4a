import { localeStaticParams, localeXmlHandler } from '@/components/page/locale-xml-route';
import { renderSitemap } from '@/lib/sitemap';

// Served at /sitemap.xml and /{locale}/sitemap.xml through the rewrites in next.config.ts.
export const dynamic = 'force-static';
export const dynamicParams = false;

export const generateStaticParams = localeStaticParams;

export const GET = localeXmlHandler('application/xml', renderSitemap);
