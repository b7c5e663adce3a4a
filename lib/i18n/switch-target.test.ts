import { describe, expect, it } from 'vitest';

import { isRenderedOnRequest, switchHref, switchTarget } from './switch-target';

describe('switchTarget', () => {
  it('resolves a static page from its prerendered and its visible path alike', () => {
    const prerendered = switchTarget('en', '/en/recambios', { locale: 'en' });
    const visible = switchTarget('en', '/en/spare-parts', { locale: 'en' });
    expect(prerendered).toEqual({ pathname: '/recambios', params: {} });
    expect(visible).toEqual(prerendered);
    expect(switchTarget('en', '/en/sustainability/audits', {})).toEqual({
      pathname: '/sostenibilidad/auditorias',
      params: {},
    });
  });

  it('resolves Spanish paths with and without the prefix, and the home page', () => {
    expect(switchTarget('es', '/es/contacto', {}).pathname).toBe('/contacto');
    expect(switchTarget('es', '/contacto', {}).pathname).toBe('/contacto');
    expect(switchTarget('es', '/', {}).pathname).toBe('/');
    expect(switchTarget('fr', '/fr', {}).pathname).toBe('/');
  });

  it('keeps a dynamic page with its params', () => {
    const params = { locale: 'en', hash: 'a1b2c3d4' };
    expect(switchTarget('en', '/en/spare-parts/a1b2c3d4', params)).toEqual({
      pathname: '/recambios/[hash]',
      params: { hash: 'a1b2c3d4' },
    });
    expect(switchTarget('en', '/en/recambios/a1b2c3d4', params).pathname).toBe('/recambios/[hash]');
  });

  it('sends a 404 to the home page instead of a broken link', () => {
    expect(switchTarget('it', '/it/pagina-que-no-existe', { locale: 'it' })).toEqual({
      pathname: '/',
      params: {},
    });
    expect(switchTarget('es', '/no/existe/nada', { locale: 'es' }).pathname).toBe('/');
  });

  it('keeps the query of the page (search results), and drops it with a 404', () => {
    const target = switchTarget('it', '/it/buscar', { locale: 'it' }, 'q=pantalla+t%C3%A1ctil');
    expect(switchHref('fr', target)).toBe('/fr/buscar?q=pantalla+t%C3%A1ctil');
    expect(switchHref('es', target)).toBe('/es/buscar?q=pantalla+t%C3%A1ctil');
    expect(switchTarget('it', '/it/no-existe', { locale: 'it' }, 'q=x')).toEqual({
      pathname: '/',
      params: {},
    });
  });

  it('does not throw on a malformed escape in the path of a 404', () => {
    expect(switchTarget('en', '/en/%E0%A4%A', { locale: 'en' })).toEqual({
      pathname: '/',
      params: {},
    });
  });
});

describe('switchHref', () => {
  it('links the same page in another language, always with the prefix', () => {
    expect(switchHref('en', { pathname: '/recambios/[hash]', params: { hash: 'a1b2c3d4' } })).toBe(
      '/en/spare-parts/a1b2c3d4',
    );
    expect(switchHref('es', { pathname: '/recambios/[hash]', params: { hash: 'a1b2c3d4' } })).toBe(
      '/es/recambios/a1b2c3d4',
    );
    expect(switchHref('es', { pathname: '/', params: {} })).toBe('/es');
    expect(switchHref('fr', { pathname: '/', params: {} })).toBe('/fr');
  });
});

describe('isRenderedOnRequest', () => {
  it('names the pages whose query the server knows, and no prerendered one', () => {
    expect(isRenderedOnRequest(switchTarget('en', '/en/buscar', {}))).toBe(true);
    expect(isRenderedOnRequest(switchTarget('es', '/buscar', {}))).toBe(true);
    expect(isRenderedOnRequest(switchTarget('en', '/en/spare-parts', {}))).toBe(false);
    expect(isRenderedOnRequest(switchTarget('es', '/', {}))).toBe(false);
  });
});
