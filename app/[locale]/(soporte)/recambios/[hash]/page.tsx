import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';

import { SparePartView, sparePartMetadata } from '@/components/parts/spare-part-view';
import { getSparePartByHash, getSpareParts } from '@/lib/content/spare-parts';
import { isAppLocale } from '@/lib/i18n/locales';

type SparePartPageProps = {
  params: Promise<{ locale: string; hash: string }>;
};

export const dynamicParams = false;

export function generateStaticParams() {
  return getSpareParts().map((part) => ({ hash: part.hash }));
}

async function load(params: SparePartPageProps['params']) {
  const { locale, hash } = await params;
  const part = getSparePartByHash(hash);
  if (!isAppLocale(locale) || !part) notFound();
  return { locale, part };
}

export async function generateMetadata({ params }: SparePartPageProps): Promise<Metadata> {
  const { locale, part } = await load(params);
  return sparePartMetadata(locale, part);
}

export default async function SparePartPage({ params }: SparePartPageProps) {
  const { locale, part } = await load(params);
  setRequestLocale(locale);
  return <SparePartView locale={locale} part={part} />;
}
