import fs from 'node:fs';

import { pageIds, pages, type PageId } from '@/config/pages';
import { localeInfo, locales, type AppLocale } from '@/lib/i18n/locales';
import { getRuntimePathname } from '@/lib/i18n/pathnames';
import { type routing } from '@/lib/i18n/routing';
import type es from '@/messages/es.json';

export { locales, localeInfo, pageIds, pages, type AppLocale, type PageId };

type Catalogue = typeof es;

/** The UI catalogue of a locale, read from the same files the site uses. */
export function messages(locale: AppLocale): Catalogue {
  return JSON.parse(fs.readFileSync(`messages/${locale}.json`, 'utf8')) as Catalogue;
}

/**
 * The public path of an internal pathname in a locale (prefix, translated slugs, params filled),
 * for scripts that hold locales and pathnames as plain strings: the site's own getPathname.
 */
export function localizedPathname(
  locale: string,
  pathname: string,
  params: Record<string, string> = {},
): string {
  return getRuntimePathname(locale as AppLocale, { pathname, params });
}

/** The public path of an internal pathname in a locale (prefix + translated slugs), typed. */
export function localizedPath(
  locale: AppLocale,
  pathname: keyof typeof routing.pathnames,
  params: Record<string, string> = {},
): string {
  return getRuntimePathname(locale, { pathname, params });
}

/** The heading a registered page shows in a locale. */
export function expectedHeading(locale: AppLocale, id: PageId): string {
  const catalogue = messages(locale);
  if (id === 'home') return catalogue.home.heroTitle;
  const texts = catalogue.pages[id] as { heading?: string; label: string };
  return texts.heading ?? texts.label;
}

/**
 * The text of an HTML document: scripts and styles dropped, each tag replaced by `tagGap`, the
 * entities React writes decoded and runs of white space collapsed.
 */
export function htmlText(html: string, tagGap = ' '): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, tagGap)
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}
