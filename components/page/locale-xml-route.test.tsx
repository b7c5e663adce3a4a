import { describe, expect, it } from 'vitest';

import { locales } from '@/lib/i18n/locales';

import { localeStaticParams, localeXmlHandler } from './locale-xml-route';

const context = (locale: string) => ({ params: Promise.resolve({ locale }) });
const GET = localeXmlHandler('application/xml', (locale) => `<doc lang="${locale}"/>`);

describe('localeXmlHandler', () => {
  it('renders the document of the locale as UTF-8 XML', async () => {
    const response = await GET(new Request('http://localhost/en/sitemap.xml'), context('en'));
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/xml; charset=utf-8');
    expect(await response.text()).toBe('<doc lang="en"/>');
  });

  it('answers 404 for anything that is not a locale', async () => {
    const response = await GET(new Request('http://localhost/xx/sitemap.xml'), context('xx'));
    expect(response.status).toBe(404);
  });

  it('has one static copy per locale', () => {
    expect(localeStaticParams()).toEqual(locales.map((locale) => ({ locale })));
  });
});
