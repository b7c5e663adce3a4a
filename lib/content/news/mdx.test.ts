import { compile } from '@mdx-js/mdx';
import { describe, expect, it } from 'vitest';

import {
  articleMdxOptions,
  internalLinkProblem,
  localizedArticleHref,
  resolveInternalHref,
  type TocItem,
} from './mdx';

describe('localizedArticleHref', () => {
  it('writes an article link in the page language, with its translated slug and its fragment', () => {
    expect(localizedArticleHref('/recambios', 'en')).toBe('/en/spare-parts');
    expect(localizedArticleHref('/recambios', 'es')).toBe('/recambios');
    expect(localizedArticleHref('/soporte#contacto', 'fr')).toMatch(/^\/fr\/[^#]+#contacto$/);
    expect(localizedArticleHref('/noticias/que-es-edtech#historia', 'it')).toBe(
      '/it/noticias/que-es-edtech#historia',
    );
  });

  it('leaves external links, fragments alone and unknown paths to the plain anchor', () => {
    expect(localizedArticleHref('https://example.com/recambios', 'en')).toBeUndefined();
    expect(localizedArticleHref('#historia', 'en')).toBeUndefined();
    expect(localizedArticleHref('/no-such-page', 'en')).toBeUndefined();
  });
});

describe('resolveInternalHref', () => {
  it('matches static pages, so Link can translate them', () => {
    expect(resolveInternalHref('/recambios')).toEqual({ pathname: '/recambios' });
    expect(resolveInternalHref('/')).toEqual({ pathname: '/' });
  });

  it('matches dynamic routes with their params and keeps the fragment', () => {
    expect(resolveInternalHref('/noticias/que-es-edtech#historia')).toEqual({
      pathname: '/noticias/[slug]',
      params: { slug: 'que-es-edtech' },
      hash: 'historia',
    });
    expect(resolveInternalHref('/recambios/ab12cd34')).toEqual({
      pathname: '/recambios/[hash]',
      params: { hash: 'ab12cd34' },
    });
  });

  it('prefers a static page over a dynamic route of the same shape', () => {
    expect(resolveInternalHref('/soporte/garantia')).toEqual({ pathname: '/soporte/garantia' });
  });

  it('does not take any one-segment path for a spare part token', () => {
    expect(resolveInternalHref('/no-existe')).toBeUndefined();
  });
});

describe('internalLinkProblem', () => {
  const slugs = ['que-es-edtech'];

  it('accepts pages and existing articles', () => {
    expect(internalLinkProblem('/pantallas-interactivas-educacion/taurus', slugs)).toBeUndefined();
    expect(internalLinkProblem('/noticias/que-es-edtech', slugs)).toBeUndefined();
    expect(internalLinkProblem('/noticias/categoria/software', slugs)).toBeUndefined();
  });

  it('explains each kind of dead link', () => {
    expect(internalLinkProblem('/noticias/otro', slugs)).toBe('no article has the slug "otro"');
    expect(internalLinkProblem('/en/spare-parts', slugs)).toBe(
      'write the Spanish path without /en: links are localized on each page',
    );
    expect(internalLinkProblem('/contacto/', slugs)).toBe('remove the trailing slash');
    expect(internalLinkProblem('/tienda/online', slugs)).toBe('no page has this path');
    expect(internalLinkProblem('/noticias/categoria/robots', slugs)).toBe(
      '"robots" is not a news category',
    );
    expect(internalLinkProblem('/noticias/pagina/1', slugs)).toBe(
      'listing pages are numbered from 2 (page 1 is /noticias)',
    );
  });
});

describe('article headings', () => {
  it('collects the h2 ids rehype-slug gives, duplicates and accents included', async () => {
    const headings: TocItem[] = [];
    const options = articleMdxOptions(headings);
    const output = String(
      await compile(
        '## Qué es **EdTech**\n\n### Detalle\n\n## Conclusión\n\n## Conclusión\n',
        options,
      ),
    );
    expect(headings).toEqual([
      { id: 'qué-es-edtech', text: 'Qué es EdTech' },
      { id: 'conclusión', text: 'Conclusión' },
      { id: 'conclusión-1', text: 'Conclusión' },
    ]);
    for (const { id } of headings) expect(output).toContain(`id: "${id}"`);
  });
});
