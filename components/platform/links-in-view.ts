import { anchorFacts, prefetchTarget } from '@/lib/platform/links';

/** Links in view, watched for prefetching; `rescan` after a page change. */
export type LinksInView = {
  rescan: () => void;
  stop: () => void;
};

/**
 * Prefetches the page behind each internal link the first time it comes into view (next/link's
 * production behaviour; the site's links are plain anchors, see lib/i18n/navigation.tsx). Links
 * rendered later (a page change, a menu) are picked up by watching the document.
 */
export function watchLinksInView(prefetch: (page: string) => void): LinksInView {
  const done = new Set<string>();
  let seen = new WeakSet<Element>();
  const visible = new IntersectionObserver((entries) => {
    const current = new URL(window.location.href);
    for (const entry of entries) {
      if (!entry.isIntersecting || !(entry.target instanceof HTMLAnchorElement)) continue;
      const anchor = entry.target;
      visible.unobserve(anchor);
      const page = prefetchTarget(
        { ...anchorFacts(anchor), noPrefetch: anchor.hasAttribute('data-no-prefetch') },
        current,
      );
      if (page && !done.has(page)) {
        done.add(page);
        prefetch(page);
      }
    }
  });

  let queued = false;
  const scan = () => {
    queued = false;
    for (const anchor of document.querySelectorAll('a[href]')) {
      if (seen.has(anchor)) continue;
      seen.add(anchor);
      visible.observe(anchor);
    }
  };
  // React commits many small mutations at once: one scan per frame is enough.
  const changed = new MutationObserver(() => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(scan);
  });
  changed.observe(document.body, { childList: true, subtree: true });
  scan();

  return {
    rescan() {
      // The router keeps what it prefetched as long as it is fresh; asking again costs nothing.
      done.clear();
      visible.disconnect();
      seen = new WeakSet();
      scan();
    },
    stop() {
      changed.disconnect();
      visible.disconnect();
    },
  };
}
