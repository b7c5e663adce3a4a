import { defaultLocale, type AppLocale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';

/** Public path of a locale's RSS feed (served through the rewrites in next.config.ts). */
export function feedPath(locale: AppLocale): string {
  return locale === defaultLocale ? '/feed.xml' : `/${locale}/feed.xml`;
}

/** Public path of an article's Open Graph image (the route of its opengraph-image.tsx). */
export function articleImagePath(locale: AppLocale, slug: string): string {
  const page = getPathname({ locale, href: { pathname: '/noticias/[slug]', params: { slug } } });
  return `${page}/opengraph-image`;
}

/** A news listing page's href: page 1 is /noticias itself. */
export function newsPageHref(page: number) {
  return page === 1
    ? ('/noticias' as const)
    : { pathname: '/noticias/pagina/[page]' as const, params: { page: String(page) } };
}
