import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { Translation } from 'vanilla-cookieconsent';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { consentConfig } from '@/config/consent';
import { storedConsentCookie } from '@/scripts/stored-consent';

import { ConsentIsland } from './consent-island';

const translation: Translation = {
  consentModal: {},
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

/**
 * The page as the server sends it: the first layer (ConsentNotice's markup) and a footer link, with
 * `<html data-consent>` as the <head> script left it.
 */
function page(state: string | null, pending?: string) {
  if (state) document.documentElement.dataset.consent = state;
  document.body.innerHTML = `
    <div id="${consentConfig.noticeId}"${pending ? ` data-pending="${pending}"` : ''}>
      <div role="dialog" aria-label="Cookies" tabindex="-1">
        <h2>Tu privacidad</h2>
        <button type="button" data-consent-action="all">Aceptar todas</button>
        <button type="button" data-consent-action="necessary">Solo necesarias</button>
        <button type="button" data-consent-action="settings">Personalizar</button>
      </div>
    </div>
    <footer><button type="button" data-consent-action="settings">Cookies</button></footer>`;
}

const stored = (revision?: number, data?: unknown) => {
  const value = storedConsentCookie({ categories: ['necessary', 'analytics'], revision, data });
  document.cookie = `${consentConfig.cookie.name}=${value}; path=/`;
};

/** Lets dynamic imports and promise chains run (the library is imported on demand). */
const idle = () => new Promise((resolve) => setTimeout(resolve, 300));

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  delete document.documentElement.dataset.consent;
  document.cookie = `${consentConfig.cookie.name}=; path=/; expires=Thu, 01 Jan 1970 00:00:01 GMT`;
  delete (window as unknown as { dataLayer?: unknown }).dataLayer;
  vi.unstubAllGlobals();
});

