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
      allowRules: RUNTIME_STATE_RULES,
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
 * Inlines the CSS rules a prerendered page uses (beasties: every rule whose selector matches an
 * element of the document) in a <style> where its stylesheet links were, and moves the links to
 * the end of <body>, where they no longer hold the first paint: Chromium renders what precedes a
 * stylesheet in <body> before it arrives. The links keep their `href` and `data-precedence`, so
 * React still finds the stylesheet its RSC payload names (vercel/next.js's own `inlineCss` sends
 * the stylesheet three times: vercel/next.js#98079, #98110; `optimizeCss` runs on the Pages Router
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
  const critical = STYLE_ELEMENT.exec(processed.slice(0, processed.indexOf('</head>')))?.[1];
  if (critical === undefined) {
    throw new UnexpectedOutputError(`beasties inlined nothing for ${hrefs.join(', ')}`);
  }
  let inlined = '';
  let cursor = 0;
  for (const [index, link] of links.entries()) {
    inlined += html.slice(cursor, link.index);
    // Where the first link was: the cascade order of the rules is the stylesheets' own.
    if (index === 0) inlined += `<style>${critical}</style>`;
    cursor = link.index + link[0].length;
  }
  inlined += html.slice(cursor);
  const at = inlined.lastIndexOf('</body>');
  return {
    html: `${inlined.slice(0, at)}${links.map((link) => link[0]).join('')}${inlined.slice(at)}`,
    inlined: Buffer.byteLength(critical),
    hrefs,
  };
}
