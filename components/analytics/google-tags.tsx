'use client';

import { GoogleAnalytics, GoogleTagManager, sendGAEvent } from '@next/third-parties/google';
import { useEffect, useState } from 'react';

import { consentConfig, tagsToLoad, type OptionalCategory, type TagIds } from '@/config/consent';

type GoogleTagsProps = {
  /** Optional categories the visitor accepted; nothing renders while this is empty. */
  accepted: readonly OptionalCategory[];
};

const NO_TAGS: TagIds = { gtmId: null, gaIds: [] };

/** The tag ids the `<head>` script already loaded for a returning visitor (config/consent.ts). */
function loadedByHead(): readonly string[] {
  const loaded = (window as unknown as Record<string, unknown>)[consentConfig.headTagsGlobal];
  return Array.isArray(loaded) ? loaded : [];
}

/** A second GA4 property shares the gtag.js that GoogleAnalytics loaded for the first one. */
function ExtraGaProperty({ gaId }: { gaId: string }) {
  useEffect(() => sendGAEvent('config', gaId), [gaId]);
  return null;
}

/**
 * Google Tag Manager and GA4, rendered only after consent: GA4 needs `analytics`, GTM either
 * category. The ids are asked of the server once a category needs them. A tag the `<head>` script
 * loaded for a returning visitor is not loaded again.
 */
export function GoogleTags({ accepted }: GoogleTagsProps) {
  const [ids, setIds] = useState<TagIds | null>(null);
  const needsIds = accepted.length > 0 && ids === null;

  useEffect(() => {
    if (!needsIds) return;
    const controller = new AbortController();
    fetch(consentConfig.tagsEndpoint, { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<TagIds>) : NO_TAGS))
      .then(setIds)
      .catch(() => {
        // Aborted or offline: tracking simply stays off.
      });
    return () => controller.abort();
  }, [needsIds]);

  if (!ids) return null;
  const loaded = loadedByHead();
  const allowed = tagsToLoad(accepted, ids);
  const gtmId = allowed.gtmId && !loaded.includes(allowed.gtmId) ? allowed.gtmId : null;
  const gaIds = allowed.gaIds.filter((id) => !loaded.includes(id));
  const [gaId, ...extraGaIds] = gaIds;

  return (
    <>
      {gtmId && (
        <>
          <GoogleTagManager gtmId={gtmId} />
          {/* Inert once JavaScript runs; kept so the container matches Google's install snippet. */}
          <noscript>
            <iframe
              src={`https://www.googletagmanager.com/ns.html?id=${gtmId}`}
              title="Google Tag Manager"
              height="0"
              width="0"
              style={{ display: 'none', visibility: 'hidden' }}
            />
          </noscript>
        </>
      )}
      {gaId && <GoogleAnalytics gaId={gaId} />}
      {extraGaIds.map((id) => (
        <ExtraGaProperty key={id} gaId={id} />
      ))}
    </>
  );
}
