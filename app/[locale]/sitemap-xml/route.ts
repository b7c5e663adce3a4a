import { isAppLocale, locales } from '@/lib/i18n/locales';
import { renderSitemap } from '@/lib/sitemap';

// Served at /sitemap.xml and /{locale}/sitemap.xml through the rewrites in next.config.ts.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isAppLocale(locale)) return new Response('Not found', { status: 404 });
  return new Response(renderSitemap(locale), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
}
