import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';

import { localeRouting } from '@/lib/i18n/locale-routing';
import { defaultLocale, locales } from '@/lib/i18n/locales';

import { classify, compactTable, fillers, readTable } from './locale-table';
import { acceptLanguage, cacheKey, contentEncoding, localeCookie } from './negotiate';
import { ACCEPT_LANGUAGE_SAMPLES } from './samples';

const table = readTable();
// Node's locale proxy: next-intl's middleware behind the site's Accept-Language rule.
const middleware = localeRouting;

type Headers = { acceptLanguage?: string; cookie?: string; secFetchDest?: string };

function run(path: string, headers: Headers) {
  const init: Record<string, string> = {};
  if (headers.acceptLanguage !== undefined) init['accept-language'] = headers.acceptLanguage;
  if (headers.cookie !== undefined) init.cookie = headers.cookie;
  if (headers.secFetchDest !== undefined) init['sec-fetch-dest'] = headers.secFetchDest;
  return middleware(new NextRequest(`http://localhost:3000${path}`, { headers: init }));
}

/** What a response of the locale proxy says, minus the cookie's Expires (a clock reading). */
function answer(response: Response): string {
  return JSON.stringify([
    response.status,
    response.headers.get('location'),
    response.headers.get('x-middleware-rewrite'),
    response.headers.get('set-cookie')?.replace(/Expires=[^;]*; /, ''),
  ]);
}

/** next-intl's Accept-Language verdict, read from the proxy's answer to an unprefixed page. */
function nodeVerdict(header: string | undefined): string {
  const response = run('/contacto', { acceptLanguage: header });
  const location = response.headers.get('location');
  if (location) return new URL(location, 'http://localhost:3000').pathname.split('/')[1] ?? '';
  // Spanish either way; a cookie is written only when the header gave no verdict.
  return response.headers.get('set-cookie') ? '' : defaultLocale;
}

const REAL_WORLD = ACCEPT_LANGUAGE_SAMPLES.filter((header) => /^[a-z]{2}-[A-Z]{2},/.test(header));

describe('acceptLanguage', () => {
  it('agrees with next-intl on every sample it is sure of, and is sure of the common browser shapes', () => {
    let sure = 0;
    for (const header of ACCEPT_LANGUAGE_SAMPLES) {
      const front = acceptLanguage(header, table, defaultLocale);
      if (front === null) continue;
      sure += 1;
      expect(front, `Accept-Language: ${header}`).toBe(nodeVerdict(header));
    }
    expect(sure).toBeGreaterThan(ACCEPT_LANGUAGE_SAMPLES.length * 0.7);
    const unsureRealWorld = REAL_WORLD.filter(
      (header) => acceptLanguage(header, table, defaultLocale) === null,
    );
    expect(unsureRealWorld.length).toBeLessThanOrEqual(REAL_WORLD.length * 0.2);
  });

  it('agrees with next-intl on random lists of tags from the table', () => {
    const tags = ['es', 'en', 'it', 'pt', 'fr', 'de', 'ca', 'gl', 'nl', 'ja', 'zz', 'x', '*'];
    const regions = ['', '-ES', '-US', '-GB', '-BR', '-PT', '-MX', '-CH', '-CA', '-FR', '-IT'];
    let seed = 15;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let i = 0; i < 600; i += 1) {
      const header = Array.from({ length: 1 + random(4) }, () => {
        const tag = `${tags[random(tags.length)]}${regions[random(regions.length)]}`;
        return random(3) === 0 ? `${tag};q=0.${random(10)}` : tag;
      }).join(random(2) ? ',' : ', ');
      const front = acceptLanguage(header, table, defaultLocale);
      if (front !== null) expect(front, `Accept-Language: ${header}`).toBe(nodeVerdict(header));
    }
  }, 60_000);

  it('gives a visitor whose first language is a regional variant of a site language that language', () => {
    const cases: Array<[string, string]> = [
      ['es-MX,en;q=0.8', 'es'],
      ['es-US,en;q=0.8', 'es'],
      ['es-AR,en;q=0.8', 'es'],
      ['es-419,en-US;q=0.9,en;q=0.8', 'es'],
      ['pt-BR,en;q=0.8', 'pt'],
      ['fr-CA,en;q=0.8', 'fr'],
      ['it-CH,en;q=0.8', 'it'],
      ['en-GB,fr;q=0.9', 'en'],
      ['de-DE,es-MX;q=0.9,en;q=0.8', 'es'],
    ];
    for (const [header, locale] of cases) {
      expect(nodeVerdict(header), `Node, Accept-Language: ${header}`).toBe(locale);
      expect(acceptLanguage(header, table, defaultLocale), `front, ${header}`).toBe(locale);
    }
  });

  it('gives the same verdict from the two strings njs gets as from the table', () => {
    const compact = compactTable(table);
    const headers = [
      ...ACCEPT_LANGUAGE_SAMPLES,
      'es-x',
      'en-u',
      'en-4',
      'en-41',
      'fr-419',
      'de-abc',
    ];
    for (const language of Object.keys(table.languages)) {
      headers.push(language, `zz,${language}`);
      for (const region of table.regions) headers.push(`${language}-${region}`);
    }
    for (const header of headers) {
      expect(acceptLanguage(header, compact, defaultLocale), header).toBe(
        acceptLanguage(header, table, defaultLocale),
      );
    }
  });

  it('says no verdict for an absent or empty header, as next-intl does', () => {
    expect(acceptLanguage(undefined, table, defaultLocale)).toBe('');
    expect(nodeVerdict(undefined)).toBe('');
    expect(acceptLanguage('', table, defaultLocale)).toBe('');
  });

  it('matches a fresh derivation of a sample of the committed table (rerun locale-table.ts when not)', () => {
    for (const language of ['es', 'en', 'pt', 'ca', 'de', 'ja']) {
      for (const [index, region] of ['', ...table.regions].entries()) {
        if (index % 9 !== 0) continue;
        const tag = region ? `${language}-${region.toUpperCase()}` : language;
        expect(table.languages[language]?.charAt(index), tag).toBe(classify(tag));
      }
    }
  });
});

