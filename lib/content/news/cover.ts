import fs from 'node:fs';
import path from 'node:path';

import { optimize } from 'svgo';

const PUBLIC_DIR = path.join(/*turbopackIgnore: true*/ process.cwd(), 'public');

/** The id prefix of an inlined cover's gradients: the page's own ids never start with it. */
export const COVER_ID_PREFIX = 'article-cover';

/**
 * A drawing's markup minified for the page that shows it: no comments or editor data, ids
 * prefixed so that they cannot meet another id of the document, no fixed size (the page sizes
 * it), hidden from assistive technology (the element around it carries the description).
 */
export function inlineSvg(source: string): string {
  return optimize(source, {
    multipass: true,
    plugins: [
      'preset-default',
      // The content check refuses scripts already (read.ts); this holds should one slip past it.
      'removeScripts',
      { name: 'prefixIds', params: { prefix: COVER_ID_PREFIX, prefixClassNames: false } },
      'removeDimensions',
      {
        name: 'addAttributesToSVGElement',
        params: {
          // `slice` crops as the photographs' `object-cover` does, should the frame's ratio differ.
          attributes: [
            { 'aria-hidden': 'true' },
            { focusable: 'false' },
            { preserveAspectRatio: 'xMidYMid slice' },
          ],
        },
      },
    ],
  }).data;
}

const covers = new Map<string, string | null>();

/**
 * An SVG cover's markup, written into the article page: the picture arrives with the document
 * instead of in a request of its own, which the page's first paint waited for on a slow line
 * (docs/performance.md, "The article's cover"). `null` for a bitmap cover, which stays an image.
 * Read while pages are prerendered, like the articles themselves.
 */
export function articleCoverMarkup(cover: string): string | null {
  if (!cover.endsWith('.svg')) return null;
  const known = covers.get(cover);
  if (known !== undefined) return known;
  const source = fs.readFileSync(
    path.join(/*turbopackIgnore: true*/ PUBLIC_DIR, cover.replace(/^\//, '')),
    'utf8',
  );
  const markup = inlineSvg(source);
  covers.set(cover, markup);
  return markup;
}
