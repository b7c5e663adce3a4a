import { platform } from './constants';

/** sessionStorage, or null where the browser refuses it. */
type GuardStorage = Pick<Storage, 'getItem' | 'setItem'> | null;

// Webpack, Turbopack, and the browsers' own wording for a dynamic import or chunk that did not load.
const CHUNK_ERROR =
  /ChunkLoadError|Loading (CSS )?chunk [\w/.-]+ failed|Failed to load chunk|dynamically imported module|Importing a module script failed/i;

/** Whether an error (or rejection reason) is a lazily loaded chunk that failed to arrive. */
export function isChunkLoadError(error: unknown): boolean {
  if (typeof error === 'string') return CHUNK_ERROR.test(error);
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  return CHUNK_ERROR.test(`${String(name ?? '')}: ${String(message ?? '')}`);
}

function lastReload(storage: NonNullable<GuardStorage>, path: string): number | null {
  const stored = Number(storage.getItem(platform.chunkReloadKeyPrefix + path));
  return stored > 0 ? stored : null;
}

/** The session's storage, or null where the browser refuses it (blocked storage throws on access). */
export function sessionStore(): GuardStorage {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Whether the guard would let `path` reload now (read only). */
export function chunkReloadAllowed(storage: GuardStorage, path: string, now: number): boolean {
  if (!storage) return false;
  try {
    const last = lastReload(storage, path);
    return last === null || now - last >= platform.chunkReloadGuardMs;
  } catch {
    return false;
  }
}

/**
 * Takes the reload slot of `path` (true) unless it reloaded within the guard window (false).
 * Without working storage there is no guard, so no reload: a loop is worse than an error page.
 */
export function claimChunkReload(storage: GuardStorage, path: string, now: number): boolean {
  if (!storage || !chunkReloadAllowed(storage, path, now)) return false;
  try {
    storage.setItem(platform.chunkReloadKeyPrefix + path, String(now));
    return true;
  } catch {
    return false;
  }
}
