import { describe, expect, it } from 'vitest';

import {
  classifyLinkClick,
  fragmentId,
  prefetchTarget,
  type LinkClick,
  type LinkInView,
} from './links';

const here = new URL('https://synetechworld.com/noticias/que-es-edtech');

function click(href: string, extra: Partial<LinkClick> = {}): LinkClick {
  return {
    href,
    target: null,
    download: false,
    button: 0,
    modified: false,
    optOut: false,
    ...extra,
  };
}

describe('classifyLinkClick', () => {
  it('takes internal page links', () => {
    const decision = classifyLinkClick(click('https://synetechworld.com/contacto'), here);
    expect(decision).toMatchObject({ kind: 'page' });
    expect(decision.kind === 'page' && decision.url.pathname).toBe('/contacto');
  });

  it('takes a hash on another page as a page navigation', () => {
    const decision = classifyLinkClick(click('/noticias#lista'), here);
    expect(decision.kind).toBe('page');
  });

  it('takes a new fragment of this page as a hash link, decoded', () => {
    expect(classifyLinkClick(click('#conclusi%C3%B3n'), here)).toMatchObject({
      kind: 'hash',
      id: 'conclusión',
    });
    expect(classifyLinkClick(click('/noticias/que-es-edtech#tipos'), here)).toMatchObject({
      kind: 'hash',
      id: 'tipos',
    });
  });

  it('takes a link to the very same page as a page navigation', () => {
    expect(classifyLinkClick(click('/noticias/que-es-edtech'), here).kind).toBe('page');
  });

  it.each([
    ['another origin', click('https://example.com/contacto')],
    ['a mail link', click('mailto:comercial@synetechworld.com')],
    ['a new tab', click('/contacto', { target: '_blank' })],
    ['a download', click('/contacto', { download: true })],
    ['a middle click', click('/contacto', { button: 1 })],
    ['a modified click', click('/contacto', { modified: true })],
    ['an opted-out link', click('/contacto', { optOut: true })],
    ['a file', click('/downloads/manual.pdf')],
    ['a feed', click('/sitemap.xml')],
    ['an API route', click('/api/build')],
    ['a script hook (href="#")', click('https://synetechworld.com/noticias/que-es-edtech#')],
    ['the skip link', click('#main')],
  ])('leaves %s to the browser', (_, input) => {
    expect(classifyLinkClick(input, here).kind).toBe('ignore');
  });

  it('keeps _self targets', () => {
    expect(classifyLinkClick(click('/contacto', { target: '_self' }), here).kind).toBe('page');
  });
});

describe('fragmentId', () => {
  it('keeps a malformed escape as written', () => {
    expect(fragmentId(new URL('https://a.test/#%E0%A4%A'))).toBe('%E0%A4%A');
  });

  it('is empty without a fragment', () => {
    expect(fragmentId(new URL('https://a.test/x'))).toBe('');
  });
});

describe('prefetchTarget', () => {
  const here = new URL('https://synetech.test/soporte?x=1');
  const link = (href: string, extra: Partial<LinkInView> = {}): LinkInView => ({
    href,
    target: null,
    download: false,
    optOut: false,
    noPrefetch: false,
    ...extra,
  });

  it('prefetches another page of the site, with its query, without the fragment', () => {
    expect(prefetchTarget(link('/noticias'), here)).toBe('/noticias');
    expect(prefetchTarget(link('/en/news?page=2#top'), here)).toBe('/en/news?page=2');
  });

  it('leaves alone what a click would not navigate to on the client', () => {
    expect(prefetchTarget(link('https://example.com/'), here)).toBeNull();
    expect(prefetchTarget(link('/downloads/manual.pdf'), here)).toBeNull();
    expect(prefetchTarget(link('/api/build'), here)).toBeNull();
    expect(prefetchTarget(link('/noticias', { target: '_blank' }), here)).toBeNull();
    expect(prefetchTarget(link('/noticias', { download: true }), here)).toBeNull();
    expect(prefetchTarget(link('/noticias', { optOut: true }), here)).toBeNull();
  });

  it('skips links marked as rarely followed, and the page on screen', () => {
    expect(prefetchTarget(link('/en', { noPrefetch: true }), here)).toBeNull();
    expect(prefetchTarget(link('/soporte?x=1'), here)).toBeNull();
    expect(prefetchTarget(link('#faq'), here)).toBeNull();
  });
});
