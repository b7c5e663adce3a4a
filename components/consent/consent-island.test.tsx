import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { Translation } from 'vanilla-cookieconsent';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { consentConfig } from '@/config/consent';

import { ConsentIsland } from './consent-island';

const translation: Translation = {
  consentModal: {
    title: 'Tu privacidad',
    description: 'Texto',
    acceptAllBtn: 'Aceptar todas',
    acceptNecessaryBtn: 'Solo necesarias',
    showPreferencesBtn: 'Personalizar',
  },
  preferencesModal: {
    title: 'Configuración',
    savePreferencesBtn: 'Guardar',
    sections: [
      { title: 'Analítica', linkedCategory: 'analytics' },
      { title: 'Publicidad', linkedCategory: 'ads' },
    ],
  },
};

// The first render pays for importing the consent library, which is slow on a busy machine.
const slow = { timeout: 10_000 };

type Call = { url: string; init?: RequestInit };
let calls: Call[];

function gtagCommands(): unknown[][] {
  const layer = (window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [];
  return layer.map((entry) => Array.from(entry));
}

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      if (url === consentConfig.tagsEndpoint) {
        return Response.json({ gtmId: 'GTM-TEST123', gaIds: ['G-TEST123'] });
      }
      return Response.json({ stored: true }, { status: 201 });
    }),
  );
});

afterEach(() => {
  cleanup();
  document.cookie = `${consentConfig.cookie.name}=; path=/; expires=Thu, 01 Jan 1970 00:00:01 GMT`;
  delete (window as unknown as { dataLayer?: unknown }).dataLayer;
  vi.unstubAllGlobals();
});

describe('ConsentIsland', () => {
  it('asks first and contacts nobody until the visitor chooses', async () => {
    render(<ConsentIsland locale="es" translation={translation} />);
    expect(await screen.findByText('Tu privacidad', {}, slow)).toBeTruthy();
    expect(calls).toEqual([]);
    expect(document.querySelectorAll('script[src]')).toHaveLength(0);
  });

  it('with necessary only, records the choice, denies every signal and loads no tag', async () => {
    render(<ConsentIsland locale="es" translation={translation} />);
    (await screen.findByRole('button', { name: 'Solo necesarias' }, slow)).click();

    await waitFor(() => expect(calls).toHaveLength(1), slow);
    expect(calls[0]?.url).toBe(consentConfig.recordEndpoint);
    expect(JSON.parse(String(calls[0]?.init?.body))).toMatchObject({
      categories: ['necessary'],
      revision: consentConfig.revision,
      locale: 'es',
      action: 'first',
    });
    expect(gtagCommands()).toContainEqual([
      'consent',
      'update',
      {
        analytics_storage: 'denied',
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
      },
    ]);
    expect(document.querySelectorAll('script[src]')).toHaveLength(0);
  });

  it('with accept all, grants every signal, then loads the tag manager and GA4', async () => {
    render(<ConsentIsland locale="fr" translation={translation} />);
    (await screen.findByRole('button', { name: 'Aceptar todas' }, slow)).click();

    await waitFor(
      () =>
        expect(document.querySelector('script[src*="googletagmanager.com/gtm.js"]')).not.toBeNull(),
      slow,
    );
    expect(document.querySelector('script[src*="gtag/js?id=G-TEST123"]')).not.toBeNull();
    expect(calls.map((call) => call.url).sort()).toEqual(
      [consentConfig.recordEndpoint, consentConfig.tagsEndpoint].sort(),
    );
    expect(gtagCommands()).toContainEqual([
      'consent',
      'update',
      {
        analytics_storage: 'granted',
        ad_storage: 'granted',
        ad_user_data: 'granted',
        ad_personalization: 'granted',
      },
    ]);
  });
});
