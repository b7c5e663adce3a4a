import { isAppLocale, locales, type AppLocale } from '@/lib/i18n/locales';

type LocaleRouteContext = { params: Promise<{ locale: string }> };

/** `generateStaticParams` of a route under `[locale]`: one static copy per locale. */
export function localeStaticParams() {
  return locales.map((locale) => ({ locale }));
}

/**
 * The `GET` of an XML document rendered per locale (sitemap, news feed); 404 for anything that is
 * not a locale. Segment config (`dynamic`, `dynamicParams`) stays in the route file: Next only
 * reads it from the file's own literal exports.
 */
export function localeXmlHandler(
  contentType: 'application/xml' | 'application/rss+xml',
  render: (locale: AppLocale) => string | Promise<string>,
) {
  return async function GET(_request: Request, { params }: LocaleRouteContext) {
    const { locale } = await params;
    if (!isAppLocale(locale)) return new Response('Not found', { status: 404 });
    return new Response(await render(locale), {
      headers: { 'Content-Type': `${contentType}; charset=utf-8` },
    });
  };
}
