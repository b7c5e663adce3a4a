'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

import { claimChunkReload, isChunkLoadError, sessionStore } from '@/lib/platform/chunk-reload';

// One decision per error object, so repeated renders of the same boundary (Strict Mode included)
// neither claim the guard twice nor flip between reloading and showing the error.
const decisions = new WeakMap<object, boolean>();

function decide(error: unknown, path: string): boolean {
  if (typeof window === 'undefined' || !isChunkLoadError(error)) return false;
  if (typeof error !== 'object' || error === null) return false;
  let reload = decisions.get(error);
  if (reload === undefined) {
    reload = claimChunkReload(sessionStore(), path, Date.now());
    decisions.set(error, reload);
  }
  return reload;
}

/**
 * For an error boundary: a chunk that failed to load reloads the page, once per path within the
 * guard window (spec §8). Returns true while that reload is under way, so the boundary renders
 * nothing instead of flashing the error page; any other error, or a repeat, is the boundary's to show.
 */
export function useChunkErrorReload(error: unknown): boolean {
  // The route being rendered: during a client navigation the address bar still shows the old one.
  const pathname = usePathname();
  const reload = decide(error, pathname);
  useEffect(() => {
    if (reload) window.location.reload();
  }, [reload]);
  return reload;
}
