import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { getArticles } from '.';
import { articleCoverMarkup, COVER_ID_PREFIX, inlineSvg } from './cover';

const drawing = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <!-- a comment an editor left -->
  <defs><linearGradient id="bg"><stop offset="0" stop-color="#0A1330"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
</svg>`;

describe('inlineSvg', () => {
  const markup = inlineSvg(drawing);

  it('keeps the drawing and its proportions, sized by the page instead of the file', () => {
    expect(markup).toMatch(/^<svg [^>]*viewBox="0 0 1200 630"/);
    expect(markup).not.toMatch(/<svg [^>]*\b(width|height)=/);
    expect(markup).toContain('preserveAspectRatio="xMidYMid slice"');
  });

  it("prefixes the drawing's ids and their references, so that they cannot meet the page's", () => {
    const ids = [...markup.matchAll(/\bid="([^"]+)"/g)].map((match) => match[1]);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) {
      expect(id).toMatch(new RegExp(`^${COVER_ID_PREFIX}`));
      expect(markup).toContain(`url(#${id})`);
    }
    expect(markup).not.toContain('id="bg"');
  });

  it('leaves out what a reader never sees and hides the drawing from assistive technology', () => {
    expect(markup).not.toContain('<?xml');
    expect(markup).not.toContain('comment');
    expect(markup).toMatch(/^<svg [^>]*aria-hidden="true"/);
  });
});

describe('articleCoverMarkup', () => {
  it('gives every published SVG cover a smaller page fragment than its file', () => {
    const covers = new Set(getArticles('es').map((article) => article.cover));
    for (const cover of covers) {
      const markup = articleCoverMarkup(cover);
      expect(markup, cover).not.toBeNull();
      const file = fs.readFileSync(path.join('public', cover), 'utf8');
      expect(markup!.length, cover).toBeLessThan(file.length);
      expect(markup, cover).not.toMatch(/<script|\son\w+=|style=/i);
    }
  });

  it('leaves a photograph to the image element', () => {
    expect(articleCoverMarkup('/images/news/a-photograph.jpg')).toBeNull();
  });
});
