import { buildCsp } from './csp';

/** Browser features the site never uses, switched off for it and for anything it embeds. */
export const disabledFeatures = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
] as const;

type Header = { key: string; value: string };

/**
 * Headers for every response (next.config.ts `headers()`), pages, API, static files, 404s and
 * redirects alike. The CSP here is the fallback for responses the proxy does not see (files, API):
 * no inline script may run there; pages get their own policy from the proxy (lib/security/page-csp).
 */
export function securityHeaders(development = process.env.NODE_ENV === 'development'): Header[] {
  return [
    { key: 'Content-Security-Policy', value: buildCsp({ development }) },
    // Two years, the minimum the HSTS preload list accepts; browsers ignore it over plain HTTP.
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: disabledFeatures.map((f) => `${f}=()`).join(', ') },
    // frame-ancestors 'none' in the CSP says the same to every current browser; this is for older ones.
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
}
