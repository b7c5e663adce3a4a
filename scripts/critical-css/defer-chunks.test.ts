import { describe, expect, it, vi } from 'vitest';

import { hashSource } from '@/lib/security/csp';
import { inlineHashes } from '@/lib/security/inline-content';

import { chunkLoader, deferChunkScripts } from './defer-chunks';
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
    expect(html).not.toContain('rel="preload"');
    // Every other byte stays: the polyfills for old browsers, the payload, the JSON-LD.
    expect(html).toBe(
      `<!DOCTYPE html><html lang="es-ES"><head><meta charSet="utf-8"/><title>Hola</title>${NOMODULE}</head><body><h1>Hola &amp; adiós</h1><script>self.__next_f.push([0])</script><script type="application/ld+json">{"@type":"Thing"}</script><script>${chunkLoader(chunks)}</script></body></html>`,
    );
  });

  it('the loader is allowed by the page CSP, which hashes the file', () => {
    const { html, chunks } = deferChunkScripts(page());
    expect(inlineHashes(html).scripts).toContain(hashSource(chunkLoader(chunks)));
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
  type Appended = Record<string, unknown>;
  /** Runs the loader against a document whose frames and tasks the test steps through. */
  function run(visibilityState: 'visible' | 'hidden') {
    const appended: Appended[] = [];
    const frames: (() => void)[] = [];
    const tasks: (() => void)[] = [];
    const document = {
      visibilityState,
      createElement: (tag: string) => ({
        tag,
        setAttribute(this: Appended, name: string, value: string) {
          this[name] = value;
        },
      }),
      head: { appendChild: (element: Appended) => appended.push(element) },
    };
    const requestAnimationFrame = vi.fn((callback: () => void) => frames.push(callback));
    const setTimeout = (callback: () => void) => tasks.push(callback);
    new Function(
      'document',
      'requestAnimationFrame',
      'setTimeout',
      chunkLoader(['/a.js', '/b.js'], ['/s.css']),
    )(document, requestAnimationFrame, setTimeout);
    // What each appended element is, without the test's setAttribute.
    const shown = () => appended.map(({ setAttribute: _, ...element }) => element);
    return { appended: shown, frames, tasks };
  }

  const STYLESHEET = { tag: 'link', rel: 'stylesheet', href: '/s.css', 'data-precedence': 'next' };

  it('requests the stylesheet, then the chunks in order as async scripts, only after the first frame', () => {
    const { appended, frames, tasks } = run('visible');
    expect(appended()).toEqual([]);
    frames.shift()!(); // before the frame is painted
    expect(appended()).toEqual([]);
    tasks.shift()!(); // the first task after it
    expect(appended()).toEqual([
      STYLESHEET,
      { tag: 'script', src: '/a.js', async: true },
      { tag: 'script', src: '/b.js', async: true },
    ]);
  });

  it('loads them at once in a hidden tab, which paints no frame', () => {
    const { appended, frames } = run('hidden');
    expect(frames).toEqual([]);
    expect(appended()).toEqual([
      STYLESHEET,
      { tag: 'script', src: '/a.js', async: true },
      { tag: 'script', src: '/b.js', async: true },
    ]);
  });
});
