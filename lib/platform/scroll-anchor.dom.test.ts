// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';

import { keepPartHeights } from './scroll-anchor';

afterEach(() => {
  document.body.innerHTML = '';
});

function page(sections: number): HTMLElement[] {
  document.body.innerHTML = `<main>${Array.from(
    { length: sections },
    (_, index) =>
      `<section aria-labelledby="s${index}" style="padding-top: 80px; padding-bottom: 80px; border-top: 1px solid"></section>`,
  ).join('')}</main><footer></footer>`;
  return Array.from(document.querySelectorAll<HTMLElement>('main section, body > footer'));
}

describe('keepPartHeights', () => {
  it('gives each part its height when the position was taken as its placeholder size', () => {
    const parts = page(2);
    keepPartHeights({ y: 3000, part: 1, offset: 20, heights: [777.2, 707, 529] });
    // The padding and border are the part's own: the placeholder is its content box.
    expect(
      parts.map((part) => part.style.getPropertyValue('contain-intrinsic-block-size')),
    ).toEqual(['auto 616.2px', 'auto 546px', 'auto 529px']);
  });

  it('leaves a page with other parts, and a position without heights, as they are', () => {
    const parts = page(3);
    keepPartHeights({ y: 3000, part: 1, offset: 20, heights: [777.2, 707, 529] });
    keepPartHeights({ y: 3000, part: 1, offset: 20 });
    expect(
      parts.map((part) => part.style.getPropertyValue('contain-intrinsic-block-size')),
    ).toEqual(['', '', '', '']);
  });
});
