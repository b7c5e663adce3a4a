import { describe, expect, it } from 'vitest';

import parts from '@/content/spare-parts.json';
import { locales } from '@/lib/i18n/locales';

import { firstWords, mdxText, searchDocuments } from './documents';

describe('searchDocuments', () => {
  for (const locale of locales) {
    it(`${locale}: ids unique, links in the language, every kind present`, () => {
      const documents = searchDocuments(locale);
      expect(new Set(documents.map((d) => d.id)).size).toBe(documents.length);
      const prefix = locale === 'es' ? '/' : `/${locale}/`;
      expect(documents.every((d) => d.href.startsWith(prefix))).toBe(true);
      expect(new Set(documents.map((d) => d.kind))).toEqual(
        new Set(['product', 'support', 'part', 'download', 'article', 'page']),
      );
      expect(documents.every((d) => d.title && d.excerpt)).toBe(true);
    });
  }

  it('lists every spare part with its part number and label token', () => {
    const codes = searchDocuments('es')
      .filter((d) => d.kind === 'part')
      .flatMap((d) => d.codes);
    for (const part of parts) {
      expect(codes).toEqual(expect.arrayContaining([part.partNumber, part.token]));
    }
  });

  it('never offers the home page or a confirmation page', () => {
    const ids = searchDocuments('en').map((d) => d.id);
    expect(ids).not.toContain('page:home');
    expect(ids).not.toContain('page:contactSent');
  });
});

describe('mdxText and firstWords', () => {
  it('keeps the words of an MDX body and drops its markup', () => {
    expect(
      mdxText(
        '## Título\n\nLee la [guía](/soporte) y <ProductCard id="taurus" />**ya**.\n\n| a | b |',
      ),
    ).toBe('Título Lee la guía y ya . a b');
  });

  it('keeps the first words', () => {
    expect(firstWords('uno dos tres cuatro', 2)).toBe('uno dos');
  });
});
