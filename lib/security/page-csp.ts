import { randomBytes } from 'node:crypto';

import { consentModeDefaultScript, consentNoticeScript, tagIdsFromEnv } from '@/config/consent';

import { buildCsp, hashSource, type InlineHashes } from './csp';
import { prerenderedHashes } from './prerendered';
import { tagScriptHashes } from './tag-scripts';

export const CSP_HEADER = 'Content-Security-Policy';

const development = process.env.NODE_ENV === 'development';

/** Prerendered page Next.js sends when the root layout itself fails (its styles are inline). */
const GLOBAL_ERROR_PAGE = '/_global-error';

function merge(...parts: (InlineHashes | undefined)[]): InlineHashes {
  return {
    scripts: parts.flatMap((part) => part?.scripts ?? []),
    styles: parts.flatMap((part) => part?.styles ?? []),
    styleAttributes: parts.flatMap((part) => part?.styleAttributes ?? []),
  };
}

let shared: InlineHashes | undefined;
/** Pages rendered on request may also be the global error page, whose inline styles are prerendered. */
let onRequest: InlineHashes | undefined;
const policies = new Map<string, string>();

/**
 * Inline code any page may run besides what its own HTML holds: the Consent Mode defaults and the
 * consent box's script of the layout (React gives them no nonce on pages rendered on request), the tag init scripts injected
 * after consent (ids from the running server's environment, as in app/api/tags) and next/image's
 * `style="color:transparent"`.
 */
function sharedHashes(): InlineHashes {
  shared ??= {
    scripts: [
      hashSource(consentModeDefaultScript),
      hashSource(consentNoticeScript),
      ...tagScriptHashes(tagIdsFromEnv(process.env)),
    ],
    styles: [],
    styleAttributes: [hashSource('color:transparent')],
  };
  return shared;
}

/**
 * The CSP of a page response. A prerendered page gets the hashes of its own inline code (the
 * policy is the same on every request, so a CDN may cache it with the page); a page rendered on
 * request (404s, error pages) gets a fresh nonce, which Next.js reads back from this header and
 * puts on every script it renders.
 */
export function pageCsp(internalPath: string): string {
  const cached = policies.get(internalPath);
  if (cached) return cached;
  const page = development ? undefined : prerenderedHashes(internalPath);
  if (!page) {
    onRequest ??= merge(sharedHashes(), prerenderedHashes(GLOBAL_ERROR_PAGE));
    return buildCsp({ ...onRequest, nonce: randomBytes(16).toString('base64'), development });
  }
  const policy = buildCsp(merge(page, sharedHashes()));
  policies.set(internalPath, policy);
  return policy;
}

/**
 * Sets the page CSP on a proxy response. The page served is the rewrite target when the locale
 * proxy rewrote the request (`/en/sustainability` → `/en/sostenibilidad`), else the request path.
 */
export function withPageCsp<T extends Response>(requestPath: string, response: T): T {
  if (response.headers.has('location')) return response;
  const rewrite = response.headers.get('x-middleware-rewrite');
  const internalPath = rewrite ? new URL(rewrite).pathname : requestPath;
  response.headers.set(CSP_HEADER, pageCsp(internalPath));
  return response;
}
