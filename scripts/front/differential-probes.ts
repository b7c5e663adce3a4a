/**
 * The differential's probes: one request of each kind the site answers, as sent to `next start`
 * and through the front (scripts/front/differential.ts).
 */

import { getSpareParts } from '@/lib/content/spare-parts';
import { HONEYPOT_FIELD, TOKEN_FIELD } from '@/lib/forms/options';
import { locales } from '@/lib/i18n/locales';
import { validSamples } from '@/scripts/form-samples';

import { browserCases } from './reused-connection';
import { ACCEPT_LANGUAGE_SAMPLES } from './samples';

const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

export type Probe = {
  label: string;
  path: string;
  method?: 'GET' | 'HEAD' | 'POST';
  headers?: Record<string, string>;
  /** A POST body, built per target (the form token is fetched from that target). */
  form?: { id: keyof typeof validSamples; json: boolean };
  /** Whether the front may answer it from its cache (false: it must never). */
  cacheable?: boolean;
  /** Whether nginx's maps must decide its cache key (true) or leave it to njs (false). */
  byMaps?: boolean;
  /**
   * Node is asked without the empty headers: the front drops them (nginx cannot tell an empty
   * header from an absent one), so the front's answer must be Node's to the request without them.
   */
  dropsEmpty?: boolean;
  /** A client-router request: Node's internal headers must reach it (the router reads them). */
  router?: boolean;
};

export async function formBody(
  origin: string,
  id: keyof typeof validSamples,
): Promise<URLSearchParams> {
  const token = ((await (await fetch(`${origin}/api/forms/token`)).json()) as { token: string })
    .token;
  return new URLSearchParams({ ...validSamples[id], [HONEYPOT_FIELD]: '', [TOKEN_FIELD]: token });
}

async function sitemapPaths(origin: string): Promise<string[]> {
  const paths: string[] = [];
  for (const prefix of ['', ...locales.filter((locale) => locale !== 'es').map((l) => `/${l}`)]) {
    const xml = await (await fetch(`${origin}${prefix}/sitemap.xml`)).text();
    for (const match of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      paths.push(new URL(match[1] ?? '/').pathname);
    }
  }
  return [...new Set(paths)];
}

