import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';

import { localeRouting, withBaseLanguages } from './locale-routing';

function route(path: string, headers: Record<string, string> = {}) {
  const response = localeRouting(new NextRequest(`http://localhost:3000${path}`, { headers }));
  const location = response.headers.get('location');
  return {
    status: response.status,
    location: location && new URL(location).pathname,
    cookie: response.headers.get('set-cookie'),
    rewrite: response.headers.get('x-middleware-rewrite'),
  };
}

describe('withBaseLanguages', () => {
  it('adds the bare language after a regional tag of a site language, at its weight', () => {
    expect(withBaseLanguages('es-MX,en;q=0.8')).toBe('es-MX,es,en;q=0.8');
    expect(withBaseLanguages('de-DE,es-AR;q=0.9,en;q=0.8')).toBe(
      'de-DE,es-AR;q=0.9,es;q=0.9,en;q=0.8',
    );
    expect(withBaseLanguages('FR-ca, en;q=0.5')).toBe('FR-ca,fr, en;q=0.5');
  });

  it('leaves other languages and malformed parts as they are', () => {
    for (const header of ['de-AT,en;q=0.5', 'en', '*', 'en-US;q=abc', 'en_US', ';q=0.5', '']) {
      expect(withBaseLanguages(header)).toBe(header);
    }
  });
});

describe('localeRouting', () => {
  it('answers a visitor whose first language is regional Spanish in Spanish', () => {
    for (const header of ['es-MX,en;q=0.8', 'es-US,en-US;q=0.9,en;q=0.8', 'es-AR,en;q=0.8']) {
      expect(route('/contacto', { 'accept-language': header }).status, header).toBe(200);
      expect(route('/', { 'accept-language': header }).status, header).toBe(200);
    }
    expect(route('/contacto', { 'accept-language': 'pt-BR,en;q=0.8' }).location).toBe(
      '/pt/contacto',
    );
  });

  it('makes the redirects a prefix fixes permanent, in one hop', () => {
    expect(route('/en/recambios')).toMatchObject({ status: 308, location: '/en/spare-parts' });
    expect(route('/en/recambios/a1b2c3d4', { 'accept-language': 'es' })).toMatchObject({
      status: 308,
      location: '/en/spare-parts/a1b2c3d4',
      cookie: expect.stringMatching(/^NEXT_LOCALE=en;/),
    });
    expect(route('/it/spare-parts')).toMatchObject({ status: 308, location: '/it/recambios' });
    expect(route('/fr/sustainability/audits')).toMatchObject({
      status: 308,
      location: '/fr/sostenibilidad/auditorias',
    });
  });

  it('keeps temporary the redirects the cookie or the browser decides, and /es/…', () => {
    expect(route('/spare-parts', { 'accept-language': 'es' })).toMatchObject({
      status: 307,
      location: '/recambios',
    });
    expect(route('/contacto', { cookie: 'NEXT_LOCALE=it' })).toMatchObject({
      status: 307,
      location: '/it/contacto',
    });
    expect(route('/es/contacto', { 'accept-language': 'en' })).toMatchObject({
      status: 307,
      location: '/contacto',
      cookie: expect.stringMatching(/^NEXT_LOCALE=es;/),
    });
  });
});

describe('a path that does not decode', () => {
  it('is rendered escaped, as a page of none, in the language the visitor gets', () => {
    const rendered = (path: string, headers: Record<string, string> = {}) => {
      const { status, rewrite } = route(path, headers);
      return { status, rewrite: rewrite && new URL(rewrite).pathname };
    };
    expect(rendered('/%E0%A4%A', { 'accept-language': 'en-GB' })).toEqual({
      status: 200,
      rewrite: '/en/%25E0%25A4%25A/%25',
    });
    expect(rendered('/%E0%A4%A', { 'accept-language': 'es' }).rewrite).toBe(
      '/es/%25E0%25A4%25A/%25',
    );
    expect(rendered('/fr/a/%E0%A4%A', { cookie: 'NEXT_LOCALE=it' }).rewrite).toBe(
      '/fr/a/%25E0%25A4%25A/%25',
    );
    expect(rendered('/noticias/%E0', { cookie: 'NEXT_LOCALE=pt' }).rewrite).toBe(
      '/pt/noticias/%25E0/%25',
    );
  });
});
