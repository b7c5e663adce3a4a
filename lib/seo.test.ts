import { describe, expect, it } from 'vitest';

import { absoluteUrl, alternateLanguages, buildMetadata } from './seo';

describe('absoluteUrl', () => {
  it('puts Spanish at the root and the others under their prefix', () => {
    expect(absoluteUrl('es', '/')).toBe('https://synetechworld.com');
    expect(absoluteUrl('en', '/')).toBe('https://synetechworld.com/en');
    expect(absoluteUrl('es', '/contacto')).toBe('https://synetechworld.com/contacto');
    expect(absoluteUrl('fr', '/contacto')).toBe('https://synetechworld.com/fr/contacto');
  });

  it('translates the English paths of the spec', () => {
    expect(absoluteUrl('en', '/recambios')).toBe('https://synetechworld.com/en/spare-parts');
    expect(absoluteUrl('en', '/sostenibilidad/auditorias')).toBe(
      'https://synetechworld.com/en/sustainability/audits',
    );
    expect(absoluteUrl('en', { pathname: '/recambios/[hash]', params: { hash: 'ab12cd34' } })).toBe(
      'https://synetechworld.com/en/spare-parts/ab12cd34',
    );
    expect(absoluteUrl('it', '/recambios')).toBe('https://synetechworld.com/it/recambios');
  });
});

describe('alternateLanguages', () => {
  it('lists the five tags and x-default, which is the Spanish page', () => {
    const languages = alternateLanguages('/sostenibilidad');
    expect(Object.keys(languages).sort()).toEqual(
      ['en-GB', 'es-ES', 'fr-FR', 'it-IT', 'pt-PT', 'x-default'].sort(),
    );
    expect(languages['x-default']).toBe(languages['es-ES']);
    expect(languages['en-GB']).toBe('https://synetechworld.com/en/sustainability');
  });
});

describe('buildMetadata', () => {
  it('sets canonical, og:locale and the other locales as alternates', () => {
    const metadata = buildMetadata({
      locale: 'pt',
      href: '/contacto',
      title: 'Contacto',
      description: 'Fale connosco',
    });
    expect(metadata.alternates?.canonical).toBe('https://synetechworld.com/pt/contacto');
    expect(metadata.openGraph).toMatchObject({
      locale: 'pt_PT',
      alternateLocale: ['es_ES', 'en_GB', 'it_IT', 'fr_FR'],
      url: 'https://synetechworld.com/pt/contacto',
    });
  });

  it('marks confirmation pages noindex', () => {
    const metadata = buildMetadata({
      locale: 'es',
      href: '/contacto/solicitud-enviada',
      title: 't',
      description: 'd',
      noindex: true,
    });
    expect(metadata.robots).toEqual({ index: false, follow: true });
  });
});
