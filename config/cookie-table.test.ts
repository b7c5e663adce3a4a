import { describe, expect, it } from 'vitest';

import { routing } from '@/lib/i18n/routing';

import { consentConfig } from './consent';
import { cookiesOf, formatCookieLifetime, siteCookies } from './cookie-table';

const byName = (name: string) => siteCookies.find((cookie) => cookie.name === name);
const DAY = 86_400;

describe('site cookies', () => {
  // The spec's values (§4, §9), written here on purpose: the table and the code that sets each
  // cookie read one declaration, so a change to it must fail here, not pass unnoticed.
  it('keeps the names and lifetimes of the spec, in the table and where each cookie is set', () => {
    expect(byName('NEXT_LOCALE')?.maxAgeSeconds).toBe(365 * DAY);
    expect(routing.localeCookie).toEqual({
      name: 'NEXT_LOCALE',
      maxAge: 365 * DAY,
      sameSite: 'lax',
    });
    expect(byName('cc_cookie')?.maxAgeSeconds).toBe(365 * DAY);
    expect(consentConfig.cookie).toMatchObject({ name: 'cc_cookie', expiresAfterDays: 365 });
    expect(byName('syn_form')?.maxAgeSeconds).toBe(1800);
  });

  it('states each lifetime in the same amount of time as its max-age', () => {
    const seconds = { minute: 60, day: DAY, month: 30 * DAY, year: 365 * DAY };
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
