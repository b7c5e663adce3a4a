import fs from 'node:fs';
import path from 'node:path';

import type { InlineHashes } from './csp';
import { inlineHashes } from './inline-content';

/** Where `next build` writes the prerendered HTML of the app router (default `distDir`). */
const PRERENDER_DIR = path.join(/*turbopackIgnore: true*/ process.cwd(), '.next', 'server', 'app');

/** Internal paths are plain slugs: anything else never names a prerendered file. */
const SAFE_PATH = /^(?:\/[A-Za-z0-9_-]+)+$/;

const cache = new Map<string, InlineHashes>();

/**
 * Hash sources of the inline scripts and styles of the prerendered page at `internalPath` (the path after
 * the locale rewrite, e.g. `/en/sostenibilidad`), or `undefined` when the page is rendered on
 * request. Read from the build output once per path: the HTML served is that file, byte for byte.
 */
export function prerenderedHashes(
  internalPath: string,
  directory: string = PRERENDER_DIR,
): InlineHashes | undefined {
  const key = internalPath.replace(/\/+$/, '');
  if (!SAFE_PATH.test(key)) return undefined;
  const cacheKey = `${directory}\0${key}`;
  const cached = cache.get(cacheKey);
  if (cached) return cached;
  let html: string;
  try {
    html = fs.readFileSync(path.join(directory, `${key}.html`), 'utf8');
  } catch {
    return undefined;
  }
  const hashes = inlineHashes(html);
  cache.set(cacheKey, hashes);
  return hashes;
}
