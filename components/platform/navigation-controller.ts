import { currentBuildId } from '@/lib/platform/build-id';
import { createBuildWatch } from '@/lib/platform/build-watch';
import { claimChunkReload, isChunkLoadError, sessionStore } from '@/lib/platform/chunk-reload';
import { platform } from '@/lib/platform/constants';
import {
  anchorFacts,
  classifyLinkClick,
  fragmentId,
  type LinkDecision,
} from '@/lib/platform/links';
import { renderAllSections } from '@/lib/platform/render-all';
import { hashScrollTop, scrollBehaviour } from '@/lib/platform/scroll';
import {
  deferredParts,
  keepPartHeights,
  positionAt,
  scrollTopOf,
  type ScrollPosition,
} from '@/lib/platform/scroll-anchor';
import { ENTRY_KEY_FIELD, entryKeyOf, ScrollMemory } from '@/lib/platform/scroll-memory';

import { watchLinksInView } from './links-in-view';

type Followable = Exclude<LinkDecision, { kind: 'ignore' }>;

function reducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function scrollToTop() {
  window.scrollTo({ top: 0, behavior: scrollBehaviour(reducedMotion()) });
}

function scrollToFragment(id: string) {
  const target = document.getElementById(id) ?? document.getElementsByName(id)[0];
  if (!target) return;
  // Laid out now, so the sections the scroll passes keep their real height and the target stays put.
  renderAllSections();
  const header = document.querySelector<HTMLElement>('header.sticky');
  const top = hashScrollTop(
    target.getBoundingClientRect().top,
    window.scrollY,
    header?.offsetHeight ?? 0,
    platform.hashScrollGapPx,
  );
  window.scrollTo({ top, behavior: scrollBehaviour(reducedMotion()) });
}

/** What a visitor does to scroll: a restore in progress gives way to it. */
const SCROLL_INPUTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** The position of the window now, anchored to the part of the page it shows (scroll-anchor.ts). */
function currentPosition(): ScrollPosition {
  return positionAt(window.scrollY, deferredParts());
}

/**
 * Scrolls to `position` and keeps it there while the page settles: the sections the restore
 * brings into view render in the next frames and change height, and the page rendered again has
 * other sections at placeholder heights than when the position was taken, so the position is
 * placed again from its part on every frame until it holds (or the visitor scrolls), then calls
 * `onEnd`. Returns a function that stops it without calling `onEnd` (another page is coming).
 */
function holdPosition(position: ScrollPosition, onEnd: () => void): () => void {
  const place = () => {
    keepPartHeights(position);
    const top = scrollTopOf(position, deferredParts());
    if (Math.abs(window.scrollY - top) >= 1) window.scrollTo({ top, behavior: 'instant' });
    return top;
  };
  const started = performance.now();
  let target = place();
  let still = 0;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of SCROLL_INPUTS) window.removeEventListener(type, end, true);
  };
  const end = () => {
    stop();
    onEnd();
  };
  const tick = () => {
    const top = place();
    still = Math.abs(top - target) < 0.5 ? still + 1 : 0;
    target = top;
    const settled = still >= platform.scrollRestoreStillFrames;
    if (settled || performance.now() - started > platform.scrollRestoreMaxMs) end();
    else frame = requestAnimationFrame(tick);
  };
  frame = requestAnimationFrame(tick);
  for (const type of SCROLL_INPUTS) {
    window.addEventListener(type, end, { capture: true, passive: true });
  }
  return stop;
}

function fetchJson(url: string): Promise<unknown> {
  return fetch(url, { cache: 'no-store' }).then((response) =>
    response.ok ? response.json() : Promise.reject(new Error(`HTTP ${response.status}`)),
  );
}

function anchorOf(target: EventTarget | null): HTMLAnchorElement | null {
  const anchor = target instanceof Element ? target.closest('a[href]') : null;
  return anchor instanceof HTMLAnchorElement ? anchor : null;
}

/** The key of the current history entry, given one on first use. */
function currentEntryKey(): string {
  const existing = entryKeyOf(window.history.state);
  if (existing) return existing;
  const key = Math.random().toString(36).slice(2, 10);
  // Next supports the native History API (docs: "Using the native History API") and keeps its own
  // router state in the entry: spreading it keeps that state, adding our key. That Next's later
  // replaceState calls keep the key too is its behaviour, not its contract: the e2e spec
  // "back and forward restore the scroll position of each page" fails if an upgrade drops it.
  window.history.replaceState({ ...window.history.state, [ENTRY_KEY_FIELD]: key }, '');
  return key;
}

