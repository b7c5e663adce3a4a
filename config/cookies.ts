/**
 * The names and lifetimes of the cookies the site's own code sets. The table of every cookie (the
 * privacy page's, and what a withdrawal erases) is config/cookie-table.ts: client code that only
 * needs a name imports this small module, not the table.
 */

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
