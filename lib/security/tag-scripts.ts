import type { TagIds } from '@/config/consent';

import { hashSource } from './csp';

/*
 * `@next/third-parties` injects these inline scripts in the browser once consent is given (through
 * next/script, so they are not in the prerendered HTML). They are copied verbatim, whitespace
 * included, because the CSP allows them by hash; tag-scripts.test.ts renders the real components
 * and fails when an upgrade changes them.
 */

/** The init script of `<GoogleTagManager>` (default data layer, no extra data). */
export const gtmInitScript = `
      (function(w,l){
        w[l]=w[l]||[];
        w[l].push({'gtm.start': new Date().getTime(),event:'gtm.js'});
        
      })(window,'dataLayer');`;

/** The init script of `<GoogleAnalytics gaId>` (default data layer, no debug mode). */
export function gaInitScript(gaId: string): string {
  return `
          window['dataLayer'] = window['dataLayer'] || [];
          function gtag(){window['dataLayer'].push(arguments);}
          gtag('js', new Date());

          gtag('config', '${gaId}' );`;
}

/** Hash sources of the tag init scripts the consent island may inject with these ids. */
export function tagScriptHashes({ gtmId, gaIds }: TagIds): string[] {
  const hashes: string[] = [];
  if (gtmId) hashes.push(hashSource(gtmInitScript));
  // Only the first GA4 property renders <GoogleAnalytics>; the others reuse its gtag.
  if (gaIds[0]) hashes.push(hashSource(gaInitScript(gaIds[0])));
  return hashes;
}
