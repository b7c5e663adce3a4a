import { describe, expect, it } from 'vitest';

import {
  consentConfig,
  consentModeDefaultScript,
  consentModeState,
  consentRecord,
  consentedTagsLoader,
  tagIdsFromEnv,
  tagScriptUrls,
  tagsToLoad,
  type TagIds,
} from './consent';

type HeadRun = {
  state: string | undefined;
  queued: number;
  /** The data layer now: gtag commands as arrays, GTM's start event as an object. */
  commands: () => unknown[];
  /** Scripts the head asked the server for (its tag loader). */
  fetched: string[];
  /** Resolves once the tag loader was answered and the tags appended. */
  settled: Promise<void>;
  scripts: string[];
  window: Record<string, unknown>;
};

/** Runs the <head> script against a fake page; returns `<html data-consent>`, the queue, the tags. */
function runHeadScript(
  cookie: string,
  nav: { userAgent: string; webdriver?: boolean },
  tagIds: unknown = { gtmId: 'GTM-TEST123', gaIds: ['G-TEST123', 'G-TEST456'] },
): HeadRun {
  const attributes = new Map<string, string>();
  const dataLayer: unknown[] = [];
  const scripts: string[] = [];
  const fetched: string[] = [];
  let answered: Promise<unknown> = Promise.resolve();
  const window: Record<string, unknown> = { dataLayer };
  const gtag = (...args: unknown[]) => dataLayer.push(args);
  const document = {
    cookie,
    documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
    createElement: () => ({}),
    head: {
      appendChild: (element: { src: string }) => {
        if (element.src !== consentConfig.tagsScriptEndpoint) return scripts.push(element.src);
        // The server's answer (app/api/tags/script), run when it arrives, as the browser does.
        fetched.push(element.src);
        answered = Promise.resolve().then(() =>
          new Function('window', 'document', 'gtag', consentedTagsLoader(tagIds as TagIds))(
            window,
            document,
            gtag,
          ),
        );
      },
    },
  };
  new Function('window', 'document', 'navigator', 'dataLayer', consentModeDefaultScript)(
    window,
    document,
    nav,
    dataLayer,
  );
  return {
    state: attributes.get('data-consent'),
    queued: dataLayer.length,
    commands: () =>
      dataLayer.map((entry) =>
        Object.prototype.toString.call(entry) === '[object Arguments]'
          ? Array.from(entry as ArrayLike<unknown>)
          : entry,
      ),
    fetched,
    settled: answered.then(() => new Promise((resolve) => setTimeout(resolve, 0))),
    scripts,
    window,
  };
}

