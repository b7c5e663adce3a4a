/**
 * Cookie consent and tracking settings (spec §4 "Cookie consent", §9; DESIGN §5).
 * Everything here is plain data or a pure function, so the server, the client island, the API
 * route and the tests read one source.
 */

/** The optional categories a visitor can accept; `necessary` is always on and read-only. */
export const optionalCategories = ['analytics', 'ads'] as const;

export type OptionalCategory = (typeof optionalCategories)[number];
export type ConsentCategory = 'necessary' | OptionalCategory;

export const consentConfig = {
  cookie: { name: 'cc_cookie', expiresAfterDays: 365, sameSite: 'Lax' },
  /**
   * Raise this when the purposes or the vendors change: every visitor whose stored choice carries
   * an older revision is asked again (and the new answer is recorded as a first consent).
   */
  revision: 1,
  /**
   * Whether the settings dialog opens with the analytics and ads toggles switched on. Off: the
   * CJEU (Planet49, C-673/17) and the Spanish AEPD's cookie guide hold that pre-ticked boxes are
   * not valid consent. `true` is the spec's Spanish configuration ("default on"); docs/operations.md
   * ("Cookie consent") says when that may be chosen.
   */
  preEnableOptionalCategories: false,
  /**
   * First layer: a centred box that slides in, rendered on the server (consent-notice.tsx/.css);
   * the settings dialog is vanilla-cookieconsent's.
   */
  noticeId: 'consent-notice',
  preferencesModal: { layout: 'box' },
  /** Where each consent and each change is recorded (see app/api/consent). */
  recordEndpoint: '/api/consent',
  /** Where the island reads the tag ids configured on the running server (see app/api/tags). */
  tagsEndpoint: '/api/tags',
  /**
   * sessionStorage key of an answer (`all` or `necessary`) pressed before the page's runtime
   * carried it out; the next page of the visit carries it out if this one could not.
   */
  pendingKey: 'consent:pending',
  /** `<html>` attribute set while such an answer waits: the box is hidden, the answer given. */
  pendingAttribute: 'data-consent-pending',
  /**
   * Global (on `window`) listing the tag ids the `<head>` script loaded for a returning visitor,
   * so that the island, once the runtime runs, does not load them a second time.
   */
  headTagsGlobal: '__consentedTags',
  /**
   * The returning visitor's tag loader (see `consentedTagsLoader`, app/api/tags/script): a script
   * with the running server's tag ids in it, requested by the `<head>` script only when the stored
   * choice allows a tag, so that first-time visitors are not sent its code.
   */
  tagsScriptEndpoint: '/api/tags/script',
  /** Global holding the stored choice's categories, for that loader. */
  headCategoriesGlobal: '__consentedCategories',
} as const;

/**
 * What the `<head>` script read from the consent cookie, kept in `<html data-consent>` before the
 * page paints: `ask` (no choice yet: the first layer shows), `revised` (a choice under an older
 * revision: it shows with the revision notice), `given` (a valid choice). Absent for crawlers and
 * automated browsers, which vanilla-cookieconsent skips too, and when scripts do not run.
 */
export type ConsentState = 'ask' | 'revised' | 'given';

/**
 * The first layer's answers: pressed before the runtime runs, each hides the box at once and is
 * kept for the visit until carried out (`consentConfig.pendingKey`). The third button, `settings`,
 * waits for the library's dialog.
 */
export const answeredActions = ['all', 'necessary'] as const;

/** The states in which the first layer is shown. */
export const askingStates: readonly string[] = ['ask', 'revised'] satisfies ConsentState[];

/** Google Consent Mode v2 signals and the categories that grant them. */
const signalsByCategory = {
  analytics_storage: 'analytics',
  ad_storage: 'ads',
  ad_user_data: 'ads',
  ad_personalization: 'ads',
} as const satisfies Record<string, OptionalCategory>;

export type ConsentSignal = keyof typeof signalsByCategory;
export type ConsentModeState = Record<ConsentSignal, 'granted' | 'denied'>;

/** The Consent Mode v2 state for a set of accepted categories: granted only where accepted. */
export function consentModeState(accepted: readonly string[]): ConsentModeState {
  const entries = Object.entries(signalsByCategory).map(([signal, category]) => [
    signal,
    accepted.includes(category) ? 'granted' : 'denied',
  ]);
  return Object.fromEntries(entries) as ConsentModeState;
}

