import { consentConfig } from '@/config/consent';
import { runtimeStart } from '@/lib/platform/constants';
import { ENTRY_KEY_FIELD } from '@/lib/platform/scroll-memory';

import { UnexpectedOutputError } from './inline';

/** The chunk scripts `next build` writes into a prerendered page (head and body): all async. */
const CHUNK_SCRIPT = /<script src="(\/_next\/static\/chunks\/[^"]+\.js)" async=""><\/script>/g;
/** Next's low-priority preload of a chunk it also loads with a <script> (the global error's). */
const CHUNK_PRELOAD =
  /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/chunks\/[^"]+\.js)"\/>/g;
/** The legacy browsers' polyfills: never fetched by a browser that runs modules, left alone. */
const NOMODULE_SCRIPT = /<script src="\/_next\/static\/chunks\/[^"]+\.js" noModule=""><\/script>/g;
/** Any external script or script preload: what the patterns above must account for. */
const ANY_EXTERNAL_SCRIPT =
  /<script\b[^>]*\bsrc=[^>]*>|<link\b[^>]*\brel="(?:preload|modulepreload)"[^>]*\bas="script"[^>]*>|<link\b[^>]*\brel="modulepreload"[^>]*>/g;

/** When the runtime starts, besides a visitor's first interaction (docs/platform.md, "When the runtime starts"). */
export type LoaderTiming = {
  /** Quiet time after `load` before the runtime starts on its own. */
  quietAfterLoadMs: number;
  /** The longest a started interaction waits for its end (a touch that became a scroll has none). */
  interactionEndMaxMs: number;
};

export const loaderTiming: LoaderTiming = {
  quietAfterLoadMs: runtimeStart.quietAfterLoadMs,
  interactionEndMaxMs: runtimeStart.interactionEndMaxMs,
};

/**
 * The loader, inline at the end of <body>. The stylesheet is requested once the first frame is out
 * (a `requestAnimationFrame` callback runs just before the frame is painted, a task queued from it
 * just after). Next's chunks, which boot React and hydrate the page, wait for the visitor: the page
 * works without them (links navigate, forms post, the menu, search, switcher and consent box act
 * through the platform and small inline scripts), so the main thread stays free while it loads.
 *
 * - The first pointer, touch, key or click preloads the chunks at once and runs them after the
 *   paint that follows the end of that interaction, so their evaluation never delays its response.
 * - Otherwise they start once the page has been quiet for `quietAfterLoadMs` after `load`, in an
 *   idle period, while the tab is visible.
 * - At once (after the first frame) when this history entry was shown by a running runtime
 *   (`history.state` holds its entry key): a back/forward or reload to it needs the runtime's
 *   scroll restore, since the runtime set `history.scrollRestoration` to manual for it.
 * - At once when a consent answer pressed on the previous page still waits to be carried out
 *   (config/consent.ts, `pendingKey`). A returning visitor's consented tags do not wait for the
 *   runtime: the `<head>` script loads them (config/consent.ts, `consentedTagsScript`).
 *
 * Each chunk is an ordinary async script from our origin, so the CSP's `'self'` allows it and
 * Turbopack's runtime finds it by `src` as it found the parser's. `<html data-runtime>` says
 * `started` once they are requested. A hidden tab paints no frame: what waits for one runs at once.
 */
