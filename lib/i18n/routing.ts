import { defineRouting } from 'next-intl/routing';

import { localeCookie } from '@/config/cookies';

import { defaultLocale, locales } from './locales';

/**
 * Internal pathnames are the Spanish ones; only English translates a few of them (spec §2).
 * Every page of the site is listed so that `Link` and `getPathname` are type-checked.
 */
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  localeCookie: {
    name: localeCookie.name,
    maxAge: localeCookie.maxAgeSeconds,
    sameSite: localeCookie.sameSite,
  },
  // hreflang is rendered by our own metadata (lib/seo) on every page, and the header form would
  // duplicate it for every response, including redirects.
  alternateLinks: false,
  pathnames: {
    '/': '/',
    '/contacto': '/contacto',
    '/contacto/solicitud-enviada': '/contacto/solicitud-enviada',
    // Rendered on request (not in the page registry): a JavaScript-free form that needs changes.
    '/contacto/revisar': '/contacto/revisar',
    // Rendered on request (not in the page registry): the results of a site search, `?q=…`.
    '/buscar': '/buscar',
    '/noticias': '/noticias',
    '/noticias/pagina/[page]': '/noticias/pagina/[page]',
    '/noticias/categoria/[category]': '/noticias/categoria/[category]',
    '/noticias/[slug]': '/noticias/[slug]',
    '/recambios': { es: '/recambios', en: '/spare-parts' },
    '/recambios/[hash]': { es: '/recambios/[hash]', en: '/spare-parts/[hash]' },
    '/[token]': '/[token]',
    '/sostenibilidad': { es: '/sostenibilidad', en: '/sustainability' },
    '/sostenibilidad/solicitud': { es: '/sostenibilidad/solicitud', en: '/sustainability/request' },
    '/sostenibilidad/auditorias': {
      es: '/sostenibilidad/auditorias',
      en: '/sustainability/audits',
    },
    '/trabaja-con-nosotros': '/trabaja-con-nosotros',
    '/politica-de-privacidad': '/politica-de-privacidad',
    '/software-bytello-class': '/software-bytello-class',
    '/software-educativo-edsuite': '/software-educativo-edsuite',
    '/software-educativo-edsuite/synetech-class': '/software-educativo-edsuite/synetech-class',
    '/demo-gratuita-de-pantalla-interactiva': '/demo-gratuita-de-pantalla-interactiva',
    '/educacion': '/educacion',
    '/empresas': '/empresas',
    '/retail': '/retail',
    '/pantallas-led': '/pantallas-led',
    '/pantallas-led/shinelink-plus': '/pantallas-led/shinelink-plus',
    '/pantallas-interactivas-educacion': '/pantallas-interactivas-educacion',
    '/pantallas-interactivas-educacion/ia': '/pantallas-interactivas-educacion/ia',
    '/pantallas-interactivas-educacion/cyse': '/pantallas-interactivas-educacion/cyse',
    '/pantallas-interactivas-educacion/taurus': '/pantallas-interactivas-educacion/taurus',
    '/pantallas-interactivas-educacion/piscis-infinity-a1':
      '/pantallas-interactivas-educacion/piscis-infinity-a1',
    '/soporte': '/soporte',
    '/soporte/garantia': '/soporte/garantia',
    '/soporte/garantia/paises': '/soporte/garantia/paises',
    '/soporte/garantia/resumen-garantia': '/soporte/garantia/resumen-garantia',
    '/soporte/garantia/synetech-care-plus': '/soporte/garantia/synetech-care-plus',
    '/soporte/garantia/consulta-tu-garantia': '/soporte/garantia/consulta-tu-garantia',
    '/soporte/garantia/consulta-tu-garantia/resultado':
      '/soporte/garantia/consulta-tu-garantia/resultado',
    '/soporte/asistencia-tecnica': '/soporte/asistencia-tecnica',
    '/soporte/reparacion-pantallas-led': '/soporte/reparacion-pantallas-led',
    '/soporte/descargas': '/soporte/descargas',
    '/soporte/descargas/pantallas-led': '/soporte/descargas/pantallas-led',
    '/soporte/descargas/pantallas-led/[code]': '/soporte/descargas/pantallas-led/[code]',
    '/soporte/descargas/pantallas-interactivas': '/soporte/descargas/pantallas-interactivas',
    '/soporte/descargas/pantallas-interactivas-empresas':
      '/soporte/descargas/pantallas-interactivas-empresas',
    '/soporte/descargas/pantallas-interactivas-educacion':
      '/soporte/descargas/pantallas-interactivas-educacion',
  },
});

export type AppPathname = keyof typeof routing.pathnames;
