import { describe, expect, it } from 'vitest';

import { classifyLinkClick, fragmentId, type LinkClick } from './links';

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
