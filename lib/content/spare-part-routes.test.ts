import { describe, expect, it } from 'vitest';

import * as tokenRoute from '@/app/[locale]/(default)/[token]/page';
import * as hashRoute from '@/app/[locale]/(soporte)/recambios/[hash]/page';
import { locales } from '@/lib/i18n/locales';

import { getSpareParts } from './spare-parts';

const part = getSpareParts().find((candidate) => candidate.partNumber === 'SY-PEN-P2')!;

describe('the QR-token route (/{token})', () => {
  it('is prerendered for every label token in every language, and nothing else', () => {
    // Next crosses the route's own params with the locale layout's (generated top down).
    const pages = locales.flatMap((locale) =>
      tokenRoute.generateStaticParams().map((params) => ({ locale, ...params })),
    );
    expect(pages).toHaveLength(getSpareParts().length * locales.length);
    expect(pages).toContainEqual({ locale: 'fr', token: part.token });
    expect(tokenRoute.dynamicParams).toBe(false);
  });

  it('points search engines to the part page (canonical = hash URL) and is not indexed', async () => {
    const metadata = await tokenRoute.generateMetadata({
      params: Promise.resolve({ locale: 'en', token: part.token }),
    });
    expect(metadata.alternates?.canonical).toBe(
      `https://synetechworld.com/en/spare-parts/${part.hash}`,
    );
    expect(metadata.robots).toMatchObject({ index: false });
    expect(metadata.title).toBe(`${part.name.en} (${part.partNumber})`);
  });

  it('answers 404 for a token that is on no label', async () => {
    await expect(
      tokenRoute.generateMetadata({ params: Promise.resolve({ locale: 'es', token: 'ZZZZZZ' }) }),
    ).rejects.toThrow();
  });
});

describe('the part page (/recambios/{hash})', () => {
  it('is indexable, with its own canonical and the five languages', async () => {
    const metadata = await hashRoute.generateMetadata({
      params: Promise.resolve({ locale: 'es', hash: part.hash }),
    });
    expect(metadata.alternates?.canonical).toBe(`https://synetechworld.com/recambios/${part.hash}`);
    expect(Object.keys(metadata.alternates?.languages ?? {})).toHaveLength(6);
    expect(metadata.robots).toBeUndefined();
  });
});
