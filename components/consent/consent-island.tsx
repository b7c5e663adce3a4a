'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import type { Translation } from 'vanilla-cookieconsent';

import type { OptionalCategory } from '@/config/consent';

// Fetched only once a category that needs tags is accepted: visitors who refuse never download it.
const GoogleTags = lazy(() =>
  import('@/components/analytics/google-tags').then((module) => ({ default: module.GoogleTags })),
);

type ConsentIslandProps = {
  locale: string;
  translation: Translation;
};

/**
 * Mounted once in the locale layout. The consent library (and its stylesheet) is fetched after
 * hydration so it never delays the page; tags render only for the categories the visitor accepted.
 */
export function ConsentIsland({ locale, translation }: ConsentIslandProps) {
  const [accepted, setAccepted] = useState<OptionalCategory[]>([]);

  useEffect(() => {
    let active = true;
    let stop: (() => void) | undefined;
    void import('./consent-runtime').then(({ startConsent }) => {
      if (active) stop = startConsent({ locale, translation, onAccepted: setAccepted });
    });
    return () => {
      active = false;
      stop?.();
    };
  }, [locale, translation]);

  if (accepted.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <GoogleTags accepted={accepted} />
    </Suspense>
  );
}