export function chunkLoader(
  srcs: readonly string[],
  stylesheets: readonly string[] = [],
  timing: LoaderTiming = loaderTiming,
): string {
  const sheets = stylesheets.length
    ? `${JSON.stringify(stylesheets)}.forEach(function(u){var e=d.createElement("link");e.rel="stylesheet";e.href=u;e.setAttribute("data-precedence","next");d.head.appendChild(e)});`
    : '';
  return `(function(){var s=${JSON.stringify(srcs)},d=document,w=window,h=d.documentElement,on=w.addEventListener.bind(w),off=w.removeEventListener.bind(w),go=0,pre=0,t,T=["pointerdown","touchstart","keydown","click"],E=["pointerup","pointercancel","keyup","click"],C={capture:true,passive:true};function paint(f){d.visibilityState==="hidden"?f():requestAnimationFrame(function(){setTimeout(f,0)})}function add(u,l){var e=d.createElement(l?"link":"script");if(l){e.rel="preload";e.as="script";e.href=u}else{e.src=u;e.async=true}d.head.appendChild(e)}function start(){if(go)return;go=1;T.forEach(function(x){off(x,first,C)});h.setAttribute("data-runtime","started");s.forEach(function(u){add(u)})}function end(){clearTimeout(t);E.forEach(function(x){off(x,end,C)});paint(start)}function first(e){if(go||pre)return;pre=1;s.forEach(function(u){add(u,1)});if(e.type==="click")return end();E.forEach(function(x){on(x,end,C)});t=setTimeout(end,${timing.interactionEndMaxMs})}function quiet(){if(d.visibilityState==="hidden")return d.addEventListener("visibilitychange",quiet,{once:true});setTimeout(function(){(w.requestIdleCallback||setTimeout)(function(){paint(start)})},${timing.quietAfterLoadMs})}T.forEach(function(x){on(x,first,C)});paint(function(){${sheets}});var k=history.state;if(k&&typeof k==="object"&&k[${JSON.stringify(ENTRY_KEY_FIELD)}]||h.hasAttribute("${consentConfig.pendingAttribute}"))paint(start);else d.readyState==="complete"?quiet():on("load",quiet,{once:true})})()`;
}

/**
 * Before the runtime runs, a link is an ordinary navigation: the browser prefetches the page a
 * visitor is about to follow (a pointer resting on the link, or pressed on a touch screen:
 * `moderate`), as Next's router does for links in view once it runs. The running platform removes
 * these rules (components/platform/navigation-controller.ts): its own navigations fetch the RSC
 * payload, not the document. Endpoints and downloads are never prefetched.
 */
export const speculationRules = JSON.stringify({
  prefetch: [
    {
      source: 'document',
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: '/api/*' } },
          // Files (a `type` such as application/pdf), new tabs and opted-out links are not pages to prefetch.
          { not: { selector_matches: '[download], [type], [rel~="nofollow"], [target="_blank"]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
});

export type DeferResult = { html: string; chunks: string[] };

/**
 * Takes Next's chunk scripts out of the parser's path and has a small inline loader, at the end
 * of <body>, request them after the page's first frame. Why: Lighthouse's simulated LCP (Lantern)
 * keeps in its graph every script that had arrived before the observed paint, and cannot prove
 * one of Next's chunks ran after it (their tasks are under the 10 ms it prunes), so on a fast
 * machine all 160 KB of them were charged to the LCP over a simulated slow link. Requested after
 * the first frame, they are not in it; on a real slow link they no longer share the bandwidth
 * with the document either. The hydration starts one frame later.
 *
 * Returns the page unchanged when it has no chunk
 * script (none today); throws on any external script or script preload in a shape it does not
 * know, so a change in Next's output stops the build instead of shipping a page without scripts.
 */
export function deferChunkScripts(html: string, stylesheets: readonly string[] = []): DeferResult {
  const scripts = [...html.matchAll(CHUNK_SCRIPT)];
  const preloads = [...html.matchAll(CHUNK_PRELOAD)];
  const known = scripts.length + preloads.length + (html.match(NOMODULE_SCRIPT)?.length ?? 0);
  const all = html.match(ANY_EXTERNAL_SCRIPT) ?? [];
  if (all.length !== known) {
    throw new UnexpectedOutputError(
      `scripts not in Next's known shapes (<script src="/_next/static/chunks/….js" async="">, a low-priority preload, noModule): ${all.join(' ')}`,
    );
  }
  if (!scripts.length) {
    if (stylesheets.length) {
      throw new UnexpectedOutputError(`no chunk script to load ${stylesheets.join(', ')} with`);
    }
    return { html, chunks: [] };
  }
  const chunks = [...new Set(scripts.map((match) => match[1]!))];
  const preloaded = preloads.map((match) => match[1]!);
  const stray = preloaded.filter((src) => !chunks.includes(src));
  if (stray.length) {
    throw new UnexpectedOutputError(`preloaded chunks that no <script> loads: ${stray.join(', ')}`);
  }
  const stripped = html.replace(CHUNK_SCRIPT, '').replace(CHUNK_PRELOAD, '');
  const at = stripped.lastIndexOf('</body>');
  if (at < 0) throw new UnexpectedOutputError('no </body>');
  return {
    html: `${stripped.slice(0, at)}<script type="speculationrules">${speculationRules}</script><script>${chunkLoader(chunks, stylesheets)}</script>${stripped.slice(at)}`,
    chunks,
  };
}
