import { createTranslator } from 'next-intl';

import { catalogues } from '@/lib/i18n/catalogues';
import type { AppLocale } from '@/lib/i18n/locales';

/** The `forms` translator of a locale, for code outside React rendering (route handlers, emails). */
export function formsTranslator(locale: AppLocale) {
  return createTranslator({ locale, messages: catalogues[locale], namespace: 'forms' });
}

/** The `forms` messages of a locale as plain data (for lookups by dynamic key). */
export function formsMessages(locale: AppLocale) {
  return catalogues[locale].forms;
}

/** The raw `forms.errors` templates of a locale (formatted by `formatError`). */
export function errorTemplates(locale: AppLocale): Record<string, string> {
  return catalogues[locale].forms.errors;
}

/**
 * Codes only the server gives (the token's and the request's checks, and the no-JavaScript refusal
 * page's link): its answers carry them already localized, so the browser never formats them.
 */
const serverOnlyErrors: ReadonlySet<string> = new Set([
  'tooFast',
  'expired',
  'confirm',
  'rejected',
  'replayed',
  'forbidden',
  'tooLarge',
  'badRequest',
  'goBack',
] satisfies (keyof ReturnType<typeof formsMessages>['errors'])[]);

/** The templates a form's browser code can need: the schemas' codes and the send step's own. */
export function browserErrorTemplates(locale: AppLocale): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errorTemplates(locale)).filter(([code]) => !serverOnlyErrors.has(code)),
  );
}
