import Beasties from 'beasties';

/**
 * The stylesheet links `next build` writes into a prerendered page's <head>: the App Router
 * renders every CSS chunk as a React stylesheet resource (`precedence="next"`), which React adopts
 * on hydration by its `href` (and inserts again if it finds none).
 */
const STYLESHEET_LINK =
  /<link rel="stylesheet" href="(\/_next\/static\/[^"]+\.css)" data-precedence="next"\/>/g;
/** Any stylesheet link or inlined Next stylesheet: what the pattern above must account for. */
const ANY_STYLESHEET = /<link\b[^>]*\brel="stylesheet"[^>]*>|<style\b[^>]*\bdata-precedence=/g;
const STYLE_ELEMENT = /<style>([\s\S]*?)<\/style>/;

/** Next.js wrote a page in a shape this step does not know: it stops the build rather than guess. */
export class UnexpectedOutputError extends Error {}

/**
 * Rules that match only once a <head> script has set state on <html>, so they never match the
 * prerendered file beasties reads: the consent box's `data-consent` (config/consent.ts), which
 * must paint and take its `autofocus` before the full stylesheet arrives (a box still hidden when
 * the browser runs autofocus loses it for good), and the hash scroll's `data-render-all`.
 */
export const RUNTIME_STATE_RULES = [/\[data-consent=/, /\[data-render-all\]/];

/**
 * Tailwind 4's `space-*` and `divide-*` utilities, whose selector is `:where(.space-y-3>:not(:last-child))`:
 * beasties 0.5 strips a pseudo-class with its whole (greedy) parenthesis before matching, so a
 * selector that starts with `:where(` becomes empty and never counts as used. Without them the
 * first frame laid such lists out without their gaps, and the support page's plan cards shifted
 * (CLS 0.012) when the whole stylesheet arrived. Beasties is told to keep them all; those whose
 * class the page does not use are dropped after it (`dropUnusedWhereUtilities`).
 */
export const WHERE_UTILITY_RULES = [/^:where\(\.(?:space|divide)-/];
const WHERE_UTILITY_RULE =
  /:where\(\.((?:space|divide)-(?:\\.|[^>\\])+)>:not\(:last-child\)\)\{[^}]*\}/g;

/** `css` without the `space-*` / `divide-*` rules of classes no element of `html` has. */
function dropUnusedWhereUtilities(css: string, html: string): string {
  const used = new Set(
    [...html.matchAll(/\bclass="([^"]*)"/g)].flatMap((match) => match[1]!.split(/\s+/)),
  );
  return css.replace(WHERE_UTILITY_RULE, (rule, escaped: string) =>
    used.has(escaped.replace(/\\(.)/g, '$1')) ? rule : '',
  );
}

const instances = new Map<string, Beasties>();

/** One instance per build folder: it caches the stylesheet and each selector's verdict. */
function beastiesFor(distDir: string): Beasties {
  let beasties = instances.get(distDir);
  if (!beasties) {
    beasties = new Beasties({
      path: distDir,
      publicPath: '/_next/',
      preload: 'body',
      pruneSource: false,
      allowRules: [...RUNTIME_STATE_RULES, ...WHERE_UTILITY_RULES],
      reduceInlineStyles: false,
      mergeStylesheets: true,
      fonts: false,
      logLevel: 'warn',
    });
    instances.set(distDir, beasties);
  }
  return beasties;
}

export type InlineResult = { html: string; inlined: number; hrefs: string[] };

/**
 * Holds the first frame until `<main id="main">` is parsed (`<link rel="expect" blocking="render">`,
 * HTML's render-blocking "expect" link, Chromium 124+; other browsers ignore it): the parser yields
 * to rendering every few KB, so without it the first frame showed the header alone and the hero,
 * the page's largest text, painted frames later. Lighthouse's simulated LCP keeps everything that
 * ended before the observed LCP, every layout task before it among them; with the hero in the
 * first frame, LCP is FCP. A page without `id="main"` (the error pages) is left unblocked.
 */
export const EXPECT_MAIN = '<link rel="expect" href="#main" blocking="render"/>';

/**
 * Inlines the CSS rules a prerendered page uses (beasties: every rule whose selector matches an
 * element of the document) in a <style> where its stylesheet links were, and takes the links out
 * of the document: the caller has the chunk loader (./defer-chunks.ts) append them after the first
 * frame, so the stylesheet is neither in the parser's path (a pending stylesheet in <body> blocks
 * the parser and, in Chromium, the frames after it) nor among the requests that end before the
 * paint, which Lighthouse charges to the LCP. A visitor without JavaScript gets them from a
 * <noscript> at the end of <body>. The loader keeps their `href` and `data-precedence`, so React
 * still finds the stylesheet its RSC payload names (vercel/next.js's own `inlineCss` sends the
 * stylesheet three times: vercel/next.js#98079, #98110; `optimizeCss` runs on the Pages Router
 * only: #57634). Every other byte of the page is kept; the CSP hashes are read from the file
 * (lib/security/prerendered.ts), so the new <style> is allowed by its own hash.
 *
 * Returns the page unchanged when it links no stylesheet (error pages with inline styles).
 * `distDir` holds `static/…` (`.next`).
 */
export async function inlineCriticalCss(html: string, distDir: string): Promise<InlineResult> {
  const links = [...html.matchAll(STYLESHEET_LINK)];
  const all = html.match(ANY_STYLESHEET) ?? [];
  if (all.length !== links.length) {
    throw new UnexpectedOutputError(
      `stylesheets not in Next's known shape (<link rel="stylesheet" href="/_next/static/….css" data-precedence="next"/>): ${all.join(' ')}`,
    );
  }
  if (!links.length) return { html, inlined: 0, hrefs: [] };
  const head = html.indexOf('</head>');
  const bodyEnd = html.lastIndexOf('</body>');
  if (head < 0 || bodyEnd < 0 || links.some((link) => link.index > head)) {
    throw new UnexpectedOutputError('stylesheet links outside <head>, or no </head> / </body>');
  }
  const hrefs = links.map((link) => link[1]!);
  for (const href of hrefs) {
    // React adopts the moved link only because the payload names the same href as a stylesheet.
    if (
      !html.includes(`\\"href\\":\\"${href}\\"`) &&
      !html.includes(`[\\"${href}\\",\\"style\\"`)
    ) {
      throw new UnexpectedOutputError(`${href} is linked but not named in the RSC payload`);
    }
  }

  const beasties = beastiesFor(distDir);
  // Beasties re-serializes the whole document; only its <style> is taken, the page's bytes stay.
  const processed = await beasties.process(html);
  const kept = STYLE_ELEMENT.exec(processed.slice(0, processed.indexOf('</head>')))?.[1];
  if (kept === undefined) {
    throw new UnexpectedOutputError(`beasties inlined nothing for ${hrefs.join(', ')}`);
  }
  const critical = dropUnusedWhereUtilities(kept, html);
  let inlined = '';
  let cursor = 0;
  for (const [index, link] of links.entries()) {
    inlined += html.slice(cursor, link.index);
    // Where the first link was: the cascade order of the rules is the stylesheets' own.
    if (index === 0) {
      inlined += `${html.includes(' id="main"') ? EXPECT_MAIN : ''}<style>${critical}</style>`;
    }
    cursor = link.index + link[0].length;
  }
  inlined += html.slice(cursor);
  const at = inlined.lastIndexOf('</body>');
  return {
    html: `${inlined.slice(0, at)}<noscript>${links.map((link) => link[0]).join('')}</noscript>${inlined.slice(at)}`,
    inlined: Buffer.byteLength(critical),
    hrefs,
  };
}