export async function probes(origin: string): Promise<Probe[]> {
  const list: Probe[] = [];
  const sitemap = await sitemapPaths(origin);
  sitemap.forEach((pagePath, index) => {
    list.push({ label: 'sitemap', path: pagePath, cacheable: true, byMaps: true });
    const cookieLocale = locales[index % locales.length];
    list.push({
      label: `sitemap+cookie ${cookieLocale}`,
      path: pagePath,
      headers: { cookie: `NEXT_LOCALE=${cookieLocale}` },
      cacheable: true,
      byMaps: true,
    });
  });
  list.push(...mapDecisions());
  for (const [index, acceptLanguage] of ACCEPT_LANGUAGE_SAMPLES.entries()) {
    for (const pagePath of ['/', '/contacto', '/en/contacto', '/noticias/que-es-edtech']) {
      list.push({
        label: 'accept-language',
        path: pagePath,
        headers: { 'accept-language': acceptLanguage },
      });
    }
    // A stale or foreign cookie beside the header.
    list.push({
      label: 'accept-language+cookie',
      path: '/',
      headers: {
        'accept-language': acceptLanguage,
        cookie: `cc_cookie=x; NEXT_LOCALE=${index % 2 ? 'xx' : locales[index % 5]}`,
      },
    });
  }
  const token = getSpareParts()[0]?.token;
  const paths = [
    '/es',
    '/es/contacto',
    '/en/recambios',
    '/en/spare-parts',
    '/recambios',
    '/spare-parts',
    '/it/spare-parts',
    '/fr/sustainability',
    '/en/sostenibilidad',
    '/contacto/',
    '/en/',
    '/noticias/que-es-edtech/',
    '/?utm_source=newsletter&utm_medium=email&utm_campaign=otono',
    '/en?utm_source=newsletter',
    '/noticias?utm_source=x&utm_campaign=y',
    '/CONTACTO',
    '/En/contacto',
    '/contact%6F',
    '/%65n',
    '/noticias/%71ue-es-edtech',
    '/noticias/pagina/1',
    '/noticias/pagina/2',
    '/nope',
    '/en/nope',
    '/noticias/no-such-article',
    '/soporte/descargas/pantallas-led/NOPE',
    '/feed.xml',
    '/en/feed.xml',
    '/sitemap.xml',
    '/fr/sitemap.xml',
    '/robots.txt',
    '/icon.svg',
    ...(token ? [`/${token}`, `/en/${token}`, `/${token.toUpperCase()}`] : []),
  ];
  for (const pagePath of paths) {
    list.push({ label: 'path', path: pagePath });
    list.push({
      label: 'path, identity',
      path: pagePath,
      headers: { 'accept-encoding': 'identity' },
    });
    list.push({
      label: 'path+en',
      path: pagePath,
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
  }
  // Files: Next's build files (keyed on the URL alone) and a public/ image, in every encoding.
  for (const file of (await browserCases(origin)).filter(({ label }) =>
    /css|js|image/.test(label),
  )) {
    for (const acceptEncoding of ['gzip, deflate', 'identity']) {
      list.push({
        label: `file (${acceptEncoding})`,
        path: file.path,
        headers: { 'accept-encoding': acceptEncoding },
        cacheable: true,
      });
    }
    list.push({ label: 'file', path: file.path, cacheable: true });
  }
  for (const pagePath of [
    '/',
    '/en',
    '/noticias/que-es-edtech',
    '/nope',
    '/sitemap.xml',
    '/recambios',
  ]) {
    list.push({ label: 'HEAD', path: pagePath, method: 'HEAD' });
    list.push({ label: 'crawler', path: pagePath, headers: { 'user-agent': CRAWLER } });
    list.push({
      label: 'subresource',
      path: pagePath,
      headers: { 'sec-fetch-dest': 'empty', 'accept-language': 'fr' },
    });
  }
  for (const pagePath of [
    '/api/build',
    '/api/forms/token',
    '/api/nope',
    '/api/consent/00000000-0000-4000-8000-000000000000',
  ]) {
    list.push({ label: 'api', path: pagePath, cacheable: false });
  }
  list.push({
    label: 'form, no JavaScript',
    path: '/api/forms/contact?locale=es',
    method: 'POST',
    form: { id: 'contact', json: false },
    cacheable: false,
  });
  list.push({
    label: 'form, JavaScript',
    path: '/api/forms/contact?locale=en',
    method: 'POST',
    form: { id: 'contact', json: true },
    cacheable: false,
  });
  return list;
}

/**
 * One probe per decision of the front's key maps (cache-key.ts keyMaps), as a browser or a client may
 * send it: which requests the maps key (and how: the differential checks the key equals njs's), which
 * they leave to njs, and the empty headers the front drops.
 */
function mapDecisions(): Probe[] {
  const browser = { 'sec-fetch-dest': 'document', 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8' };
  const decided = (label: string, headers: Record<string, string>, extra: Partial<Probe> = {}) =>
    ['/', '/contacto', '/en/contacto'].map((pagePath): Probe => ({
      label: `maps: ${label}`,
      path: pagePath,
      headers,
      byMaps: true,
      ...extra,
    }));
  const toNjs = (label: string, headers: Record<string, string>) =>
    decided(label, headers, { byMaps: false });
  return [
    ...decided('no cookie, a browser language', browser),
    ...decided('the locale cookie alone', { ...browser, cookie: 'NEXT_LOCALE=it' }),
    ...decided('the locale cookie among others', {
      ...browser,
      cookie: 'cc_cookie=1; NEXT_LOCALE=pt; syn_draft=x',
    }),
    ...decided('cookies, none the locale one', { ...browser, cookie: 'cc_cookie=1' }),
    ...decided('a look-alike cookie name', { ...browser, cookie: 'next_locale=en' }),
    ...decided(
      'draft mode cookie',
      { ...browser, cookie: '__prerender_bypass=1' },
      { cacheable: false },
    ),
    ...decided('a language in another case', {
      ...browser,
      'accept-language': 'FR-fr,FR;q=0.9,EN;q=0.8',
    }),
    ...decided('a language as Firefox sends it', {
      ...browser,
      'accept-language': 'pt-BR,pt;q=0.8,en-US;q=0.5,en;q=0.3',
    }),
    ...decided('no language', { 'sec-fetch-dest': 'document' }),
    ...decided('a subresource', { ...browser, 'sec-fetch-dest': 'empty' }),
    ...decided('Sec-Fetch-Dest in capitals', { ...browser, 'sec-fetch-dest': 'DOCUMENT' }),
    ...decided(
      'an empty Sec-Fetch-Dest',
      { ...browser, 'sec-fetch-dest': '' },
      { dropsEmpty: true },
    ),
    ...decided('an empty RSC header', { ...browser, rsc: '' }, { dropsEmpty: true }),
    ...decided('a HEAD', browser, { method: 'HEAD' }),
    ...toNjs('a locale cookie naming no locale', { ...browser, cookie: 'NEXT_LOCALE=xx' }),
    ...toNjs('two locale cookies', { ...browser, cookie: 'NEXT_LOCALE=en; NEXT_LOCALE=fr' }),
    ...toNjs('a locale cookie with a space', { ...browser, cookie: 'NEXT_LOCALE=en ; a=1' }),
    ...toNjs('an upper-case Q', { ...browser, 'accept-language': 'de;Q=1,fr;q=0.5' }),
    ...toNjs('a language the maps lack', { ...browser, 'accept-language': 'gl,fr;q=0.9' }),
    ...decided('a flight request', { ...browser, rsc: '1' }, { router: true, cacheable: false }),
    ...decided(
      'a prefetch',
      { ...browser, rsc: '1', 'next-router-prefetch': '1' },
      { router: true, cacheable: false },
    ),
  ];
}
