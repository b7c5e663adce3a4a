// The words of the generated PDFs: messages through next-intl (as the pages get them), dates and
// numbers in the document's language, the site's addresses, and the characters the font can print.
import { createTranslator } from 'next-intl';

import { catalogues } from '@/lib/i18n/catalogues';
import { localeInfo, type AppLocale } from '@/lib/i18n/locales';
import { absoluteUrl, type Href } from '@/lib/seo';

/** The site's messages in `locale`; a missing key or a bad placeholder fails the build. */
export function pdfTranslator(locale: AppLocale) {
  return createTranslator({
    locale,
    messages: catalogues[locale],
    onError: (error) => {
      throw error;
    },
  });
}

/** Dates and numbers as the region of `locale` writes them (en-GB: "12 June 2026"), read in UTC. */
export function pdfFormatter(locale: AppLocale) {
  const { tag } = localeInfo[locale];
  const dates = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' });
  const numbers = new Intl.NumberFormat(tag);
  return {
    /** A `Date`, or a calendar day as `YYYY-MM-DD`. */
    date: (date: Date | string) =>
      dates.format(typeof date === 'string' ? new Date(`${date}T00:00:00Z`) : date),
    number: (value: number) => numbers.format(value),
  };
}

/** "français" → "Français": a word that starts a line or a field. */
export function upperFirst(text: string, locale: AppLocale): string {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

/** The name of `locale` in its own language ("Français"). */
export function languageName(locale: AppLocale): string {
  const name = new Intl.DisplayNames([localeInfo[locale].tag], { type: 'language' }).of(locale);
  return name ? upperFirst(name, locale) : locale;
}

/** An address as printed on paper, without the scheme: `synetechworld.com/en/…`. */
export function printedUrl(url: string): string {
  return url.replace(/^https?:\/\//, '');
}

/** A page of the site in `locale`, as printed on paper. */
export function printedPageUrl(locale: AppLocale, href: Href): string {
  return printedUrl(absoluteUrl(locale, href));
}

/** Inter's latin subset (as @fontsource splits it): text outside it would print as empty boxes. */
const printable =
  /^[\u0000-\u00ff\u0131\u0152\u0153\u02bb\u02bc\u02c6\u02da\u02dc\u0304\u0308\u0329\u2000-\u206f\u20ac\u2122\u2191\u2193\u2212\u2215\ufeff\ufffd]*$/;

/** Returns `text`, or throws naming `where` when the PDF font cannot print one of its characters. */
export function checkPrintable(text: string, where: string): string {
  if (!printable.test(text)) {
    const bad = [...text].filter((char) => !printable.test(char)).join(' ');
    throw new Error(`${where} has characters the PDF font lacks: ${bad}`);
  }
  return text;
}
