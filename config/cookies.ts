import { consentConfig, type ConsentCategory } from './consent';

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

/** The locale cookie next-intl writes (spec §4: 365 days, same-site lax); lib/i18n/routing.ts uses it. */
export const localeCookie = {
  name: 'NEXT_LOCALE',
  maxAgeSeconds: 365 * DAY,
  sameSite: 'lax',
} as const;

/**
 * The cookies the forms set, both SameSite=Strict for 30 minutes (spec §9: the store persistence
 * cookie, max-age 1800 s, same-site strict). `syn_form` keeps a form's non-sensitive choices for the
 * next visit (components/forms/form-controller.tsx); `syn_draft` carries the draft the review page
 * shows when a JavaScript-free form needs changes (lib/forms/handler.ts).
 */
export const formStoreCookie = { name: 'syn_form', maxAgeSeconds: 30 * 60 } as const;
export const draftCookie = { name: 'syn_draft', maxAgeSeconds: 30 * 60 } as const;

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
