import { describe, expect, it } from 'vitest';

import { consentConfig } from '@/config/consent';
import { ENTRY_KEY_FIELD } from '@/lib/platform/scroll-memory';
import { hashSource } from '@/lib/security/csp';
import { inlineHashes } from '@/lib/security/inline-content';

import { chunkLoader, deferChunkScripts, speculationRules } from './defer-chunks';
import { UnexpectedOutputError } from './inline';

const chunk = (name: string) => `/_next/static/chunks/${name}.js`;
const script = (name: string) => `<script src="${chunk(name)}" async=""></script>`;
const PRELOAD = `<link rel="preload" as="script" fetchPriority="low" href="${chunk('error')}"/>`;
const NOMODULE = `<script src="${chunk('polyfills')}" noModule=""></script>`;
// As `next build` writes a page: the chunks in <head>, one more (preloaded) in <body>.
const page = (extra = '') =>
  `<!DOCTYPE html><html lang="es-ES"><head><meta charSet="utf-8"/>${PRELOAD}${script('framework')}${script('main')}<title>Hola</title>${NOMODULE}${extra}</head><body><h1>Hola &amp; adiós</h1><script>self.__next_f.push([0])</script>${script('error')}<script type="application/ld+json">{"@type":"Thing"}</script></body></html>`;

describe('deferChunkScripts', () => {
  it('takes every chunk script and preload out of the parser and loads them from one script at the end of <body>', () => {
    const { html, chunks } = deferChunkScripts(page());
    expect(chunks).toEqual([chunk('framework'), chunk('main'), chunk('error')]);
    expect(html).not.toMatch(/<script src=[^>]*async/);
    expect(html).not.toMatch(/<link[^>]*rel="preload"/);
    // Every other byte stays: the polyfills for old browsers, the payload, the JSON-LD.
    expect(html).toBe(
      `<!DOCTYPE html><html lang="es-ES"><head><meta charSet="utf-8"/><title>Hola</title>${NOMODULE}</head><body><h1>Hola &amp; adiós</h1><script>self.__next_f.push([0])</script><script type="application/ld+json">{"@type":"Thing"}</script><script type="speculationrules">${speculationRules}</script><script>${chunkLoader(chunks)}</script></body></html>`,
    );
  });

  it('the loader and the prefetch rules are allowed by the page CSP, which hashes the file', () => {
    const { html, chunks } = deferChunkScripts(page());
    expect(inlineHashes(html).scripts).toContain(hashSource(chunkLoader(chunks)));
    expect(inlineHashes(html).scripts).toContain(hashSource(speculationRules));
  });

  it('has the loader append the stylesheets the CSS step took out of the page', () => {
    const css = '/_next/static/chunks/site.css';
    const { html, chunks } = deferChunkScripts(page(), [css]);
    expect(html).toContain(`<script>${chunkLoader(chunks, [css])}</script></body>`);
    expect(() => deferChunkScripts('<html><head></head><body></body></html>', [css])).toThrow(
      UnexpectedOutputError,
    );
  });

  it('leaves a page without chunk scripts alone', () => {
    const plain = '<!DOCTYPE html><html><head></head><body><p>Hola</p></body></html>';
    expect(deferChunkScripts(plain)).toEqual({ html: plain, chunks: [] });
  });

  it.each([
    ['a deferred script', `<script src="${chunk('x')}" defer=""></script>`],
    ['a module script', `<script type="module" src="${chunk('x')}"></script>`],
    ['a module preload', `<link rel="modulepreload" href="${chunk('x')}"/>`],
    ['a preload of a chunk no script loads', PRELOAD.replace('error', 'other')],
  ])('stops on %s', (_, extra) => {
    expect(() => deferChunkScripts(page(extra))).toThrow(UnexpectedOutputError);
  });
});

