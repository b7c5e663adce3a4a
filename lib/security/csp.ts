import { createHash } from 'node:crypto';

/**
 * Hosts the consented Google tags (GTM, GA4 and the Google Ads tags a GTM container may fire) reach,
 * per directive, as Google documents for a CSP (developers.google.com/tag-platform/security/guides/csp).
 * Nothing loads from them before consent: the consent island decides; the policy only permits.
 */
export const consentedTagHosts = {
  script: [
    'https://www.googletagmanager.com',
    'https://*.googletagmanager.com',
    'https://www.googleadservices.com',
    'https://googleads.g.doubleclick.net',
    'https://www.google.com',
  ],
  connect: [
    'https://www.googletagmanager.com',
    'https://*.googletagmanager.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://analytics.google.com',
    'https://*.g.doubleclick.net',
    'https://www.google.com',
    'https://pagead2.googlesyndication.com',
  ],
  img: [
    'https://www.googletagmanager.com',
    'https://*.googletagmanager.com',
    'https://*.google-analytics.com',
    'https://*.g.doubleclick.net',
    'https://www.google.com',
    'https://www.google.es',
    'https://googleads.g.doubleclick.net',
  ],
  frame: ['https://www.googletagmanager.com', 'https://td.doubleclick.net'],
} as const;

/** A CSP hash source (`'sha256-…'`) for an inline script or style, over its exact text. */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** Hash sources of a page's inline code, as read from its HTML. */
export type InlineHashes = {
  /** Inline scripts the browser executes. */
  scripts: readonly string[];
  /** `<style>` elements. */
  styles: readonly string[];
  /** `style="…"` attribute values (need `'unsafe-hashes'`, which allows exactly these values). */
  styleAttributes: readonly string[];
};

export type CspOptions = Partial<InlineHashes> & {
  /** Per-response nonce, for pages rendered on request (Next.js stamps it on its own scripts). */
  nonce?: string;
  /** `next dev` injects styles and evaluates code; never used by a production server. */
  development?: boolean;
};

const NONCE_PATTERN = /^[A-Za-z0-9+/_-]+={0,2}$/;

/**
 * The Content-Security-Policy of one response: our origin, the consented tag hosts and the listed
 * inline code only — no `unsafe-inline`, no `unsafe-eval`.
 */
export function buildCsp({
  scripts = [],
  styles = [],
  styleAttributes = [],
  nonce,
  development = false,
}: CspOptions = {}): string {
  if (nonce !== undefined && !NONCE_PATTERN.test(nonce)) throw new Error('Malformed CSP nonce');
  const nonceSource = nonce ? [`'nonce-${nonce}'`] : [];
  // Hashes and nonces make browsers ignore `unsafe-inline`, which `next dev` relies on.
  const inlineScripts = development
    ? ["'unsafe-eval'", "'unsafe-inline'"]
    : [...new Set(scripts), ...nonceSource];
  const inlineStyles = development
    ? ["'unsafe-inline'"]
    : [
        ...new Set(styles),
        ...(styleAttributes.length ? ["'unsafe-hashes'", ...new Set(styleAttributes)] : []),
        ...nonceSource,
      ];
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'none'"],
    'script-src': ["'self'", ...inlineScripts, ...consentedTagHosts.script],
    'style-src': ["'self'", ...inlineStyles],
    'img-src': ["'self'", 'data:', ...consentedTagHosts.img],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...consentedTagHosts.connect, ...(development ? ['ws:'] : [])],
    'media-src': ["'self'"],
    'manifest-src': ["'self'"],
    'frame-src': consentedTagHosts.frame,
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
