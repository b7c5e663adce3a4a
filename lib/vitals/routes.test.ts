import { describe, expect, it } from 'vitest';

import { routeOf } from './routes';

describe('routeOf', () => {
  it('names a page by its declared id in every locale, never by its URL', () => {
    expect(routeOf('/')).toEqual({ route: 'home', locale: 'es' });
    expect(routeOf('/en')).toEqual({ route: 'home', locale: 'en' });
    expect(routeOf('/fr/contacto/')).toEqual({ route: 'contact', locale: 'fr' });
    expect(routeOf('/soporte/garantia')).toEqual({ route: 'warranty', locale: 'es' });
    // English translates some slugs.
    expect(routeOf('/en/spare-parts')).toEqual({ route: 'spareParts', locale: 'en' });
    expect(routeOf('/en/recambios/ab12cd').route).toBe('notFound');
  });

  it('gives a content page its pattern id, a static page winning over a pattern', () => {
    expect(routeOf('/noticias/una-noticia')).toEqual({ route: 'newsArticle', locale: 'es' });
    expect(routeOf('/it/noticias/pagina/2').route).toBe('newsPage');
    expect(routeOf('/en/spare-parts/ab12cd').route).toBe('sparePart');
    expect(routeOf('/taurus').route).toBe('token');
    expect(routeOf('/empresas').route).toBe('companies');
  });

  it('says notFound or error from the document status or an unknown path', () => {
    expect(routeOf('/no/existe/esto').route).toBe('notFound');
    expect(routeOf('/contacto', 404).route).toBe('notFound');
    expect(routeOf('/contacto', 500).route).toBe('error');
  });
});