const browser = { userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/156.0 Mobile Safari/537.36' };
const now = '2026-11-21T10:00:00.000Z';
const choice = (fields: Record<string, unknown> = {}) =>
  `other=1; ${consentConfig.cookie.name}=${encodeURIComponent(
    JSON.stringify({
      categories: ['necessary', 'analytics'],
      revision: consentConfig.revision,
      consentId: '0cd91edc-0bf6-43e9-9bcd-632f26a8c520',
      consentTimestamp: now,
      lastConsentTimestamp: now,
      ...fields,
    }),
  )}; NEXT_LOCALE=es`;

describe('the <head> script: whether the consent box shows, before the first paint', () => {
  it('asks a first-time visitor, and queues the denied defaults', () => {
    expect(runHeadScript('NEXT_LOCALE=es', browser)).toMatchObject({ state: 'ask', queued: 1 });
  });

  it('does not ask again when the cookie holds a valid choice of this revision', () => {
    expect(runHeadScript(choice(), browser).state).toBe('given');
  });

  it('asks again, with the revision notice, for a choice made under an older revision', () => {
    expect(runHeadScript(choice({ revision: consentConfig.revision - 1 }), browser).state).toBe(
      'revised',
    );
  });

  it('asks when the cookie is damaged or lacks what the library needs', () => {
    expect(runHeadScript(`${consentConfig.cookie.name}=%7Bnot-json`, browser).state).toBe('ask');
    expect(runHeadScript(choice({ consentId: undefined }), browser).state).toBe('ask');
    expect(runHeadScript(choice({ categories: 'all' }), browser).state).toBe('ask');
    expect(runHeadScript(choice({ lastConsentTimestamp: undefined }), browser).state).toBe('ask');
  });

  it('leaves crawlers and automated browsers alone (no box), as the library does', () => {
    expect(
      runHeadScript('', { userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1)' }),
    ).toMatchObject({
      state: undefined,
      queued: 1,
    });
    expect(runHeadScript('', { ...browser, webdriver: true }).state).toBeUndefined();
  });
});

describe("the <head> script: a returning visitor's tags, without waiting for the runtime", () => {
  it('with analytics accepted, asks the server for its tag loader, which grants it and loads GTM and GA4', async () => {
    const run = runHeadScript(choice(), browser);
    await run.settled;
    expect(run.fetched).toEqual([consentConfig.tagsScriptEndpoint]);
    expect(run.commands()).toContainEqual(['consent', 'update', consentModeState(['analytics'])]);
    expect(run.scripts).toEqual([
      tagScriptUrls.gtm('GTM-TEST123'),
      tagScriptUrls.gtag('G-TEST123'),
    ]);
    expect(run.commands()).toContainEqual(expect.objectContaining({ event: 'gtm.js' }));
    expect(run.commands()).toContainEqual(['config', 'G-TEST123']);
    expect(run.commands()).toContainEqual(['config', 'G-TEST456']);
    // The island reads which tags are in, and loads none of them again.
    expect(run.window[consentConfig.headTagsGlobal]).toEqual([
      'GTM-TEST123',
      'G-TEST123',
      'G-TEST456',
    ]);
    // The update comes before the tags can read the queue.
    const update = run
      .commands()
      .findIndex((command) => Array.isArray(command) && command[1] === 'update');
    const start = run.commands().findIndex((command) => !Array.isArray(command));
    expect(update).toBeLessThan(start);
  });

  it('with ads only, loads the tag manager and no GA4', async () => {
    const run = runHeadScript(choice({ categories: ['necessary', 'ads'] }), browser);
    await run.settled;
    expect(run.scripts).toEqual([tagScriptUrls.gtm('GTM-TEST123')]);
    expect(run.commands()).toContainEqual(['consent', 'update', consentModeState(['ads'])]);
  });

  it('with necessary only, an older revision, or none configured, loads nothing', async () => {
    for (const run of [
      runHeadScript(choice({ categories: ['necessary'] }), browser),
      runHeadScript(choice({ revision: consentConfig.revision - 1 }), browser),
      runHeadScript('', browser),
    ]) {
      await run.settled;
      expect(run.fetched).toEqual([]);
      expect(run.scripts).toEqual([]);
    }
    const unconfigured = runHeadScript(choice(), browser, { gtmId: null, gaIds: [] });
    await unconfigured.settled;
    expect(unconfigured.scripts).toEqual([]);
  });
});

const ids = { gtmId: 'GTM-TEST123', gaIds: ['G-TEST123', 'G-TEST456'] };

describe('Consent Mode v2 signals', () => {
  it('starts with every signal denied, in a script that never changes between builds', () => {
    expect(consentModeDefaultScript).toMatch(
      /^window\.dataLayer=window\.dataLayer\|\|\[\];function gtag\(\)\{dataLayer\.push\(arguments\);\}gtag\('consent','default',\{"analytics_storage":"denied","ad_storage":"denied","ad_user_data":"denied","ad_personalization":"denied"\}\);/,
    );
  });

  // Each category grants its own signals; every other of the four stays denied.
  it.each([
    ['grants analytics storage for analytics only', 'analytics', ['analytics_storage']],
    [
      'grants the three ad signals for ads only',
      'ads',
      ['ad_storage', 'ad_user_data', 'ad_personalization'],
    ],
  ] as const)('%s', (_title, category, granted: readonly string[]) => {
    const signals = ['analytics_storage', 'ad_storage', 'ad_user_data', 'ad_personalization'];
    expect(consentModeState(['necessary', category])).toEqual(
      Object.fromEntries(signals.map((s) => [s, granted.includes(s) ? 'granted' : 'denied'])),
    );
  });
});

describe('tags to load', () => {
  it('loads nothing with only the necessary category', () => {
    expect(tagsToLoad(['necessary'], ids)).toEqual({ gtmId: null, gaIds: [] });
  });

  it('loads the tag manager and every GA4 property for analytics', () => {
    expect(tagsToLoad(['necessary', 'analytics'], ids)).toEqual(ids);
  });

  it('loads the tag manager without GA4 for ads', () => {
    expect(tagsToLoad(['necessary', 'ads'], ids)).toEqual({ gtmId: 'GTM-TEST123', gaIds: [] });
  });

  it('loads nothing when the server has no ids, whatever was accepted', () => {
    expect(tagsToLoad(['necessary', 'analytics', 'ads'], { gtmId: null, gaIds: [] })).toEqual({
      gtmId: null,
      gaIds: [],
    });
  });
});

describe('tag ids from the environment', () => {
  it('is empty when nothing is set', () => {
    expect(tagIdsFromEnv({})).toEqual({ gtmId: null, gaIds: [] });
  });

  it('reads the tag manager and up to two GA4 properties, once each', () => {
    expect(
      tagIdsFromEnv({
        NEXT_PUBLIC_GTM_ID: ' gtm-abc123 ',
        NEXT_PUBLIC_GA_ID: 'G-ABC123',
        NEXT_PUBLIC_GA_ID_2: 'G-ABC123',
      }),
    ).toEqual({ gtmId: 'GTM-ABC123', gaIds: ['G-ABC123'] });
  });

  it('ignores values that are not ids, since they end up inside an inline script', () => {
    expect(
      tagIdsFromEnv({
        NEXT_PUBLIC_GTM_ID: "GTM-1');alert(1);//",
        NEXT_PUBLIC_GA_ID: 'UA-12345-1',
        NEXT_PUBLIC_GA_ID_2: 'G-OK1234',
      }),
    ).toEqual({ gtmId: null, gaIds: ['G-OK1234'] });
  });
});

describe('consent record', () => {
  it('carries the id, categories, revision and both dates of the stored choice', () => {
    const stored = {
      consentId: '0cd91edc-0bf6-43e9-9bcd-632f26a8c520',
      categories: ['necessary', 'ads'],
      revision: 1,
      consentTimestamp: '2026-01-02T10:00:00.000Z',
      lastConsentTimestamp: '2026-03-04T12:00:00.000Z',
    };
    expect(consentRecord(stored, 'pt', 'change')).toEqual({
      consentId: '0cd91edc-0bf6-43e9-9bcd-632f26a8c520',
      categories: ['necessary', 'ads'],
      revision: 1,
      consentDate: '2026-01-02T10:00:00.000Z',
      lastConsentUpdate: '2026-03-04T12:00:00.000Z',
      locale: 'pt',
      action: 'change',
    });
  });
});
