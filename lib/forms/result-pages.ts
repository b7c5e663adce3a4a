import type { AppLocale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';

/** Where a stored submission leads: the confirmation page with its reference. */
export function confirmationPath(locale: AppLocale, reference: string): string {
  return getPathname({
    locale,
    href: { pathname: '/contacto/solicitud-enviada', query: { ref: reference } },
  });
}

/** The page that shows a draft again (rendered on request). */
export function reviewPath(locale: AppLocale): string {
  return getPathname({ locale, href: '/contacto/revisar' });
}

/** The warranty result page (rendered on request), for a serial. */
export function warrantyResultPath(locale: AppLocale, serial?: string): string {
  const pathname = '/soporte/garantia/consulta-tu-garantia/resultado';
  return getPathname({
    locale,
    href: serial === undefined ? pathname : { pathname, query: { serie: serial } },
  });
}
