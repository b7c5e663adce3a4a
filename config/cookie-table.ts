import { consentConfig, type ConsentCategory } from './consent';
import { formStoreCookie, localeCookie } from './cookies';

type LifetimeUnit = 'minute' | 'day' | 'month' | 'year';

type CookieEntry = {
  /** The name as a visitor sees it in the browser (a placeholder stands for the variable part). */
  name: string;
  /** Matches every cookie of this entry when it has to be erased (the name itself when fixed). */
  matches: string | RegExp;
  provider: 'Synetech' | 'Google';
  /** Key of the purpose text under the `consent.cookies` messages namespace. */
  purpose: 'nextLocale' | 'ccCookie' | 'synForm' | 'ga' | 'gaSession' | 'gclAu';
  /** Lifetime shown to the visitor, e.g. 30 minutes, and the exact max-age in seconds. */
  lifetime: { amount: number; unit: LifetimeUnit };
  maxAgeSeconds: number;
  category: ConsentCategory;
};

const DAY = 86_400;

const consentCookie = consentConfig.cookie;

/**
 * Every cookie the site sets or lets a consented tag set, for the privacy page's cookie table and
 * for erasing a category's cookies when its consent is withdrawn. The site's own cookies take their
 * names and lifetimes from the code that sets them (above and config/consent.ts);
 * the Google tags' come from Google's documentation.
 */
export const siteCookies = [
  {
    name: localeCookie.name,
    matches: localeCookie.name,
    provider: 'Synetech',
    purpose: 'nextLocale',
    lifetime: { amount: localeCookie.maxAgeSeconds / DAY, unit: 'day' },
    maxAgeSeconds: localeCookie.maxAgeSeconds,
    category: 'necessary',
  },
  {
    name: consentCookie.name,
    matches: consentCookie.name,
    provider: 'Synetech',
    purpose: 'ccCookie',
    lifetime: { amount: consentCookie.expiresAfterDays, unit: 'day' },
    maxAgeSeconds: consentCookie.expiresAfterDays * DAY,
    category: 'necessary',
  },
  {
    name: formStoreCookie.name,
    matches: formStoreCookie.name,
    provider: 'Synetech',
    purpose: 'synForm',
    lifetime: { amount: formStoreCookie.maxAgeSeconds / 60, unit: 'minute' },
    maxAgeSeconds: formStoreCookie.maxAgeSeconds,
    category: 'necessary',
  },
  {
    name: '_ga',
    matches: '_ga',
    provider: 'Google',
    purpose: 'ga',
    lifetime: { amount: 2, unit: 'year' },
    maxAgeSeconds: 730 * DAY,
    category: 'analytics',
  },
  {
    name: '_ga_<container-id>',
    matches: /^_ga_/,
    provider: 'Google',
    purpose: 'gaSession',
    lifetime: { amount: 2, unit: 'year' },
    maxAgeSeconds: 730 * DAY,
    category: 'analytics',
  },
  {
    name: '_gcl_au',
    matches: '_gcl_au',
    provider: 'Google',
    purpose: 'gclAu',
    lifetime: { amount: 90, unit: 'day' },
    maxAgeSeconds: 90 * DAY,
    category: 'ads',
  },
] as const satisfies readonly CookieEntry[];

export type SiteCookie = (typeof siteCookies)[number];

/** The cookies of one consent category. */
export function cookiesOf(category: ConsentCategory): SiteCookie[] {
  return siteCookies.filter((cookie) => cookie.category === category);
}

/** A cookie's lifetime in words, in the visitor's language ("365 días", "2 years", "30 minuti"). */
export function formatCookieLifetime(cookie: Pick<CookieEntry, 'lifetime'>, tag: string): string {
  const { amount, unit } = cookie.lifetime;
  return new Intl.NumberFormat(tag, { style: 'unit', unit, unitDisplay: 'long' }).format(amount);
}
