import { describe, expect, it } from 'vitest';

import { pageLocale } from './pages';

describe('pageLocale', () => {
  it('reads a locale of the site from the params, awaited or not', async () => {
    expect(await pageLocale(Promise.resolve({ locale: 'en' }))).toBe('en');
    expect(await pageLocale({ locale: 'fr' })).toBe('fr');
  });

  it('answers 404 for any other value, as the [locale] layout does, never Spanish in disguise', async () => {
    await expect(pageLocale({ locale: 'de' })).rejects.toMatchObject({
      digest: expect.stringContaining('404'),
    });
    await expect(pageLocale(Promise.resolve({ locale: 'ES' }))).rejects.toThrow();
  });
});
