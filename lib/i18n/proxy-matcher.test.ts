import { describe, expect, it } from 'vitest';

import { config } from '@/proxy';

import { defaultLocale, locales } from './locales';

// Next reads `config.matcher` statically, so it is a literal that names the prefixed locales; this
// is the check that lists it when a locale is added (docs/adding-a-locale.md). The pattern is one
// path-to-regexp group holding a regular expression, which reads the same as a JavaScript one.
const matches = (path: string) => new RegExp(`^${config.matcher}$`).test(path);

describe('the proxy matcher', () => {
  it('leaves every locale’s sitemap and feed to their route handlers', () => {
    for (const locale of locales) {
      const prefix = locale === defaultLocale ? '' : `/${locale}`;
      expect(matches(`${prefix}/sitemap.xml`), `${prefix}/sitemap.xml`).toBe(false);
      expect(matches(`${prefix}/feed.xml`), `${prefix}/feed.xml`).toBe(false);
    }
  });

  it('runs on the pages of every locale, and on paths with a dot that are no file', () => {
    for (const locale of locales) {
      const prefix = locale === defaultLocale ? '' : `/${locale}`;
      expect(matches(`${prefix}/noticias`), `${prefix}/noticias`).toBe(true);
      expect(matches(`${prefix}/manual.pdf`), `${prefix}/manual.pdf`).toBe(true);
    }
    expect(matches('/api/forms/demo')).toBe(false);
    expect(matches('/_next/static/chunks/a.js')).toBe(false);
  });
});
