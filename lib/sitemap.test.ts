import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';

import { renderSitemap, sitemapEntries, sitemapUrls } from './sitemap';

const parser = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => name === 'url' || name === 'xhtml:link',
});

type Parsed = {
  urlset: {
    '@_xmlns': string;
    '@_xmlns:xhtml': string;
    url: Array<{ loc: string; lastmod?: string; 'xhtml:link': Array<Record<string, string>> }>;
  };
};

describe('renderSitemap', () => {
  const english = parser.parse(renderSitemap('en')) as Parsed;

  it('declares the sitemap and xhtml namespaces', () => {
    expect(english.urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(english.urlset['@_xmlns:xhtml']).toBe('http://www.w3.org/1999/xhtml');
  });

  it('lists every entry once, in the locale, with the translated English slugs', () => {
    const locs = english.urlset.url.map((url) => url.loc);
    expect(locs).toHaveLength(sitemapEntries().length);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs).toContain('https://synetechworld.com/en/spare-parts');
    expect(locs).not.toContain('https://synetechworld.com/en/recambios');
    expect(locs.every((loc) => loc.startsWith('https://synetechworld.com/en'))).toBe(true);
  });

  it('gives each URL six alternates, itself among them', () => {
    for (const url of english.urlset.url) {
      const links = url['xhtml:link'];
      expect(links.map((link) => link['@_hreflang']).sort()).toEqual(
        ['en-GB', 'es-ES', 'fr-FR', 'it-IT', 'pt-PT', 'x-default'].sort(),
      );
      expect(links.find((link) => link['@_hreflang'] === 'en-GB')?.['@_href']).toBe(url.loc);
    }
  });

  it('leaves confirmation pages out', () => {
    const spanish = parser.parse(renderSitemap('es')) as Parsed;
    expect(spanish.urlset.url.map((url) => url.loc)).not.toContain(
      'https://synetechworld.com/contacto/solicitud-enviada',
    );
  });
});

describe('sitemapUrls', () => {
  it('names the Spanish sitemap at the root and the others under their prefix', () => {
    expect(sitemapUrls()).toEqual([
      'https://synetechworld.com/sitemap.xml',
      'https://synetechworld.com/en/sitemap.xml',
      'https://synetechworld.com/it/sitemap.xml',
      'https://synetechworld.com/pt/sitemap.xml',
      'https://synetechworld.com/fr/sitemap.xml',
    ]);
  });
});
