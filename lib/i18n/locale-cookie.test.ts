import { describe, expect, it } from 'vitest';

import { localeCookie } from '@/config/cookies';
import { routing } from '@/lib/i18n/routing';

import { localeCookieAssignment } from './locale-cookie';

describe('localeCookieAssignment', () => {
  it('stores the choice for 365 days, same-site lax, for the whole site', () => {
    expect(localeCookieAssignment('it', false)).toBe(
      'NEXT_LOCALE=it; Path=/; Max-Age=31536000; SameSite=lax',
    );
  });

  it('marks the cookie Secure on HTTPS only', () => {
    expect(localeCookieAssignment('es', true)).toMatch(/; Secure$/);
    expect(localeCookieAssignment('es', false)).not.toMatch(/Secure/);
  });

  it('writes the cookie the proxy reads and writes (next-intl routing)', () => {
    expect(routing.localeCookie).toMatchObject({
      name: localeCookie.name,
      maxAge: localeCookie.maxAgeSeconds,
      sameSite: localeCookie.sameSite,
    });
  });
});
