import { cleanup, render, screen, within } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import rawCountries from '@/content/warranty-countries.json';
import type * as warranty from '@/lib/content/warranty';
import { parseWarrantyCountries, type WarrantyCountry } from '@/lib/content/warranty';
import { catalogues } from '@/lib/i18n/catalogues';
import type { AppLocale } from '@/lib/i18n/locales';

import { WarrantyCountries } from './warranty-countries';

const table = vi.hoisted(() => ({ countries: [] as WarrantyCountry[] }));

vi.mock('next-intl/server', () => ({
  getTranslations: ({ locale, namespace }: { locale: AppLocale; namespace: string }) =>
    createTranslator({ locale, messages: catalogues[locale], namespace: namespace as never }),
}));

vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children }: { href: string; children: ReactNode }) => (
    <a href={href}>{children}</a>
  ),
}));

vi.mock('@/lib/content/warranty', async (importOriginal) => ({
  ...(await importOriginal<typeof warranty>()),
  getWarrantyCountries: () => table.countries,
}));

afterEach(cleanup);

const t = catalogues.en.support.countries;
const spainCard = () => within(document.getElementById('pais-es')!);

describe('WarrantyCountries', () => {
  it('states no advance-replacement delay and no languages while the country table leaves them empty', async () => {
    table.countries = parseWarrantyCountries(rawCountries);
    render(await WarrantyCountries({ locale: 'en' }));
    expect(screen.queryByText(t.advance)).toBeNull();
    expect(screen.queryByText(t.languages)).toBeNull();
    // The card still says how to get help: the technical assistance form.
    expect(spainCard().getByRole('link', { name: t.channelForm })).toBeTruthy();
  });

  it('shows them once the company confirms them', async () => {
    const [spain, ...rest] = parseWarrantyCountries(rawCountries);
    table.countries = [
      {
        ...spain!,
        advanceReplacementDays: 2,
        channel: { ...spain!.channel, languages: ['es', 'en'] },
      },
      ...rest,
    ];
    render(await WarrantyCountries({ locale: 'en' }));
    expect(spainCard().getByText('Unit within 2 working days')).toBeTruthy();
    expect(spainCard().getByText('Spanish and English')).toBeTruthy();
    expect(screen.getAllByText(t.advance)).toHaveLength(1);
  });
});
