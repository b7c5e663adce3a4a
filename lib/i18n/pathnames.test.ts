import { createNavigation } from 'next-intl/navigation';
import { describe, expect, it } from 'vitest';

import { locales } from './locales';
import { decodePath, getPathname } from './pathnames';
import { routing, type AppPathname } from './routing';

const reference = createNavigation(routing).getPathname;
const sample = (name: string) => (name === 'page' ? '2' : `${name}-x1`);

describe('getPathname', () => {
  it('gives every route in every language the path next-intl gives, with and without prefix', () => {
    for (const pathname of Object.keys(routing.pathnames) as AppPathname[]) {
      const names = [...pathname.matchAll(/\[([^\]]+)\]/g)].map((match) => match[1]!);
      const params = Object.fromEntries(names.map((name) => [name, sample(name)]));
      const href = { pathname, params };
      for (const locale of locales) {
        for (const forcePrefix of [undefined, false, true]) {
          const args = { locale, href, forcePrefix } as Parameters<typeof getPathname>[0];
          expect(getPathname(args), `${locale} ${pathname} ${forcePrefix}`).toBe(reference(args));
        }
      }
    }
  });

  it('translates English slugs, keeps Spanish ones unprefixed and appends the query', () => {
    expect(getPathname({ locale: 'en', href: '/recambios' })).toBe('/en/spare-parts');
    expect(getPathname({ locale: 'es', href: '/recambios' })).toBe('/recambios');
    expect(getPathname({ locale: 'es', href: '/' })).toBe('/');
    const confirmation = {
      pathname: '/contacto/solicitud-enviada',
      query: { ref: 'SYN-2026 12' },
    } as const;
    expect(getPathname({ locale: 'fr', href: confirmation })).toBe(
      reference({ locale: 'fr', href: confirmation }),
    );
  });
});

describe('decodePath', () => {
  it('shows a path as typed, keeping escapes of reserved characters and malformed escapes', () => {
    expect(decodePath('/noticias/espa%C3%B1a')).toBe('/noticias/españa');
    expect(decodePath('/fr/caf%C3%A9%20cr%C3%A8me')).toBe('/fr/café crème');
    expect(decodePath('/a%2Fb%3Fc')).toBe('/a%2Fb%3Fc');
    expect(decodePath('/%E0%A4%A')).toBe('/%E0%A4%A');
  });
});
