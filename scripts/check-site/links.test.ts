import { describe, expect, it } from 'vitest';

import { classifyLink } from './links';
import { parseSitemap } from './sitemaps';

const origins = { base: 'http://localhost:3110', public: 'https://synetechworld.com' };
const page = 'http://localhost:3110/en/noticias';

describe('classifyLink', () => {
  it('resolves relative and root-relative links on the server under test', () => {
    expect(classifyLink('/contacto#form', page, origins)).toEqual({
      kind: 'internal',
      url: 'http://localhost:3110/contacto',
      fragment: 'form',
    });
    expect(classifyLink('que-es-edtech?x=1', page, origins)).toEqual({
      kind: 'internal',
      url: 'http://localhost:3110/en/que-es-edtech?x=1',
      fragment: null,
    });
  });

  it('brings absolute links on the public origin back to the server under test', () => {
    expect(classifyLink('https://synetechworld.com/en#sec%C3%A7%C3%A3o', page, origins)).toEqual({
      kind: 'internal',
      url: 'http://localhost:3110/en',
      fragment: 'secção',
    });
  });

  it('lists other hosts as external and leaves mail and phone links alone', () => {
    expect(classifyLink('https://www.youtube.com/@synetech', page, origins)).toEqual({
      kind: 'external',
      url: 'https://www.youtube.com/@synetech',
    });
    expect(classifyLink('mailto:a@b.c', page, origins)).toEqual({ kind: 'other' });
    expect(classifyLink('tel:+34910000000', page, origins)).toEqual({ kind: 'other' });
  });
});

describe('parseSitemap', () => {
  it('reads each URL with its hreflang alternates', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
  <url><loc>https://e.com/</loc>
    <xhtml:link rel="alternate" hreflang="es-ES" href="https://e.com/"/>
    <xhtml:link rel="alternate" hreflang="x-default" href="https://e.com/"/>
  </url>
  <url><loc>https://e.com/a</loc><xhtml:link rel="alternate" hreflang="es-ES" href="https://e.com/a"/></url>
</urlset>`;
    expect(parseSitemap(xml)).toEqual([
      {
        loc: 'https://e.com/',
        alternates: { 'es-ES': 'https://e.com/', 'x-default': 'https://e.com/' },
      },
      { loc: 'https://e.com/a', alternates: { 'es-ES': 'https://e.com/a' } },
    ]);
    expect(() => parseSitemap('<html></html>')).toThrow(/urlset/);
  });
});
