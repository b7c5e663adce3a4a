import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';

import { SparePartView, sparePartMetadata } from '@/components/parts/spare-part-view';
import { getSparePartByToken, getSpareParts } from '@/lib/content/spare-parts';
import { isAppLocale } from '@/lib/i18n/locales';

type TokenPageProps = {
  params: Promise<{ locale: string; token: string }>;
};

export const dynamicParams = false;

/**
 * The short URL printed as a QR code on each part's label (spec §2 `{token}`). The proxy has already
 * brought the visitor to their language; the page is the part's own, with its canonical URL.
 */
export function generateStaticParams() {
  return getSpareParts().map((part) => ({ token: part.token }));
}

async function load(params: TokenPageProps['params']) {
  const { locale, token } = await params;
  const part = getSparePartByToken(token);
  if (!isAppLocale(locale) || !part) notFound();
  return { locale, part };
}

export async function generateMetadata({ params }: TokenPageProps): Promise<Metadata> {
  const { locale, part } = await load(params);
  return sparePartMetadata(locale, part, true);
}

export default async function TokenPage({ params }: TokenPageProps) {
  const { locale, part } = await load(params);
  setRequestLocale(locale);
  return <SparePartView locale={locale} part={part} scanned />;
}
