'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import type { Translation } from 'vanilla-cookieconsent';

import { askingStates, consentConfig, type OptionalCategory } from '@/config/consent';
import { vitalsSwitch } from '@/lib/vitals/switch';

import { consentActionOf, isConsentAction, type ConsentAction } from './consent-actions';
import type { RunningConsent } from './consent-runtime';

// Fetched only once a category that needs tags is accepted: visitors who refuse never download it.
const GoogleTags = lazy(() =>
  import('@/components/analytics/google-tags').then((module) => ({ default: module.GoogleTags })),
);

type ConsentIslandProps = {
  locale: string;
  /** The settings dialog's texts (the first layer is rendered on the server). */
  translation: Translation;
};

/**
 * Mounted once in the locale layout. vanilla-cookieconsent (10 KB gzip) is fetched only when there
 * is a choice to read (`<html data-consent="given">`) or when the visitor presses a consent
 * button; a first visit shows the server-rendered box and downloads nothing until then. Tags
 * render only for the categories the visitor accepted.
 */
export function ConsentIsland({ locale, translation }: ConsentIslandProps) {
  const [accepted, setAccepted] = useState<OptionalCategory[]>([]);

  useEffect(() => {
    const html = document.documentElement;
    const notice = document.getElementById(consentConfig.noticeId);
    let active = true;
    let running: Promise<RunningConsent | undefined> | undefined;
    // Core Web Vitals for the site's own report (lib/vitals), only while analytics is accepted.
    const measureVitals = vitalsSwitch();

    const start = () =>
      (running ??= import('./consent-runtime').then(async ({ startConsent }) => {
        if (!active) return undefined;
        const consent = startConsent({
          locale,
          translation,
          onAccepted: (categories) => {
            html.dataset.consent = 'given';
            // An answer kept from before the runtime ran (consentNoticeScript) is carried out now.
            html.removeAttribute(consentConfig.pendingAttribute);
            try {
              sessionStorage.removeItem(consentConfig.pendingKey);
            } catch {
              // Storage refused: the key was never written either.
            }
            setAccepted(categories);
            measureVitals(categories.includes('analytics'));
          },
        });
        // The <head> script and the library apply the same rules; if they ever disagree, ask.
        const { valid } = await consent.ready;
        if (!valid && html.dataset.consent === 'given') html.dataset.consent = 'ask';
        return consent;
      }));

    const carryOut = (action: ConsentAction) => {
      notice?.setAttribute('aria-busy', 'true');
      void start()
        .then((consent) => consent?.carryOut(action))
        .finally(() => notice?.removeAttribute('aria-busy'));
    };
    const onClick = (event: MouseEvent) => {
      const action = consentActionOf(event.target);
      if (action) carryOut(action);
    };

    if (html.dataset.consent === 'given') void start();
    document.addEventListener('click', onClick);
    if (notice) {
      // A button pressed before hydration was noted by the notice's inline script: an answer while
      // the box asks, the settings dialog whatever the state.
      const pending = notice.getAttribute('data-pending');
      notice.removeAttribute('data-pending');
      notice.setAttribute('data-ready', '');
      const asking = askingStates.includes(html.dataset.consent ?? '');
      if (isConsentAction(pending) && (asking || pending === 'settings')) carryOut(pending);
    }

    return () => {
      active = false;
      measureVitals(false);
      document.removeEventListener('click', onClick);
      notice?.removeAttribute('data-ready');
      void running?.then((consent) => consent?.stop());
    };
  }, [locale, translation]);

  if (accepted.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <GoogleTags accepted={accepted} />
    </Suspense>
  );
}
