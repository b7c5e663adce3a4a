/** `smooth`, or `instant` when the visitor asked for reduced motion. */
export function scrollBehaviour(reducedMotion: boolean): ScrollBehavior {
  return reducedMotion ? 'instant' : 'smooth';
}

/** The document scroll position that puts a target `gapPx` below the sticky header's bottom edge. */
export function hashScrollTop(
  targetViewportTop: number,
  scrollY: number,
  headerHeight: number,
  gapPx: number,
): number {
  return Math.max(0, Math.round(scrollY + targetViewportTop - headerHeight - gapPx));
}