function pageKey(): string {
  return window.location.pathname + window.location.search;
}

/** The running controller's way to follow a URL, for code that navigates without a click. */
let followHref: ((href: string) => void) | null = null;

/**
 * Goes to `href` the way a click on an internal link does (build check first, then a client
 * navigation and the smooth scroll to the top); a full page load when the platform is not running.
 * For code that navigates after an action, such as a form sent with JavaScript.
 */
export function navigateTo(href: string): void {
  if (followHref) followHref(href);
  else window.location.assign(href);
}

/** What the controller needs from Next's router. */
export type Router = {
  navigate: (href: string) => void;
  prefetch: (page: string) => void;
};

/** A running controller: told about every page React shows, stopped on unmount. */
export type NavigationController = {
  pageShown: (page: string) => void;
  stop: () => void;
};

/**
 * The spec's navigation behaviour (§2, §4, §8): smooth scroll to the top after a page change,
 * delayed hash scroll below the sticky header, scroll restore on back/forward, a full page load
 * once a new build is live, and a guarded reload when a lazy chunk fails outside React.
 *
 * Internal link clicks (plain anchors: lib/i18n/navigation.tsx) become client navigations through
 * `navigate` (a `router.push` without Next's scroll): Next's own scroll jumps instantly, during the
 * render, and the spec asks for a smooth scroll after it. Links are prefetched while in view
 * (links-in-view.ts). Scroll restoration is ours too (`manual`): the browser restores while the old
 * page is still on screen and clamps to its height.
 */
