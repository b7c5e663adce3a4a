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

/**
 * The loader: the chunks are requested once the first frame is out (a `requestAnimationFrame`
 * callback runs just before the frame is painted, a task queued from it just after), in the order
 * Next listed them; each is an ordinary async script from our origin, so the CSP's `'self'` allows
 * it and Turbopack's runtime finds it by `src` as it found the parser's. A hidden tab never paints
 * (no frame callbacks): it loads them at once.
 */
export function chunkLoader(srcs: readonly string[], stylesheets: readonly string[] = []): string {
  const sheets = stylesheets.length
    ? `${JSON.stringify(stylesheets)}.forEach(function(u){var e=d.createElement("link");e.rel="stylesheet";e.href=u;e.setAttribute("data-precedence","next");d.head.appendChild(e)});`
    : '';
  return `(function(){var s=${JSON.stringify(srcs)},d=document,l=function(){${sheets}s.forEach(function(u){var e=d.createElement("script");e.src=u;e.async=true;d.head.appendChild(e)})};d.visibilityState==="hidden"?l():requestAnimationFrame(function(){setTimeout(l,0)})})()`;
}

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
    html: `${stripped.slice(0, at)}<script>${chunkLoader(chunks, stylesheets)}</script>${stripped.slice(at)}`,
    chunks,
  };
}
