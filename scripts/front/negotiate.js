/**
 * The front's cache key: everything Node's answer to a GET depends on, or '' when the front cannot
 * be sure (then it asks Node and stores nothing).
 *
 * Runs in nginx (njs 0.7, ES5 plus let/const: no classes, no named exports there; scripts/front/
 * config.ts turns the `export` line into njs's default export) and in Node for the unit tests,
 * which compare every verdict with next-intl's own middleware.
 *
 * next-intl (4.14) decides a locale from: the path prefix, then a `NEXT_LOCALE` cookie naming a
 * locale, then Accept-Language (negotiator + @formatjs/intl-localematcher, best fit, on the header
 * lib/i18n/locale-routing.ts gives it: the bare language after a site language's regional tag), then `es`; it
 * sets the cookie when the request had one naming another locale, or had none and Accept-Language
 * alone would pick another locale, and only for document requests (`Sec-Fetch-Dest`). So the key
 * holds the raw path and query, the cookie's class, the Accept-Language verdict when the cookie does
 * not settle it, and whether the request is a document request.
 */

/**
 * The locale a well-formed Accept-Language header negotiates to, '' when Node finds none
 * (absent header, a wildcard or a structurally invalid tag: `Intl.getCanonicalLocales` throws and
 * next-intl falls back to the default without a header verdict), or null when unsure.
 *
 * `table.languages[lang]` is a string of classes, the bare language first, then one per region of
 * `table.regions`: `0` the language's own locale at distance 0 (en-US for en), `o` its own locale
 * further away (en-GB), `n` another locale, `i` none, `?` not known here. scripts/front/
 * locale-table.ts builds it with the installed matcher and checks the bounds this relies on.
 */
function acceptLanguage(header, table, defaultLocale) {
  if (header === undefined || header === null || header === '') return '';
  const parts = header.split(',');
  const entries = [];
  for (let i = 0; i < parts.length; i++) {
    const m = /^[ \t]*([A-Za-z0-9-]+|\*)(?:;q=(0(?:\.[0-9]{0,3})?|1(?:\.0{0,3})?))?$/.exec(
      parts[i],
    );
    if (!m) return null;
    const q = m[2] === undefined ? 1 : parseFloat(m[2]);
    if (q > 0) entries.push({ tag: m[1].toLowerCase(), q: q, i: i });
  }
  entries.sort(function (a, b) {
    return b.q - a.q || a.i - b.i;
  });
  for (let i = 0; i < entries.length; i++) {
    if (invalidTag(entries[i].tag)) return '';
  }
  const seen = {};
  const tags = [];
  for (let i = 0; i < entries.length; i++) {
    const tag = entries[i].tag;
    if (seen[tag]) continue;
    seen[tag] = true;
    const kind = tagClass(tag, table);
    if (kind === '?') return null;
    tags.push({ lang: tag.split('-')[0], kind: kind });
  }
  // Distances: own language 0–77, another locale ≥ 78, each later position +40, none ≥ 838. A
  // regional tag of a site language (`o`) is followed by its bare language in what Node matches
  // (lib/i18n/locale-routing.ts), which no later tag can beat.
  for (let i = 0; i < tags.length; i++) {
    const tag = tags[i];
    if (tag.kind === 'i') continue;
    if (tag.kind === 'n') return null;
    return tag.lang;
  }
  return defaultLocale;
}

/** Tags `Intl.getCanonicalLocales` certainly refuses (first subtag not 2–3 or 5–8 letters, empty or over-long subtags). */
function invalidTag(tag) {
  if (tag === '*') return true;
  const subtags = tag.split('-');
  if (!/^(?:[a-z]{2,3}|[a-z]{5,8})$/.test(subtags[0])) return true;
  for (let i = 1; i < subtags.length; i++) {
    if (subtags[i].length === 0 || subtags[i].length > 8) return true;
  }
  return false;
}

function tagClass(tag, table) {
  const subtags = tag.split('-');
  const classes = languageClasses(table, subtags[0]);
  if (!classes || subtags.length > 2) return '?';
  if (subtags.length === 1) return classes.charAt(0);
  const index = regionIndex(table, subtags[1]);
  return index < 0 ? '?' : classes.charAt(index + 1);
}

/*
 * njs gets the table as two strings (compactTable in locale-table.ts): njs 0.7 runs a module's top
 * level for every request, and building the table as an object each time cost more than the rest
 * of the key. `languages` is `|es=0oo…|en=…|`, `regions` one 3-character cell per region (`es `, `419`).
 */
