/**
 * The navigation and platform constants of the spec (§2 "Navigation behaviour", §4 "Application
 * version", §8 "Lazy chunk failure", §9) in one place, so code and tests agree on them.
 */
export const platform = {
  /** Delay between the new page rendering and the smooth scroll to the top (spec: "about 10 ms"). */
  scrollToTopDelayMs: 10,
  /** Delay before the smooth scroll to a hash link's target (spec: 1 s). */
  hashScrollDelayMs: 1000,
  /** Space kept between the sticky header's bottom edge and a hash target (matches html scroll-padding-top 5rem with the 64 px header). */
  hashScrollGapPx: 16,
  /** Hash targets left to the browser: the skip link must move focus at once, not after a delay. */
  nativeHashTargets: ['main'] as readonly string[],
  /** A failed lazy chunk reloads a path at most once within this window (spec §8, §9: 10 s). */
  chunkReloadGuardMs: 10_000,
  /** sessionStorage key prefix of the chunk-reload guard (one entry per path). */
  chunkReloadKeyPrefix: 'platform:chunk-reload:',
  /** sessionStorage key of the remembered scroll positions (restored on back/forward and reload). */
  scrollMemoryKey: 'platform:scroll',
  /** A restored scroll position is placed again each frame until it held this many frames... */
  scrollRestoreStillFrames: 5,
  /** ...or for at most this long (a page whose height keeps changing; the visitor's scroll ends it at once). */
  scrollRestoreMaxMs: 2_000,
  /** History entries whose scroll position is remembered. */
  scrollMemoryLimit: 100,
  /** Endpoint answering the running build id (spec §7 calls it builds/latest.json). */
  buildEndpoint: '/api/build',
  /** Background build check while a tab stays open (the spec's one-hour "36e5 ms" shell constant). */
  buildCheckIntervalMs: 3_600_000,
  /** A build check this recent is trusted at click time instead of asking again. */
  buildCheckMaxAgeMs: 5_000,
  /** A click never waits longer than this for the build check; past it the navigation proceeds. */
  buildCheckTimeoutMs: 1_500,
} as const;

/**
 * When Next's runtime starts on a page (scripts/critical-css/defer-chunks.ts): on the visitor's
 * first interaction, or on its own once the page has been quiet this long after `load`.
 */
export const runtimeStart = {
  /** Quiet time after `load` before the runtime starts without an interaction. */
  quietAfterLoadMs: 4_000,
  /** A pointer or key pressed waits at most this long for its release before the runtime starts. */
  interactionEndMaxMs: 500,
} as const;
