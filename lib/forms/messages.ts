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