function languageClasses(table, language) {
  if (typeof table.languages !== 'string') return table.languages[language];
  const at = table.languages.indexOf('|' + language + '=');
  if (at < 0) return undefined;
  const start = at + language.length + 2;
  return table.languages.slice(start, table.languages.indexOf('|', start));
}

function regionIndex(table, region) {
  if (typeof table.regions !== 'string') return table.regions.indexOf(region);
  if (region.length < 2 || region.length > 3) return -1;
  const cell = (region + ' ').slice(0, 3);
  for (let at = table.regions.indexOf(cell); at >= 0; at = table.regions.indexOf(cell, at + 1)) {
    if (at % 3 === 0) return at / 3;
  }
  return -1;
}

/**
 * The `NEXT_LOCALE` cookie as next-intl reads it (the last pair of that name wins, values are
 * percent-decoded): the locale, '-' when absent, '!' when present but naming no locale, null when
 * unsure (several pairs, encoded values, a look-alike name).
 */
function localeCookie(header, locales) {
  if (!header || header.indexOf('NEXT_LOCALE') < 0) return '-';
  // Split on ';' and drop the spaces after it, as `split(/; */)` would: njs 0.7 splits on a regular
  // expression by compiling a new one (RegExp.prototype[@@split] constructs a sticky copy), on
  // every call.
  const pairs = header.split(';');
  let value = null;
  let count = 0;
  for (let i = 0; i < pairs.length; i++) {
    let pair = pairs[i];
    let start = 0;
    while (i > 0 && pair.charAt(start) === ' ') start++;
    pair = pair.slice(start);
    const eq = pair.indexOf('=');
    const name = eq < 0 ? pair : pair.slice(0, eq);
    if (name !== 'NEXT_LOCALE') continue;
    count++;
    value = eq < 0 ? 'true' : pair.slice(eq + 1);
  }
  if (count !== 1 || !/^[A-Za-z0-9_-]*$/.test(value)) return null;
  return locales.indexOf(value) >= 0 ? value : '!';
}

/**
 * The cache key of a request (see the top of this file), or '' to ask Node and store nothing.
 * `request`: method, uri (raw path and query), host, scheme, build, and the headers cookie,
 * acceptLanguage, secFetchDest, rsc, routerPrefetch, routerStateTree.
 */
function cacheKey(request, table, locales, defaultLocale) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return '';
  if (!request.build) return '';
  // The client router's flight requests and draft mode are per visitor state. An empty header counts
  // as absent: the front drops empty ones before Node sees them (nginx cannot tell the two apart).
  if (request.rsc || request.routerPrefetch || request.routerStateTree) return '';
  if (/[?&]_rsc=/.test(request.uri)) return '';
  const cookieHeader = request.cookie || '';
  if (cookieHeader.indexOf('__prerender_bypass') >= 0) return '';
  const cookie = localeCookie(cookieHeader, locales);
  if (cookie === null) return '';
  let language = '';
  if (cookie === '-' || cookie === '!') {
    language = acceptLanguage(request.acceptLanguage, table, defaultLocale);
    // Unsure: the raw header, which is all Node reads, keys the answer exactly.
    if (language === null) language = 'raw:' + request.acceptLanguage;
  }
  const dest = request.secFetchDest;
  const document = !dest || dest === 'document' ? 'doc' : 'sub';
  return [
    request.build,
    request.scheme,
    request.host,
    request.uri,
    cookie,
    document,
    language,
  ].join('|');
}

/**
 * The encoding a cached copy is stored in for this client: `br`, `gzip` or '' (identity), from its
 * Accept-Encoding (a coding listed with q=0 is refused).
 */
function contentEncoding(header) {
  const accepted = {};
  const parts = (header || '').toLowerCase().split(',');
  for (let i = 0; i < parts.length; i++) {
    const m = /^\s*([a-z*-]+)\s*(?:;\s*q=([0-9.]+))?\s*$/.exec(parts[i]);
    if (m) accepted[m[1]] = m[2] === undefined || parseFloat(m[2]) > 0;
  }
  if (accepted.br) return 'br';
  if (accepted.gzip) return 'gzip';
  return '';
}

export { acceptLanguage, cacheKey, contentEncoding, invalidTag, localeCookie };
