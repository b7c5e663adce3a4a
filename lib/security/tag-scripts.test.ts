// @vitest-environment jsdom
import { GoogleAnalytics, GoogleTagManager } from '@next/third-parties/google';
import { act, createElement, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';

import { hashSource } from './csp';
import { gaInitScript, gtmInitScript, tagScriptHashes } from './tag-scripts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The inline script text the real component injects into the page (through next/script). */
async function injectedInlineScript(element: ReactElement, id: string): Promise<string> {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(element));
  const script = document.getElementById(id);
  await act(async () => root.unmount());
  if (!script) throw new Error(`${id} was not injected`);
  return script.innerHTML;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('tag init scripts', () => {
  it('match what <GoogleTagManager> injects, byte for byte', async () => {
    const text = await injectedInlineScript(
      createElement(GoogleTagManager, { gtmId: 'GTM-TEST123' }),
      '_next-gtm-init',
    );
    expect(text).toBe(gtmInitScript);
  });

  it('match what <GoogleAnalytics> injects, byte for byte', async () => {
    const text = await injectedInlineScript(
      createElement(GoogleAnalytics, { gaId: 'G-TEST12345' }),
      '_next-ga-init',
    );
    expect(text).toBe(gaInitScript('G-TEST12345'));
  });
});

describe('tagScriptHashes', () => {
  it('lists nothing when no tag is configured', () => {
    expect(tagScriptHashes({ gtmId: null, gaIds: [] })).toEqual([]);
  });

  it('lists the GTM init and the first GA4 property init', () => {
    expect(tagScriptHashes({ gtmId: 'GTM-A1B2', gaIds: ['G-ONE1', 'G-TWO2'] })).toEqual([
      hashSource(gtmInitScript),
      hashSource(gaInitScript('G-ONE1')),
    ]);
  });
});
