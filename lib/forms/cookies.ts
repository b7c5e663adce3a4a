/**
 * The cookies the forms set, declared once: the code that sets them and the privacy page's cookie
 * table (config/cookies.ts) read these. Both are SameSite=Strict and live 30 minutes (spec §9: the
 * store persistence cookie, max-age 1800 s, same-site strict).
 */

/** Non-sensitive choices of a form kept for the next visit (components/forms/form-controller.tsx). */
export const formStoreCookie = { name: 'syn_form', maxAgeSeconds: 30 * 60 } as const;

/** The draft the review page shows, set when a JavaScript-free form needs changes (handler.ts). */
export const draftCookie = { name: 'syn_draft', maxAgeSeconds: 30 * 60 } as const;
