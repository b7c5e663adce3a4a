/**
 * Accept-Language headers as browsers, crawlers, libraries and broken clients send them: the unit
 * test of the front's negotiation and the differential test (scripts/front/differential.ts) both
 * use them.
 */
export const ACCEPT_LANGUAGE_SAMPLES: readonly string[] = [
  // Browsers in each of the site's languages (Chrome, Firefox, Safari, Edge shapes).
  'es-ES,es;q=0.9',
  'es-ES,es;q=0.8,en-US;q=0.5,en;q=0.3',
  'es',
  'es-MX,es;q=0.9,en;q=0.8',
  'es-AR,es;q=0.9',
  'es-419,es;q=0.9',
  // Regional Spanish with English second, as Chrome sends it when only those two are chosen.
  'es-MX,en;q=0.8',
  'es-US,en-US;q=0.9,en;q=0.8',
  'es-AR,en;q=0.8',
  'en-US,en;q=0.9',
  'en-GB,en;q=0.9',
  'en-GB,en-US;q=0.9,en;q=0.8',
  'en',
  'en-US',
  'en-IE,en;q=0.9,es;q=0.8',
  'it-IT,it;q=0.9,en-US;q=0.8,en;q=0.7',
  'it',
  'it-CH,it;q=0.9,de;q=0.8',
  'pt-PT,pt;q=0.9,en-US;q=0.8,en;q=0.7',
  'pt-BR,pt;q=0.9,en-US;q=0.8,en;q=0.7',
  'pt',
  'fr-FR,fr;q=0.9,en-US;q=0.8,en;q=0.7',
  'fr-CA,fr;q=0.9,en;q=0.8',
  'fr-BE,fr;q=0.9,nl;q=0.8',
  'fr',
  // Neighbours and languages the site does not have.
  'ca-ES,ca;q=0.9,es;q=0.8',
  'ca',
  'gl-ES,gl;q=0.9,es;q=0.8',
  'eu-ES,eu;q=0.9',
  'de-DE,de;q=0.9,en-US;q=0.8,en;q=0.7',
  'de-DE,de;q=0.9',
  'de',
  'de-CH,de;q=0.9,fr;q=0.8,it;q=0.7,en;q=0.6',
  'nl-NL,nl;q=0.9,en;q=0.8',
  'pl-PL,pl;q=0.9,en-US;q=0.8,en;q=0.7',
  'ru-RU,ru;q=0.9,en-US;q=0.8,en;q=0.7',
  'ja-JP,ja;q=0.9',
  'zh-CN,zh;q=0.9',
  'zh-TW,zh;q=0.9,en-US;q=0.8,en;q=0.7',
  'zh-Hant-TW,zh-Hant;q=0.9',
  'ko-KR,ko;q=0.9,en-US;q=0.8,en;q=0.7',
  'ar-SA,ar;q=0.9,en;q=0.8',
  'sv-SE,sv;q=0.9,en-US;q=0.8,en;q=0.7',
  'ro-RO,ro;q=0.9,it;q=0.8',
  'oc,fr;q=0.5',
  'br-FR,br;q=0.9',
  // Lists where a later entry decides, q-values out of order, duplicates.
  'de;q=0.9,fr;q=1',
  'en;q=0.1,it;q=0.9',
  'nl, en-GB;q=0.8, fr;q=0.7',
  'fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7',
  'en-GB,es;q=0.9',
  'en-IN,es;q=0.9,en;q=0.8',
  'pt-BR,es;q=0.9',
  'es-ES,en-US;q=0.9',
  'EN-us,EN;q=0.9',
  'en,en,en-US',
  'de-AT,de;q=0.9,it;q=0.8',
  'es;q=0',
  'en;q=0,fr;q=0',
  'en;q=0.000',
  'fr;q=1.000,en;q=0.999',
  // Wildcards, which next-intl's matcher refuses, alone and in lists.
  '*',
  '*;q=0.5',
  'fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5',
  'en,*;q=0',
  // Crawlers and tools.
  'en-US,en;q=0.5',
  'en-us',
  '',
  // Garbage and edge forms.
  'xx',
  'x',
  'zz-ZZ,zz;q=0.9',
  '123',
  'en_US',
  'en-US;q=abc',
  'en;q=2',
  'en-',
  '-en',
  'en--us',
  'en;q=0.5;level=1',
  'en , fr',
  ',en',
  'en,',
  ';q=0.5',
  'en-US-u-ca-gregory',
  'sr-Latn-RS,sr;q=0.9',
  'i-klingon',
  'tlh',
  'iw-IL,he;q=0.9',
  'es-ES,es;q=0.9,en;q=0.8,fr;q=0.7,it;q=0.6,pt;q=0.5,de;q=0.4,nl;q=0.3,ca;q=0.2,gl;q=0.1',
];

/** Languages browsers are set to, with the regions their users pick (the Accept-Language map's shapes). */
const BROWSER_LANGUAGES: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['es', ['ES', 'MX', 'AR', 'CO', 'CL', 'PE', 'VE', 'US', '419']],
  ['en', ['US', 'GB', 'IE', 'AU', 'CA', 'IN', 'NZ', 'ZA']],
  ['it', ['IT', 'CH']],
  ['pt', ['PT', 'BR']],
  ['fr', ['FR', 'CA', 'BE', 'CH', 'LU']],
  ['de', ['DE', 'AT', 'CH']],
  ['nl', ['NL', 'BE']],
  ['pl', ['PL']],
  ['ru', ['RU']],
  ['sv', ['SE']],
  ['ro', ['RO']],
  ['el', ['GR']],
  ['tr', ['TR']],
  ['ja', ['JP']],
  ['zh', ['CN', 'TW']],
  ['ko', ['KR']],
  ['ar', ['SA']],
];

/**
 * Accept-Language headers as Chrome, Firefox, Safari and Edge build them from a visitor's
 * languages (one language with its region, then the bare language, often English after): the
 * front answers those it is sure of from an nginx map, with the verdicts negotiate.js gives them
 * when the configuration is written (scripts/front/config.ts), and asks njs for any other header.
 */
export function browserAcceptLanguages(): string[] {
  const headers = new Set<string>(ACCEPT_LANGUAGE_SAMPLES);
  for (const [language, regions] of BROWSER_LANGUAGES) {
    headers.add(language);
    for (const region of regions) {
      const tag = `${language}-${region}`;
      headers.add(tag);
      headers.add(`${tag},${language};q=0.9`);
      headers.add(`${tag},${language};q=0.9,en;q=0.8`);
      headers.add(`${tag},${language};q=0.9,en-US;q=0.8,en;q=0.7`);
      headers.add(`${tag},${language};q=0.8,en-US;q=0.5,en;q=0.3`);
      headers.add(`${tag},${language};q=0.9,es;q=0.8`);
      headers.add(`${tag},en;q=0.8`);
    }
  }
  return [...headers];
}