describe('the filler tags of the table', () => {
  it('are private-use languages only, which no locale the site may add can be', () => {
    for (const language of [...locales, 'de', 'ja', 'qaa']) {
      const tags = fillers(language);
      expect(tags).toHaveLength(19);
      expect(tags).not.toContain(language);
      for (const tag of tags) expect(tag).toMatch(/^q[a-t][a-z]$/);
    }
  });
});

describe('localeCookie', () => {
  it('reads the locale cookie as next-intl does, and is unsure of what it cannot read', () => {
    expect(localeCookie(undefined, locales)).toBe('-');
    expect(localeCookie('cc_cookie=x', locales)).toBe('-');
    expect(localeCookie('a=1; NEXT_LOCALE=fr; b=2', locales)).toBe('fr');
    // Pairs are split on ';' and the spaces after it, as next-intl's cookie parser does.
    expect(localeCookie('a=1;NEXT_LOCALE=fr', locales)).toBe('fr');
    expect(localeCookie('a=1;   NEXT_LOCALE=it', locales)).toBe('it');
    expect(localeCookie(' NEXT_LOCALE=fr', locales)).toBeNull();
    expect(localeCookie('NEXT_LOCALE=fr ;a=1', locales)).toBeNull();
    expect(localeCookie('NEXT_LOCALE=xx', locales)).toBe('!');
    expect(localeCookie('NEXT_LOCALE=', locales)).toBe('!');
    expect(localeCookie('NEXT_LOCALE=en; NEXT_LOCALE=fr', locales)).toBeNull();
    expect(localeCookie('NEXT_LOCALE=%65n', locales)).toBeNull();
  });
});

describe('cacheKey', () => {
  const paths = [
    '/',
    '/contacto',
    '/en',
    '/en/contacto',
    '/en/recambios',
    '/recambios',
    '/es/contacto',
    '/zz',
    '/fr/?utm_source=x',
  ];
  const cookies = [
    undefined,
    'NEXT_LOCALE=es',
    'NEXT_LOCALE=en',
    'cc_cookie=1; NEXT_LOCALE=it',
    'NEXT_LOCALE=xx',
    'NEXT_LOCALE=',
    'NEXT_LOCALE=en; NEXT_LOCALE=fr',
    'NEXT_LOCALE=%66r',
  ];
  const languages = [undefined, ...ACCEPT_LANGUAGE_SAMPLES.filter((_, i) => i % 3 === 0)];

  it('gives one key only to requests the locale proxy answers alike', () => {
    const answers = new Map<string, string>();
    let keyed = 0;
    for (const path of paths) {
      for (const cookie of cookies) {
        for (const acceptLanguageHeader of languages) {
          for (const secFetchDest of [undefined, 'empty']) {
            const key = cacheKey(
              {
                method: 'GET',
                uri: path,
                host: 'localhost:3000',
                scheme: 'http',
                build: 'b1',
                cookie,
                acceptLanguage: acceptLanguageHeader,
                secFetchDest,
              },
              table,
              locales,
              defaultLocale,
            );
            if (!key) continue;
            keyed += 1;
            const got = answer(
              run(path, { cookie, acceptLanguage: acceptLanguageHeader, secFetchDest }),
            );
            const seen = answers.get(key);
            if (seen === undefined) answers.set(key, got);
            else expect(got, key).toBe(seen);
          }
        }
      }
    }
    // Several requests share most keys: first visits are answered from the cache too.
    expect(keyed).toBeGreaterThan(answers.size * 2);
  }, 60_000);

  it('asks Node, storing nothing, for writes, flight requests and draft mode', () => {
    const base = { uri: '/', host: 'h', scheme: 'http', build: 'b1' };
    const key = (request: Partial<Parameters<typeof cacheKey>[0]>) =>
      cacheKey({ method: 'GET', ...base, ...request }, table, locales, defaultLocale);
    expect(key({})).not.toBe('');
    expect(key({ method: 'POST' })).toBe('');
    expect(key({ rsc: '1' })).toBe('');
    // The front drops empty headers before Node sees them: empty is absent.
    expect(key({ rsc: '', routerPrefetch: '', routerStateTree: '' })).toBe(key({}));
    expect(key({ secFetchDest: '' })).toBe(key({ secFetchDest: 'document' }));
    expect(key({ secFetchDest: 'DOCUMENT' })).toBe(key({ secFetchDest: 'empty' }));
    expect(key({ uri: '/?_rsc=abc' })).toBe('');
    expect(key({ cookie: '__prerender_bypass=1' })).toBe('');
    expect(key({ build: '' })).toBe('');
    expect(key({ build: 'b2' })).not.toBe(key({}));
  });
});

describe('contentEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(contentEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(contentEncoding('gzip, deflate')).toBe('gzip');
    expect(contentEncoding('br;q=0, gzip')).toBe('gzip');
    expect(contentEncoding(undefined)).toBe('');
    expect(contentEncoding('identity')).toBe('');
  });
});
