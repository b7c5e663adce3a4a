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
 * `heights` are every part's heights when it was taken: given back to the parts still
 * placeholders on restore ({@link keepPartHeights}), they bring back the pixels too, so the
 * scrollbar and the page above the line are as the visitor left them.
 */
export type ScrollPosition = { y: number; part?: number; offset?: number; heights?: number[] };

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
  if (part < 0) return { y };
  // Hundredths: whole pixels would add up to several over a page of parts.
  const heights = parts.map(({ top, bottom }) => Math.round((bottom - top) * 100) / 100);
  return { y, part, offset: y - parts[part]!.top, heights };
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

/** The size a deferred part has while it is a placeholder (app/globals.css). */
const PLACEHOLDER_SIZE = 'contain-intrinsic-block-size';

/**
 * Gives each deferred part of the page the height it had when `position` was taken, for as long
 * as it is a placeholder: its placeholder size becomes that height (the `auto` keeps a size the
 * part had when it last rendered, and a rendered part sizes itself). Without it a part that was
 * laid out when the visitor left (the first screen's neighbours render on load) is a 40rem
 * placeholder above the restored line, and the window lands where the line is but not at the
 * pixel it left (issue 41: 23 px on the Italian home page). Only on the page the position was
 * taken on, same parts in the same order; idempotent, so it can run on every frame of a restore.
 */
export function keepPartHeights({ heights }: ScrollPosition): void {
  if (!heights) return;
  const parts = document.querySelectorAll<HTMLElement>(DEFERRED_PARTS);
  if (parts.length !== heights.length) return;
  parts.forEach((part, index) => {
    const style = getComputedStyle(part);
    const edges = ['paddingTop', 'paddingBottom', 'borderTopWidth', 'borderBottomWidth'] as const;
    const content = edges.reduce(
      (left, edge) => left - (parseFloat(style[edge]) || 0),
      heights[index]!,
    );
    const size = `auto ${Math.max(0, Math.round(content * 100) / 100)}px`;
    if (part.style.getPropertyValue(PLACEHOLDER_SIZE) !== size) {
      part.style.setProperty(PLACEHOLDER_SIZE, size);
    }
  });
}
