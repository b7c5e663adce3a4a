import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/**
 * A drawing as a standalone SVG file: the namespace a file needs, and none of the inline element's
 * accessibility attributes (an `<img>` carries the alt text, or `alt=""`).
 */
export function renderIllustration(drawing: ReactElement): string {
  const markup = renderToStaticMarkup(drawing);
  const open = markup.indexOf('>');
  const attributes = markup
    .slice(4, open)
    .replace(/\s(?:aria-hidden|focusable|role|aria-label)="[^"]*"/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg"${attributes}>${markup.slice(open + 1)}\n`;
}
