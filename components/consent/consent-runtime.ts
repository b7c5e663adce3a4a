import * as CookieConsent from 'vanilla-cookieconsent';
import 'vanilla-cookieconsent/dist/cookieconsent.css';

import {
  consentConfig,
  consentModeState,
  consentRecord,
  optionalCategories,
  type ConsentRecord,
  type OptionalCategory,
  type StoredConsent,
} from '@/config/consent';
import { cookiesOf } from '@/config/cookie-table';

import type { ConsentAction } from './consent-actions';
import { afterAttempt, retryDelayMs, retryDue, type PendingRecord } from './record-retry';

import './consent-theme.css';

type StartConsentOptions = {
  locale: string;
  translation: CookieConsent.Translation;
  /** Called with the optional categories accepted, on every page load with a choice and on change. */
  onAccepted: (categories: OptionalCategory[]) => void;
};

type Gtag = (...args: unknown[]) => void;

function gtag(): Gtag {
  const page = window as unknown as { gtag?: Gtag; dataLayer?: unknown[] };
  // The <head> script defines gtag; this fallback keeps the queue right if it was blocked.
  page.gtag ??= function () {
    // gtag.js only reads Arguments objects from the queue, never arrays.
    // eslint-disable-next-line prefer-rest-params
    (page.dataLayer ??= []).push(arguments);
  };
  return page.gtag;
}

function applyChoice(categories: readonly string[], onAccepted: StartConsentOptions['onAccepted']) {
  gtag()('consent', 'update', consentModeState(categories));
  onAccepted(optionalCategories.filter((category) => categories.includes(category)));
}

/**
 * Sends the record, keeping it in the consent cookie (`data`, with its next time) until the server
 * acknowledges it: a record lost to a network error or refused for now (429, 5xx) is sent again on a
 * later page load, with exponential back-off (./record-retry.ts), never on every page.
 */
async function sendRecord(locale: string, action: ConsentRecord['action']): Promise<void> {
  const previous = CookieConsent.getCookie('data') as PendingRecord;
  // Marked before sending: a page closed mid-request still waits its turn before the next try.
  const attempts = (previous?.pending === action ? (previous.attempts ?? 0) : 0) + 1;
  const marked = { pending: action, attempts, retryAt: Date.now() + retryDelayMs(attempts) };
  CookieConsent.setCookieData({ value: marked, mode: 'update' });
  const stored = CookieConsent.getCookie() as StoredConsent;
  let status = 0;
  let retryAfter = 0;
  try {
    const response = await fetch(consentConfig.recordEndpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(consentRecord(stored, locale, action)),
      keepalive: true,
    });
    status = response.status;
    retryAfter = Number(response.headers.get('retry-after')) || 0;
  } catch {
    // Offline or blocked: the record stays pending for a later page load.
  }
  const next = afterAttempt(action, previous, status, retryAfter);
  CookieConsent.setCookieData({ value: next, mode: 'update' });
}

export type RunningConsent = {
  /** Settles once the library has read the stored choice; `valid` says whether there is one. */
  ready: Promise<{ valid: boolean }>;
  /** Carries out a consent button (the first layer's are rendered on the server). */
  carryOut: (action: ConsentAction) => void;
  stop: () => void;
};

/**
 * Runs vanilla-cookieconsent with the site's settings. It never draws its own first layer (the
 * server renders it: components/consent/consent-notice.tsx); it records the choice, keeps the
 * cookie and draws the settings dialog.
 */
export function startConsent({
  locale,
  translation,
  onAccepted,
}: StartConsentOptions): RunningConsent {
  const preEnabled = consentConfig.preEnableOptionalCategories;
  const autoClear = (category: OptionalCategory) => ({
    cookies: cookiesOf(category).map((cookie) => ({ name: cookie.matches })),
  });

  const running = CookieConsent.run({
    mode: 'opt-in',
    autoShow: false,
    revision: consentConfig.revision,
    cookie: { ...consentConfig.cookie },
    guiOptions: {
      preferencesModal: { layout: consentConfig.preferencesModal.layout, equalWeightButtons: true },
    },
    categories: {
      necessary: { enabled: true, readOnly: true },
      analytics: { enabled: preEnabled, autoClear: autoClear('analytics') },
      ads: { enabled: preEnabled, autoClear: autoClear('ads') },
    },
    language: { default: locale, translations: { [locale]: translation } },
    onFirstConsent: () => void sendRecord(locale, 'first'),
    onConsent: ({ cookie }) => applyChoice(cookie.categories, onAccepted),
    onChange: ({ cookie, changedCategories }) => {
      applyChoice(cookie.categories, onAccepted);
      // Tags already running cannot be unloaded: a withdrawn category takes effect on a fresh page.
      const withdrawn = changedCategories.some((category) => !cookie.categories.includes(category));
      void sendRecord(locale, 'change').finally(() => {
        if (withdrawn) window.location.reload();
      });
    },
  });

  const ready = running.then(() => {
    const valid = CookieConsent.validConsent();
    const data = CookieConsent.getCookie('data') as PendingRecord;
    if (valid && data?.pending && retryDue(data)) void sendRecord(locale, data.pending);
    return { valid };
  });

  return {
    ready,
    carryOut: (action) => {
      if (action === 'all') CookieConsent.acceptCategory('all');
      else if (action === 'necessary') CookieConsent.acceptCategory([]);
      else CookieConsent.showPreferences();
    },
    stop: () => CookieConsent.reset(false),
  };
}