export function startNavigationController({ navigate, prefetch }: Router): NavigationController {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Set between a back/forward traversal and the render of the page it leads to.
  let traversing = false;
  // Set between a click and the new page: the swap clamps the scroll position before Next
  // pushes the new history entry, and that clamped value must not overwrite the old entry's.
  let navigating = false;
  // The page (pathname + search) on screen; the first one is the initial load, not a change.
  let shownPage: string | null = null;
  // The history entry the window shows: on popstate, history.state is already the next one's.
  let shownEntry = currentEntryKey();
  // Set while a restored position settles (holdPosition); `releaseRestore` stops it.
  let restoring = false;
  let stopRestore = () => {};
  const releaseRestore = () => {
    stopRestore();
    restoring = false;
  };
  const store = sessionStore();
  const positions = ScrollMemory.parse(
    store?.getItem(platform.scrollMemoryKey) ?? null,
    platform.scrollMemoryLimit,
  );
  const watch = createBuildWatch({
    ownBuildId: currentBuildId,
    fetchBody: fetchJson,
    now: Date.now,
  });

  function schedule(delayMs: number, run: () => void) {
    clearTimeout(timer);
    timer = setTimeout(run, delayMs);
  }

  /**
   * Remembers where the window is, anchored to what it shows, on every scroll and every change of
   * the page's height (a section rendering): the entry's position is always the one on screen.
   * Not while a page is swapped or a restore settles. On popstate it is too late: in Chromium the
   * page Back leads to has already rendered when this controller's popstate listener runs.
   */
  function remember() {
    if (traversing || navigating || restoring) return;
    shownEntry = currentEntryKey();
    positions.set(shownEntry, currentPosition());
  }

  function restore() {
    traversing = false;
    releaseRestore();
    shownEntry = currentEntryKey();
    restoring = true;
    stopRestore = holdPosition(positions.get(shownEntry) ?? { y: 0 }, () => {
      restoring = false;
      remember();
    });
  }

  async function follow(decision: Followable) {
    const { url } = decision;
    // A fragment of this page loads no code, so only page changes wait for the build check.
    if (decision.kind === 'page' && (await watch.check(platform.buildCheckMaxAgeMs))) {
      // A new build is live: a full load keeps old and new chunks from ever meeting.
      window.location.assign(url.href);
      return;
    }
    releaseRestore();
    remember();
    traversing = false;
    const from = pageKey();
    const samePage = url.pathname + url.search === from;
    navigating = !samePage;
    navigate(url.pathname + url.search + url.hash);
    // A check slower than the click may wait still finds a deploy: then the page loads from it. The
    // client navigation may not have reached the new page yet (a cold new server): a reload then
    // would bring back the page the visitor left, so it is the link that is loaded.
    if (decision.kind === 'page') {
      void watch.settled().then((outdated) => {
        if (!outdated) return;
        if (pageKey() === from) window.location.assign(url.href);
        else window.location.reload();
      });
    }
    if (decision.kind === 'hash') {
      schedule(platform.hashScrollDelayMs, () => scrollToFragment(decision.id));
    } else if (samePage) {
      schedule(platform.scrollToTopDelayMs, scrollToTop);
    }
  }

  function onClick(event: MouseEvent) {
    // Listened to on window in the bubble phase, after the page's own handlers (React's on the
    // document included): a click one of them prevented (a dialog opener, say) was theirs.
    if (event.defaultPrevented) return;
    const anchor = anchorOf(event.target);
    if (!anchor) return;
    const decision = classifyLinkClick(
      {
        ...anchorFacts(anchor),
        button: event.button,
        modified: event.metaKey || event.ctrlKey || event.shiftKey || event.altKey,
      },
      new URL(window.location.href),
    );
    if (decision.kind === 'ignore') return;
    // Stops the browser's navigation: the platform follows the link itself.
    event.preventDefault();
    void follow(decision);
  }

  function onPointerDown(event: PointerEvent) {
    // Warms the build check up during the ~100 ms before the click lands.
    if (anchorOf(event.target)) void watch.check(platform.buildCheckMaxAgeMs);
  }

  function onPopState() {
    releaseRestore();
    clearTimeout(timer);
    if (watch.isOutdated()) {
      window.location.reload();
      return;
    }
    traversing = true;
    navigating = false;
    // Same page, other fragment: nothing will render, so restore now.
    if (pageKey() === shownPage) restore();
  }

  function onPageHide() {
    remember();
    try {
      store?.setItem(platform.scrollMemoryKey, positions.serialize());
    } catch {
      // A full storage only costs the positions after a reload.
    }
  }

  function onVisibility() {
    if (document.visibilityState === 'visible') void watch.check(platform.buildCheckMaxAgeMs);
  }

  function onRejection(event: PromiseRejectionEvent) {
    // Lazy imports outside React's tree (event handlers); render-time ones reach error.tsx.
    if (!isChunkLoadError(event.reason)) return;
    if (claimChunkReload(sessionStore(), window.location.pathname, Date.now())) {
      window.location.reload();
    }
  }

  function followFromCode(href: string) {
    const decision = classifyLinkClick(
      { href, target: null, download: false, optOut: false, button: 0, modified: false },
      new URL(window.location.href),
    );
    if (decision.kind === 'ignore') window.location.assign(new URL(href, window.location.href));
    else void follow(decision);
  }

  followHref = followFromCode;
  window.history.scrollRestoration = 'manual';
  // The browser's prefetch rules are for pages the runtime does not run on (speculationRules).
  document.querySelector('script[type="speculationrules"]')?.remove();
  const navigation = performance.getEntriesByType('navigation')[0] as
    PerformanceNavigationTiming | undefined;
  if (navigation?.type === 'reload' || navigation?.type === 'back_forward') restore();

  const resizes = new ResizeObserver(remember);
  resizes.observe(document.body);
  const interval = setInterval(() => void watch.check(0), platform.buildCheckIntervalMs);
  const links = watchLinksInView(prefetch);
  const listeners: Array<[EventTarget, string, EventListener, AddEventListenerOptions]> = [
    [window, 'click', onClick as EventListener, {}],
    [window, 'pointerdown', onPointerDown as EventListener, { capture: true, passive: true }],
    [window, 'scroll', remember, { passive: true }],
    [window, 'popstate', onPopState, {}],
    [window, 'pagehide', onPageHide, {}],
    [window, 'unhandledrejection', onRejection as EventListener, {}],
    [document, 'visibilitychange', onVisibility, {}],
  ];
  for (const [target, type, listener, options] of listeners) {
    target.addEventListener(type, listener, options);
  }

  return {
    pageShown(page) {
      const previous = shownPage;
      shownPage = page;
      navigating = false;
      if (previous === null || previous === page) return;
      shownEntry = currentEntryKey();
      links.rescan();
      if (traversing) {
        restore();
        return;
      }
      const id = fragmentId(new URL(window.location.href));
      if (id) schedule(platform.hashScrollDelayMs, () => scrollToFragment(id));
      else schedule(platform.scrollToTopDelayMs, scrollToTop);
    },
    stop() {
      if (followHref === followFromCode) followHref = null;
      clearTimeout(timer);
      clearInterval(interval);
      releaseRestore();
      resizes.disconnect();
      links.stop();
      onPageHide();
      for (const [target, type, listener, options] of listeners) {
        target.removeEventListener(type, listener, options);
      }
    },
  };
}
