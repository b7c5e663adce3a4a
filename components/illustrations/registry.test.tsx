import { describe, expect, it } from 'vitest';

import { getWarrantyTerms } from '@/lib/content/warranty';

import { illustrationSize, type IllustrationName } from './illustration-image';
import { illustrationEntries } from './registry';
import { renderIllustration } from './render-illustration';

describe('illustration files', () => {
  const entries = illustrationEntries();

  it('render to standalone SVG documents whose viewBox is the size the <img> declares', () => {
    for (const [name, drawing] of entries) {
      const svg = renderIllustration(drawing);
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 '), name).toBe(
        true,
      );
      const [, width, height] = /viewBox="0 0 (\d+) (\d+)"/.exec(svg) ?? [];
      expect({ width: Number(width), height: Number(height) }, name).toEqual(
        illustrationSize(name),
      );
      expect(svg, name).not.toMatch(/aria-hidden|focusable|role=/);
    }
  });

  it('cover every drawing the pages ask for, once each', () => {
    const names = entries.map(([name]) => name);
    expect(new Set(names).size).toBe(names.length);
    const expected: IllustrationName[] = [
      'display-taurus',
      'display-meeting',
      'led-wall',
      'accessory-ops',
      'interface-bytello',
      `warranty-${getWarrantyTerms().durationYears}`,
      'sustainability',
      'downloads',
      'part-pens',
      'part-pens-bare',
    ];
    expect(names).toEqual(expect.arrayContaining(expected));
  });

  it('keep gradient ids unique inside each file', () => {
    for (const [name, drawing] of entries) {
      const ids = [...renderIllustration(drawing).matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
      expect(new Set(ids).size, name).toBe(ids.length);
    }
  });
});
