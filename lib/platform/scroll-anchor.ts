/**
 * The parts of a page laid out only as they near the viewport, with a placeholder height until
 * then (`content-visibility: auto` in app/globals.css): the same selector as there.
 */
export const DEFERRED_PARTS = 'main section[aria-labelledby], body > footer';

/** A part's box in document coordinates. */
export type PartBox = { top: number; bottom: number };

/**
 * A scroll position that survives the page being rendered again: `y` in pixels, and the deferred
 * part the top of the window is read in (`part`, its index in document order) with the distance
 * from that part's top (`offset`, negative in the space just above it). Parts above it may be
 * placeholders when it is taken (skipped by a jump) or when it is restored (a page rendered
 * again starts with every part a placeholder): counted from its part, the same line comes back.
 */
export type ScrollPosition = { y: number; part?: number; offset?: number };

/**
 * The position of a page scrolled to `y`: anchored to the innermost part that holds `y`, else to
 * the nearest part below it (what lies between is laid out as always). Below every part, pixels.
 */
export function positionAt(y: number, parts: readonly PartBox[]): ScrollPosition {
  let holder = -1;
  let below = -1;
  for (const [index, { top, bottom }] of parts.entries()) {
    // Document order: of nested parts holding `y`, the later one is the inner one.
    if (top <= y && y < bottom) {
      if (holder < 0 || top >= parts[holder]!.top) holder = index;
    } else if (top > y && (below < 0 || top < parts[below]!.top)) {
      below = index;
    }
  }
  const part = holder >= 0 ? holder : below;
  return part < 0 ? { y } : { y, part, offset: y - parts[part]!.top };
}

/**
 * Where to scroll to bring `position` back, given the parts now: from its part when the page
 * still has it, else its pixels.
 */
export function scrollTopOf(position: ScrollPosition, parts: readonly PartBox[]): number {
  const box = position.part === undefined ? undefined : parts[position.part];
  if (!box || position.offset === undefined) return position.y;
  return Math.max(0, box.top + position.offset);
}

/** The deferred parts of the current page, in document coordinates. */
export function deferredParts(): PartBox[] {
  const scrolled = window.scrollY;
  return Array.from(document.querySelectorAll(DEFERRED_PARTS), (part) => {
    const { top, bottom } = part.getBoundingClientRect();
    return { top: top + scrolled, bottom: bottom + scrolled };
  });
}
