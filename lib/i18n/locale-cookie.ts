import { localeCookie } from '@/config/cookies';

import type { AppLocale } from './locales';

/**
 * The `document.cookie` assignment that stores a language choice: the cookie the proxy writes for a
 * page load (`NEXT_LOCALE`, 365 days, SameSite=Lax, whole site), `Secure` when the page is on HTTPS.
 */
export function localeCookieAssignment(locale: AppLocale, https: boolean): string {
  const attributes = [
    `${localeCookie.name}=${locale}`,
    'Path=/',
    `Max-Age=${localeCookie.maxAgeSeconds}`,
    `SameSite=${localeCookie.sameSite}`,
  ];
  if (https) attributes.push('Secure');
  return attributes.join('; ');
}

/**
 * Stores the language a visitor picked, in the browser, before the switch is followed. The proxy
 * (next-intl's middleware) writes the cookie for document requests only; a switch with JavaScript
 * on is a client navigation, whose requests it leaves alone, and the unprefixed Spanish page it
 * leads to would then be answered by Accept-Language. next-intl's own `Link`/`useRouter` write the
 * cookie on the client for the same reason; the site's links are plain anchors, so this does it.
 */
export function rememberLocale(locale: AppLocale): void {
  document.cookie = localeCookieAssignment(locale, window.location.protocol === 'https:');
}