/**
 * Sets `<html data-consent>` (see `ConsentState`) with vanilla-cookieconsent's own rules: bots are
 * `navigator.webdriver` or a crawler user agent; a choice is valid when the cookie has a consent
 * id, both timestamps, a category list and the current revision. Run before the body is parsed,
 * so the server-rendered first layer shows, or stays hidden, in the first paint.
 */
function consentStateScript(): string {
  const { name } = consentConfig.cookie;
  return `(function(){var n=navigator,h=document.documentElement;if(n.webdriver||/bot|crawl|spider|slurp|teoma/i.test(n.userAgent))return;var c=null;try{var m=document.cookie.match(/(?:^|; )${name}=([^;]*)/);c=m&&JSON.parse(decodeURIComponent(m[1]))}catch(e){}var id=c&&typeof c.consentId==='string'&&c.consentId,r=id&&c.revision===${consentConfig.revision};var v=r&&c.consentTimestamp&&c.lastConsentTimestamp&&Array.isArray(c.categories)?'given':id&&!r?'revised':'ask',p=null;h.setAttribute('data-consent',v);if(v==='given')${consentedTagsScript()}try{p=sessionStorage.getItem('${consentConfig.pendingKey}')}catch(e){}if(v!=='given'&&/^(${answeredActions.join('|')})$/.test(p||''))h.setAttribute('${consentConfig.pendingAttribute}',p)})();`;
}

/** Where the consented tags load from (as `@next/third-parties/google` loads them). */
export const tagScriptUrls = {
  gtm: (id: string) => `https://www.googletagmanager.com/gtm.js?id=${id}`,
  gtag: (id: string) => `https://www.googletagmanager.com/gtag/js?id=${id}`,
};

/**
 * The returning visitor's tags, from the `<head>` (the block run when the stored choice is valid,
 * `c` the parsed cookie): when the choice allows a tag, the head asks the server for its loader
 * (`tagsScriptEndpoint`, one request, as the ids alone were asked before), which updates Consent Mode
 * to the choice and loads each tag it allows. Every page view is counted without waiting for Next's
 * runtime, which starts on the visitor's first interaction (scripts/critical-css/defer-chunks.ts).
 */
function consentedTagsScript(): string {
  return `{var a=c.categories;if(a.indexOf('analytics')>=0||a.indexOf('ads')>=0){window.${consentConfig.headCategoriesGlobal}=a;var e=document.createElement('script');e.src='${consentConfig.tagsScriptEndpoint}';document.head.appendChild(e)}}`;
}

/**
 * The loader `tagsScriptEndpoint` answers with, for the running server's tag ids: Consent Mode
 * updated to the stored choice (`window[headCategoriesGlobal]`) before any tag can read the queue,
 * then each tag the choice allows (`tagsToLoad`) loaded as `@next/third-parties` loads it. The ids
 * loaded go to `window[headTagsGlobal]`, which the island reads (components/analytics/google-tags.tsx).
 * The ids are checked by `tagIdsFromEnv` before they reach this script.
 */
export function consentedTagsLoader(ids: TagIds): string {
  return `(function(t){var w=window,a=w.${consentConfig.headCategoriesGlobal};if(!Array.isArray(a))return;var an=a.indexOf('analytics')>=0,m=${JSON.stringify(signalsByCategory)},u={},k,L=[],g=t.gtmId,ga=an?t.gaIds:[],s=function(x){var e=document.createElement('script');e.async=true;e.src=x;document.head.appendChild(e)};for(k in m)u[k]=a.indexOf(m[k])>=0?'granted':'denied';gtag('consent','update',u);if(g){w.dataLayer.push({'gtm.start':new Date().getTime(),event:'gtm.js'});s('${tagScriptUrls.gtm('')}'+g);L.push(g)}if(ga.length){s('${tagScriptUrls.gtag('')}'+ga[0]);gtag('js',new Date());ga.forEach(function(i){gtag('config',i);L.push(i)})}w.${consentConfig.headTagsGlobal}=L})(${JSON.stringify(ids)});`;
}

/**
 * Runs in `<head>` before any other script: every signal starts denied (Consent Mode v2 default).
 * A fixed string on purpose: the Content-Security-Policy allows it by its sha256 hash. Built in a
 * call marked pure, as is the next one, so that the client code importing this module's settings
 * (the consent island) does not keep the string's construction.
 */
export const consentModeDefaultScript = /* @__PURE__ */ (() =>
  `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('consent','default',${JSON.stringify(consentModeState([]))});${consentStateScript()}`)();

