import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';

import { NewsIndex, newsIndexMetadata } from '@/components/news/news-index';
import { isAppLocale } from '@/lib/i18n/locales';

type NewsPageProps = {
  params: Promise<{ locale: string }>;
};

async function resolve(params: NewsPageProps['params']) {
  const { locale } = await params;
  // The [locale] layout already rejects unknown locales (dynamicParams = false).
  return isAppLocale(locale) ? locale : 'es';
}

export async function generateMetadata({ params }: NewsPageProps): Promise<Metadata> {
  return newsIndexMetadata({ locale: await resolve(params) });
}

export default async function NewsPage({ params }: NewsPageProps) {
  const locale = await resolve(params);
  setRequestLocale(locale);
  return <NewsIndex locale={locale} />;
}