describe('ConsentIsland', () => {
  it('on a first visit, loads no library and contacts nobody until a button is pressed', async () => {
    page('ask');
    render(<ConsentIsland locale="es" translation={translation} />);
    await idle();
    expect(calls).toEqual([]);
    expect(document.getElementById('cc-main')).toBeNull();
    expect(document.querySelectorAll('script[src]')).toHaveLength(0);
    expect(document.documentElement.dataset.consent).toBe('ask');
  });

  it('with necessary only, records the choice, denies every signal, hides the box, loads no tag', async () => {
    page('ask');
    render(<ConsentIsland locale="es" translation={translation} />);
    screen.getByRole('button', { name: 'Solo necesarias' }).click();

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
    expect(document.documentElement.dataset.consent).toBe('given');
    expect(document.querySelectorAll('script[src]')).toHaveLength(0);
  });

  it('with accept all, grants every signal, then loads the tag manager and GA4', async () => {
    page('ask');
    render(<ConsentIsland locale="fr" translation={translation} />);
    screen.getByRole('button', { name: 'Aceptar todas' }).click();

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
    expect(document.documentElement.dataset.consent).toBe('given');
  });

  it('carries out a button pressed before the page was interactive', async () => {
    page('ask', 'necessary');
    render(<ConsentIsland locale="es" translation={translation} />);
    await waitFor(() => expect(calls).toHaveLength(1), slow);
    expect(JSON.parse(String(calls[0]?.init?.body))).toMatchObject({ categories: ['necessary'] });
    expect(document.documentElement.dataset.consent).toBe('given');
  });

  it('for a returning visitor, opens the settings dialog pressed in the footer before the runtime ran, and carries out no stale answer', async () => {
    stored();
    page('given', 'settings');
    render(<ConsentIsland locale="es" translation={translation} />);
    await waitFor(() => expect(document.querySelector('#cc-main .pm')).not.toBeNull(), slow);

    cleanup();
    document.getElementById('cc-main')?.remove();
    page('given', 'all');
    render(<ConsentIsland locale="es" translation={translation} />);
    await idle();
    expect(calls.map((call) => call.url)).not.toContain(consentConfig.recordEndpoint);
  });

  it('clears an answer kept for the visit once it is carried out', async () => {
    sessionStorage.setItem(consentConfig.pendingKey, 'necessary');
    document.documentElement.setAttribute(consentConfig.pendingAttribute, 'necessary');
    page('ask', 'necessary');
    render(<ConsentIsland locale="es" translation={translation} />);
    await waitFor(() => expect(document.documentElement.dataset.consent).toBe('given'), slow);
    expect(sessionStorage.getItem(consentConfig.pendingKey)).toBeNull();
    expect(document.documentElement.hasAttribute(consentConfig.pendingAttribute)).toBe(false);
  });

  it('opens the settings dialog from the box, recording nothing yet', async () => {
    page('ask');
    render(<ConsentIsland locale="es" translation={translation} />);
    screen.getByRole('button', { name: 'Personalizar' }).click();
    await waitFor(() => expect(document.querySelector('#cc-main .pm')).not.toBeNull(), slow);
    expect(calls).toEqual([]);
    expect(document.documentElement.dataset.consent).toBe('ask');
  });

  it('opens the settings dialog from the footer link, before the library was needed', async () => {
    page(null);
    render(<ConsentIsland locale="es" translation={translation} />);
    screen.getByRole('button', { name: 'Cookies' }).click();
    await waitFor(() => expect(document.querySelector('#cc-main .pm')).not.toBeNull(), slow);
  });

  it('for a returning visitor, applies the stored choice without asking', async () => {
    stored();
    page('given');
    render(<ConsentIsland locale="es" translation={translation} />);
    await waitFor(
      () =>
        expect(gtagCommands()).toContainEqual([
          'consent',
          'update',
          {
            analytics_storage: 'granted',
            ad_storage: 'denied',
            ad_user_data: 'denied',
            ad_personalization: 'denied',
          },
        ]),
      slow,
    );
    expect(document.documentElement.dataset.consent).toBe('given');
    expect(calls.map((call) => call.url)).not.toContain(consentConfig.recordEndpoint);
  });

  it('sends a record the server refused for now again only once its back-off has passed', async () => {
    const recordCalls = () => calls.filter((call) => call.url === consentConfig.recordEndpoint);
    const data = () =>
      JSON.parse(decodeURIComponent(document.cookie.match(/cc_cookie=([^;]*)/)![1]!)).data;
    // Waiting for its time: this page load sends nothing.
    stored(undefined, { pending: 'first', attempts: 2, retryAt: Date.now() + 60_000 });
    page('given');
    render(<ConsentIsland locale="es" translation={translation} />);
    await waitFor(() => expect(gtagCommands().length).toBeGreaterThan(0), slow);
    await idle();
    expect(recordCalls()).toEqual([]);
    cleanup();

    // Its time has come, and the server refuses again (429): sent once, then put off for longer.
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push({ url, init });
        return Response.json(
          { error: 'rate-limited' },
          { status: 429, headers: { 'retry-after': '10' } },
        );
      }),
    );
    stored(undefined, { pending: 'first', attempts: 2, retryAt: Date.now() - 1 });
    page('given');
    render(<ConsentIsland locale="es" translation={translation} />);
    await waitFor(() => expect(recordCalls()).toHaveLength(1), slow);
    await waitFor(() => expect(data().attempts).toBe(3), slow);
    // The third failure waits about four minutes (±20 %), not until the next page.
    expect(data().retryAt - Date.now()).toBeGreaterThan(3 * 60_000);
    expect(data().pending).toBe('first');
  });

  it('asks when the library finds no valid choice although the page thought there was one', async () => {
    stored(consentConfig.revision + 1);
    page('given');
    render(<ConsentIsland locale="es" translation={translation} />);
    await waitFor(() => expect(document.documentElement.dataset.consent).toBe('ask'), slow);
  });

  it('for a crawler (no state), loads nothing and asks nothing', async () => {
    page(null);
    render(<ConsentIsland locale="es" translation={translation} />);
    await idle();
    expect(document.getElementById('cc-main')).toBeNull();
    expect(document.documentElement.dataset.consent).toBeUndefined();
    expect(calls).toEqual([]);
  });
});