/**
 * Runs right after the server-rendered first layer, before hydration: keeps Tab inside the box
 * (unless the library's settings dialog is open above it), and remembers a consent button pressed
 * before the island is ready (the box's, or the footer's settings button on any page), which the
 * island then carries out. An answer (`answeredActions`) hides the
 * box at once and is kept for the visit, so a page left before its runtime carried it out does not
 * lose it: the next page's head script hides the box and its island carries the answer out. The box takes focus by its `autofocus`
 * attribute, which the browser honours in its first rendering update: a `focus()` call here would
 * force a style and layout pass of the whole page while it is still being parsed, before the first
 * paint (≈ 50 ms on a fast desktop, four times that on a phone). A fixed string: the CSP allows it
 * by hash.
 */
export const consentNoticeScript = /* @__PURE__ */ (() =>
  `(function(){var d=document,h=d.documentElement,s=function(){return /^(${askingStates.join('|')})$/.test(h.getAttribute('data-consent')||'')},n=d.getElementById('${consentConfig.noticeId}'),b=n&&n.querySelector('[role=dialog]');if(!b||!h.hasAttribute('data-consent'))return;var p=h.getAttribute('${consentConfig.pendingAttribute}');if(p)n.setAttribute('data-pending',p);d.addEventListener('click',function(e){var t=e.target.closest&&e.target.closest('[data-consent-action]'),a=t&&t.getAttribute('data-consent-action');if(!a||n.hasAttribute('data-ready')||!s()&&a!=='settings')return;n.setAttribute('data-pending',a);if(!/^(${answeredActions.join('|')})$/.test(a))return;h.setAttribute('${consentConfig.pendingAttribute}',a);try{sessionStorage.setItem('${consentConfig.pendingKey}',a)}catch(x){}});if(!s())return;d.addEventListener('keydown',function(e){if(e.key!=='Tab'||!s()||h.classList.contains('show--preferences'))return;var f=b.querySelectorAll('button,a[href]'),first=f[0],last=f[f.length-1],a=d.activeElement;if(!b.contains(a)||a===b||(e.shiftKey?a===first:a===last)){e.preventDefault();(e.shiftKey?last:first).focus()}})})();`)();

/** Tag ids of the running server; empty when none is configured. */
export type TagIds = {
  gtmId: string | null;
  gaIds: string[];
};

/** What may load for a set of accepted categories: GA4 needs analytics; GTM serves both. */
export function tagsToLoad(accepted: readonly string[], ids: TagIds): TagIds {
  const analytics = accepted.includes('analytics');
  const gtm = analytics || accepted.includes('ads');
  return { gtmId: gtm ? ids.gtmId : null, gaIds: analytics ? ids.gaIds : [] };
}

const GTM_ID = /^GTM-[A-Z0-9]{4,12}$/;
const GA_ID = /^G-[A-Z0-9]{4,16}$/;

/**
 * Reads the tag ids from the server environment (NEXT_PUBLIC_GTM_ID, NEXT_PUBLIC_GA_ID and the
 * optional NEXT_PUBLIC_GA_ID_2). Malformed values are ignored: an id ends up inside an inline script.
 */
export function tagIdsFromEnv(env: Record<string, string | undefined>): TagIds {
  const read = (key: string) => env[key]?.trim().toUpperCase() ?? '';
  const gtmId = read('NEXT_PUBLIC_GTM_ID');
  const gaIds = [read('NEXT_PUBLIC_GA_ID'), read('NEXT_PUBLIC_GA_ID_2')].filter((id) =>
    GA_ID.test(id),
  );
  return { gtmId: GTM_ID.test(gtmId) ? gtmId : null, gaIds: [...new Set(gaIds)] };
}

/** The fields of the `cc_cookie` value this site reads (set by vanilla-cookieconsent). */
export type StoredConsent = {
  consentId: string;
  categories: string[];
  revision: number;
  consentTimestamp: string;
  lastConsentTimestamp: string;
};

/** One consent event as POSTed to `consentConfig.recordEndpoint` (spec §3 "Consent record"). */
export type ConsentRecord = {
  consentId: string;
  categories: string[];
  revision: number;
  consentDate: string;
  lastConsentUpdate: string;
  locale: string;
  action: 'first' | 'change';
};

/** The record proving one consent or change, from the stored choice. */
export function consentRecord(
  stored: StoredConsent,
  locale: string,
  action: ConsentRecord['action'],
): ConsentRecord {
  return {
    consentId: stored.consentId,
    categories: [...stored.categories],
    revision: stored.revision,
    consentDate: stored.consentTimestamp,
    lastConsentUpdate: stored.lastConsentTimestamp,
    locale,
    action,
  };
}
