import { describe, expect, it } from 'vitest';

import { positionAt, scrollTopOf } from './scroll-anchor';

const box = (top: number, height: number) => ({ top, bottom: top + height });

describe('positionAt / scrollTopOf', () => {
  it('brings back the same line when the parts above changed height', () => {
    // Taken with the second part a 640 px placeholder (skipped by a jump); real, it is 900 px.
    const taken = positionAt(2500, [box(800, 640), box(1440, 640), box(2080, 700)]);
    expect(taken).toEqual({ y: 2500, part: 2, offset: 420, heights: [640, 640, 700] });
    expect(scrollTopOf(taken, [box(800, 640), box(1440, 900), box(2340, 700)])).toBe(2760);
  });

  it('anchors the space between parts to the part below it', () => {
    const taken = positionAt(1500, [box(800, 640), box(1600, 640)]);
    expect(taken).toEqual({ y: 1500, part: 1, offset: -100, heights: [640, 640] });
    // The part above was a placeholder and is real now: the space and the part below moved with it.
    expect(scrollTopOf(taken, [box(800, 500), box(1460, 640)])).toBe(1360);
  });

  it('anchors the hero to the first part, and a nested part rather than its parent', () => {
    expect(positionAt(300, [box(800, 640)])).toMatchObject({ y: 300, part: 0, offset: -500 });
    expect(positionAt(1000, [box(800, 640), box(900, 200)])).toMatchObject({
      y: 1000,
      part: 1,
      offset: 100,
    });
  });

  it('counts a part whose top is exactly at the position', () => {
    expect(positionAt(1440, [box(800, 640), box(1440, 640)])).toMatchObject({
      y: 1440,
      part: 1,
      offset: 0,
    });
  });

  it('keeps the pixels below every part, and when the page lost the part', () => {
    expect(positionAt(3000, [box(800, 640)])).toEqual({ y: 3000 });
    expect(positionAt(300, [])).toEqual({ y: 300 });
    expect(scrollTopOf({ y: 2500, part: 5, offset: 20 }, [box(800, 640)])).toBe(2500);
    expect(scrollTopOf({ y: 300 }, [box(800, 640)])).toBe(300);
  });
});
