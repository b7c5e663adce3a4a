import { describe, expect, it } from 'vitest';

import { routing } from '@/lib/i18n/routing';

import { consentConfig } from './consent';
import { cookiesOf, formatCookieLifetime, siteCookies } from './cookies';

const byName = (name: string) => siteCookies.find((cookie) => cookie.name === name);

describe('site cookies', () => {
  it('keeps the lifetimes the code sets', () => {
    const localeCookie = routing.localeCookie as { name: string; maxAge: number };
    expect(byName(localeCookie.name)?.maxAgeSeconds).toBe(localeCookie.maxAge);
    expect(byName(consentConfig.cookie.name)?.maxAgeSeconds).toBe(
      consentConfig.cookie.expiresAfterDays * 86_400,
    );
    expect(byName('syn_form')?.maxAgeSeconds).toBe(1800);
  });

  it('states each lifetime in the same amount of time as its max-age', () => {
    const seconds = { minute: 60, day: 86_400, month: 30 * 86_400, year: 365 * 86_400 };
    for (const cookie of siteCookies) {
      const { amount, unit } = cookie.lifetime;
      expect(amount * seconds[unit], cookie.name).toBe(cookie.maxAgeSeconds);
    }
  });

  it('lists the Google cookies under the category whose withdrawal erases them', () => {
    expect(cookiesOf('analytics').map((cookie) => cookie.name)).toEqual([
      '_ga',
      '_ga_<container-id>',
    ]);
    expect(cookiesOf('ads').map((cookie) => cookie.name)).toEqual(['_gcl_au']);
  });

  it('writes a lifetime in the visitor language', () => {
    expect(formatCookieLifetime({ lifetime: { amount: 365, unit: 'day' } }, 'es-ES')).toBe(
      '365 días',
    );
    expect(formatCookieLifetime({ lifetime: { amount: 2, unit: 'year' } }, 'en-GB')).toBe(
      '2 years',
    );
    expect(formatCookieLifetime({ lifetime: { amount: 30, unit: 'minute' } }, 'it-IT')).toBe(
      '30 minuti',
    );
  });
});
