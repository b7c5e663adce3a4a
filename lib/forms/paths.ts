import type { AppLocale } from '@/lib/i18n/locales';

/** A path of the site in `locale` (the form-related pages keep their Spanish slug everywhere). */
export function localizedPath(locale: AppLocale, path: string): string {
  return locale === 'es' ? path : `/${locale}${path}`;
}

/** Where a stored submission leads: the confirmation page with its reference. */
export function confirmationPath(locale: AppLocale, reference: string): string {
  return `${localizedPath(locale, '/contacto/solicitud-enviada')}?ref=${encodeURIComponent(reference)}`;
}

/** The page that shows a draft again (rendered on request). */
export function reviewPath(locale: AppLocale): string {
  return localizedPath(locale, '/contacto/revisar');
}

/** The warranty result page (rendered on request), for a serial. */
export function warrantyResultPath(locale: AppLocale, serial?: string): string {
  const path = localizedPath(locale, '/soporte/garantia/consulta-tu-garantia/resultado');
  return serial === undefined ? path : `${path}?serie=${encodeURIComponent(serial)}`;
}
