import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';

import { NewsIndex, newsIndexMetadata } from '@/components/news/news-index';
import { pageLocale, type LocaleRouteProps } from '@/lib/pages';

export async function generateMetadata({ params }: LocaleRouteProps): Promise<Metadata> {
  return newsIndexMetadata({ locale: await pageLocale(params) });
}

export default async function NewsPage({ params }: LocaleRouteProps) {
  const locale = await pageLocale(params);
  setRequestLocale(locale);
  return <NewsIndex locale={locale} />;
}
