import { createTranslator } from 'next-intl';

import type { AppLocale } from '@/lib/i18n/locales';

import en from '@/messages/en.json';
import es from '@/messages/es.json';
import fr from '@/messages/fr.json';
import it from '@/messages/it.json';
import pt from '@/messages/pt.json';

const catalogues = { es, en, it, pt, fr };

/** The `forms` translator of a locale, for code outside React rendering (route handlers, emails). */
export function formsTranslator(locale: AppLocale) {
  return createTranslator({ locale, messages: catalogues[locale], namespace: 'forms' });
}

/** The raw `forms.errors` templates of a locale (formatted by `formatError`). */
export function errorTemplates(locale: AppLocale): Record<string, string> {
  return catalogues[locale].forms.errors;
}
