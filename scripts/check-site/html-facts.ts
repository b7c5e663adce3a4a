import { Parser } from 'htmlparser2';

/** What the site check needs to know about one HTML document. */
export type HtmlFacts = {
  lang: string | null;
  titles: string[];
  descriptions: string[];
  canonicals: string[];
  /** `<link rel="alternate" hreflang>` in document order. */
  alternates: { hreflang: string; href: string }[];
  /** Raw text of every `application/ld+json` script. */
  jsonLd: string[];
  /** Targets of same-document and cross-document fragments: every `id` and `<a name>`. */
  anchors: Set<string>;
  /** Navigable links (`<a href>`, `<area href>`), as written. */
  links: string[];
  /** Subresources the page loads (`src`, stylesheets, icons, preloads), as written. */
  resources: string[];
};

const RESOURCE_LINK_RELS = new Set([
  'stylesheet',
  'icon',
  'apple-touch-icon',
  'manifest',
  'preload',
]);

/** Reads the facts the site check needs from an HTML document (one pass, no DOM). */
export function htmlFacts(html: string): HtmlFacts {
  const facts: HtmlFacts = {
    lang: null,
    titles: [],
    descriptions: [],
    canonicals: [],
    alternates: [],
    jsonLd: [],
    anchors: new Set(),
    links: [],
    resources: [],
  };
  // <title> inside inline <svg> is an accessible name, not the document title.
  let svgDepth = 0;
  let capture: 'title' | 'jsonld' | null = null;
  let buffer = '';

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (attributes.id) facts.anchors.add(attributes.id);
        if (name === 'svg') svgDepth += 1;
        if (name === 'html') facts.lang = attributes.lang ?? null;
        if (name === 'a' && attributes.name) facts.anchors.add(attributes.name);
        if ((name === 'a' || name === 'area') && attributes.href !== undefined) {
          facts.links.push(attributes.href);
        }
        if (name === 'title' && svgDepth === 0) {
          capture = 'title';
          buffer = '';
        }
        if (name === 'script') {
          if (attributes.type === 'application/ld+json') {
            capture = 'jsonld';
            buffer = '';
          } else if (attributes.src) {
            facts.resources.push(attributes.src);
          }
        }
        if (
          (name === 'img' || name === 'source' || name === 'video' || name === 'audio') &&
          attributes.src
        ) {
          facts.resources.push(attributes.src);
        }
        if (name === 'meta' && attributes.name?.toLowerCase() === 'description') {
          facts.descriptions.push(attributes.content ?? '');
        }
        if (name === 'link') {
          const rels = (attributes.rel ?? '').toLowerCase().split(/\s+/);
          const href = attributes.href ?? '';
          if (rels.includes('canonical')) facts.canonicals.push(href);
          if (rels.includes('alternate') && attributes.hreflang) {
            facts.alternates.push({ hreflang: attributes.hreflang, href });
          }
          if (rels.some((rel) => RESOURCE_LINK_RELS.has(rel)) && href) facts.resources.push(href);
        }
      },
      ontext(text) {
        if (capture) buffer += text;
      },
      onclosetag(name) {
        if (name === 'svg') svgDepth = Math.max(0, svgDepth - 1);
        if (capture === 'title' && name === 'title') facts.titles.push(buffer.trim());
        if (capture === 'jsonld' && name === 'script') facts.jsonLd.push(buffer);
        if (
          (capture === 'title' && name === 'title') ||
          (capture === 'jsonld' && name === 'script')
        ) {
          capture = null;
        }
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return facts;
}
