import { describe, expect, it } from 'vitest';

import { htmlFacts } from './html-facts';

const html = `<!DOCTYPE html><html lang="es-ES"><head>
<title>Pantallas &amp; software | Synetech</title>
<meta name="description" content="Aulas &quot;conectadas&quot;"/>
<link rel="canonical" href="https://example.com/"/>
<link rel="alternate" hrefLang="en-GB" href="https://example.com/en"/>
<link rel="alternate" hreflang="x-default" href="https://example.com/"/>
<link rel="alternate" type="application/rss+xml" href="/feed.xml"/>
<link rel="stylesheet" href="/_next/static/a.css"/>
<link rel="icon" href="/icon.svg"/>
<script src="/_next/static/chunks/a.js" async=""></script>
<script type="application/ld+json">{"@context":"https://schema.org","name":"A &amp; B"}</script>
</head><body>
<a href="#main">Skip</a>
<svg><title>Logo</title></svg>
<main id="main"><h2 id="specs">Specs</h2><a name="legacy"></a>
<a href="/contacto#form">Contact</a><a href="https://www.youtube.com/x">YouTube</a>
<img src="/img/a.png" alt=""><map><area href="/soporte" alt="Support"></map>
</main></body></html>`;

describe('htmlFacts', () => {
  const facts = htmlFacts(html);

  it('reads the language, the document title (not SVG titles) and the description, decoded', () => {
    expect(facts.lang).toBe('es-ES');
    expect(facts.titles).toEqual(['Pantallas & software | Synetech']);
    expect(facts.descriptions).toEqual(['Aulas "conectadas"']);
  });

  it('reads the canonical and the hreflang alternates, not other alternates', () => {
    expect(facts.canonicals).toEqual(['https://example.com/']);
    expect(facts.alternates).toEqual([
      { hreflang: 'en-GB', href: 'https://example.com/en' },
      { hreflang: 'x-default', href: 'https://example.com/' },
    ]);
  });

  it('keeps JSON-LD raw, as the browser would hand it to a parser', () => {
    expect(facts.jsonLd).toEqual(['{"@context":"https://schema.org","name":"A &amp; B"}']);
  });

  it('collects anchors, links and subresources', () => {
    expect([...facts.anchors]).toEqual(['main', 'specs', 'legacy']);
    expect(facts.links).toEqual([
      '#main',
      '/contacto#form',
      'https://www.youtube.com/x',
      '/soporte',
    ]);
    expect(facts.resources).toEqual([
      '/_next/static/a.css',
      '/icon.svg',
      '/_next/static/chunks/a.js',
      '/img/a.png',
    ]);
  });
});
