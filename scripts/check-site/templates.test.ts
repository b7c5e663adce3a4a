import { describe, expect, it } from 'vitest';

import { routing } from '@/lib/i18n/routing';

import { createTemplateMatcher, type RoutingShape } from './templates';

const fake: RoutingShape = {
  locales: ['es', 'en'],
  defaultLocale: 'es',
  pathnames: {
    '/': '/',
    '/[token]': '/[token]',
    '/recambios': { es: '/recambios', en: '/spare-parts' },
    '/recambios/[hash]': { es: '/recambios/[hash]', en: '/spare-parts/[hash]' },
    '/noticias/[slug]': '/noticias/[slug]',
  },
};

describe('createTemplateMatcher', () => {
  const templateOf = createTemplateMatcher(fake);

  it('maps public paths of every locale to their route template', () => {
    expect(templateOf('/')).toEqual({ locale: 'es', template: '/' });
    expect(templateOf('/en')).toEqual({ locale: 'en', template: '/' });
    expect(templateOf('/en/spare-parts/AB12')).toEqual({
      locale: 'en',
      template: '/recambios/[hash]',
    });
    expect(templateOf('/noticias/que-es-edtech/')).toEqual({
      locale: 'es',
      template: '/noticias/[slug]',
    });
  });

  it('prefers a static path to a catch-all segment', () => {
    expect(templateOf('/recambios')).toEqual({ locale: 'es', template: '/recambios' });
    expect(templateOf('/en/spare-parts')).toEqual({ locale: 'en', template: '/recambios' });
    expect(templateOf('/ZF4EVZ')).toEqual({ locale: 'es', template: '/[token]' });
  });

  it('does not take a Spanish slug for an English path it translates', () => {
    expect(templateOf('/en/recambios')).toEqual({ locale: 'en', template: '/[token]' });
    expect(templateOf('/en/a/b/c')).toBeNull();
  });

  it('knows every route of the site', () => {
    const siteTemplateOf = createTemplateMatcher(routing as unknown as RoutingShape);
    expect(siteTemplateOf('/en/sustainability/audits')?.template).toBe(
      '/sostenibilidad/auditorias',
    );
  });
});