describe('chunkLoader', () => {
  type Element = Record<string, unknown>;
  type Listener = (event: { type: string }) => void;
  type Options = {
    pending?: string;
    visibility?: 'visible' | 'hidden';
    state?: unknown;
    consent?: string;
    cookie?: string;
  };
  const timing = { quietAfterLoadMs: 4000, interactionEndMaxMs: 500 };

  /**
   * Runs the loader against a fake window whose frames, timers, idle periods and events the test
   * steps through; `appended()` lists what it added to <head>.
   */
  function run({
    visibility = 'visible',
    state = null,
    consent,
    cookie = '',
    pending,
  }: Options = {}) {
    const appended: Element[] = [];
    const listeners = new Map<string, Listener[]>();
    const frames: (() => void)[] = [];
    const idle: (() => void)[] = [];
    let timers: { at: number; run: () => void; id: number }[] = [];
    let now = 0;
    let nextId = 1;
    const attributes: Record<string, string> = consent ? { 'data-consent': consent } : {};
    if (pending) attributes[consentConfig.pendingAttribute] = pending;
    const listen = (type: string, listener: Listener) =>
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    const unlisten = (type: string, listener: Listener) =>
      listeners.set(
        type,
        (listeners.get(type) ?? []).filter((l) => l !== listener),
      );
    const document = {
      visibilityState: visibility,
      readyState: 'interactive',
      cookie,
      documentElement: {
        setAttribute: (name: string, value: string) => (attributes[name] = value),
        getAttribute: (name: string) => attributes[name] ?? null,
        hasAttribute: (name: string) => name in attributes,
      },
      createElement: (tag: string) => ({
        tag,
        setAttribute(this: Element, name: string, value: string) {
          this[name] = value;
        },
      }),
      head: { appendChild: (element: Element) => appended.push(element) },
      addEventListener: listen,
    };
    const window = { addEventListener: listen, removeEventListener: unlisten };
    const setTimeout = (callback: () => void, ms = 0) => {
      const id = nextId++;
      timers.push({ at: now + ms, run: callback, id });
      return id;
    };
    const clearTimeout = (id: number) => (timers = timers.filter((timer) => timer.id !== id));
    new Function(
      'window',
      'document',
      'history',
      'requestAnimationFrame',
      'requestIdleCallback',
      'setTimeout',
      'clearTimeout',
      `window.requestIdleCallback = requestIdleCallback; ${chunkLoader(['/a.js', '/b.js'], ['/s.css'], timing)}`,
    )(
      window,
      document,
      { state },
      (callback: () => void) => frames.push(callback),
      (callback: () => void) => idle.push(callback),
      setTimeout,
      clearTimeout,
    );
    const env = {
      /** What the loader added to <head>, without the fake's setAttribute. */
      appended: () => appended.map(({ setAttribute: _, ...element }) => element),
      runtime: () => attributes['data-runtime'],
      /** Paints a frame: its callbacks, then the tasks they queued. */
      frame() {
        for (const callback of frames.splice(0)) callback();
        env.advance(0);
      },
      /** Runs the timers due within `ms`. */
      advance(ms: number) {
        const until = now + ms;
        for (;;) {
          const due = timers.filter((timer) => timer.at <= until).sort((a, b) => a.at - b.at)[0];
          if (!due) break;
          timers = timers.filter((timer) => timer !== due);
          now = due.at;
          due.run();
        }
        now = until;
      },
      idle: () => idle.splice(0).forEach((callback) => callback()),
      fire(type: string) {
        if (type === 'visibilitychange') document.visibilityState = 'visible';
        for (const listener of listeners.get(type) ?? []) listener({ type });
      },
      listening: (type: string) => (listeners.get(type) ?? []).length,
    };
    return env;
  }

  const STYLESHEET = { tag: 'link', rel: 'stylesheet', href: '/s.css', 'data-precedence': 'next' };
  const PRELOADS = [
    { tag: 'link', rel: 'preload', as: 'script', href: '/a.js' },
    { tag: 'link', rel: 'preload', as: 'script', href: '/b.js' },
  ];
  const SCRIPTS = [
    { tag: 'script', src: '/a.js', async: true },
    { tag: 'script', src: '/b.js', async: true },
  ];

  it('requests the stylesheet after the first frame, and no chunk until the visitor acts or the page is quiet', () => {
    const page = run();
    expect(page.appended()).toEqual([]);
    page.frame();
    expect(page.appended()).toEqual([STYLESHEET]);
    page.advance(60_000);
    expect(page.appended()).toEqual([STYLESHEET]);
    expect(page.runtime()).toBeUndefined();
  });

  it('on a first press, preloads the chunks at once and runs them after the paint that follows the release', () => {
    const page = run();
    page.frame();
    page.fire('pointerdown');
    expect(page.appended()).toEqual([STYLESHEET, ...PRELOADS]);
    page.advance(100);
    page.fire('pointerup');
    // The release's own handlers and paint come first: the chunks' evaluation never delays them.
    expect(page.appended()).toHaveLength(3);
    page.frame();
    expect(page.appended()).toEqual([STYLESHEET, ...PRELOADS, ...SCRIPTS]);
    expect(page.runtime()).toBe('started');
    // Once: later presses add nothing, and the loader no longer listens.
    page.fire('keydown');
    page.fire('keyup');
    page.frame();
    expect(page.appended()).toHaveLength(5);
    expect(page.listening('pointerdown') + page.listening('keydown')).toBe(0);
  });

  it('starts on a click that came alone (assistive technology), and on a press never released (a touch that scrolled)', () => {
    const clicked = run();
    clicked.frame();
    clicked.fire('click');
    clicked.frame();
    expect(clicked.appended()).toEqual([STYLESHEET, ...PRELOADS, ...SCRIPTS]);

    const touched = run();
    touched.frame();
    touched.fire('touchstart');
    touched.frame();
    expect(touched.appended()).toEqual([STYLESHEET, ...PRELOADS]);
    touched.advance(timing.interactionEndMaxMs);
    touched.frame();
    expect(touched.appended()).toEqual([STYLESHEET, ...PRELOADS, ...SCRIPTS]);
  });

  it('starts on its own once the page has been quiet after load, in an idle period', () => {
    const page = run();
    page.frame();
    page.fire('load');
    page.advance(timing.quietAfterLoadMs - 1);
    page.idle();
    expect(page.appended()).toEqual([STYLESHEET]);
    page.advance(1);
    page.idle();
    page.frame();
    expect(page.appended()).toEqual([STYLESHEET, ...SCRIPTS]);
  });

  it('in a hidden tab, waits until it is shown before counting the quiet time', () => {
    const page = run({ visibility: 'hidden' });
    expect(page.appended()).toEqual([STYLESHEET]);
    page.fire('load');
    page.advance(60_000);
    page.idle();
    expect(page.appended()).toEqual([STYLESHEET]);
    page.fire('visibilitychange');
    page.advance(timing.quietAfterLoadMs);
    page.idle();
    page.frame();
    expect(page.appended()).toEqual([STYLESHEET, ...SCRIPTS]);
  });

  it('starts after the first frame on a history entry the runtime showed (its scroll restore is needed)', () => {
    const page = run({ state: { [ENTRY_KEY_FIELD]: 'k1', other: 1 } });
    page.frame();
    expect(page.appended()).toEqual([STYLESHEET, ...SCRIPTS]);
  });

  it('waits for a returning visitor too, whose consented tags the <head> script loads', () => {
    const cookie = `x=1; ${consentConfig.cookie.name}=${encodeURIComponent(JSON.stringify({ categories: ['necessary', 'analytics'] }))}`;
    const page = run({ consent: 'given', cookie });
    page.frame();
    page.advance(1_000);
    expect(page.appended()).toEqual([STYLESHEET]);
  });

  it('starts after the first frame when a consent answer pressed on the previous page still waits', () => {
    const page = run({ consent: 'ask', pending: 'all' });
    page.frame();
    expect(page.appended()).toEqual([STYLESHEET, ...SCRIPTS]);
  });
});
