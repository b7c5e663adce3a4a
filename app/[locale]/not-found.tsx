import { getLocale, getTranslations } from 'next-intl/server';

import { NotFoundView } from '@/components/errors/not-found-view';

export async function generateMetadata() {
  const t = await getTranslations('notFound');
  return { title: t('metaTitle'), robots: { index: false } };
}

export default async function LocaleNotFound() {
  const locale = await getLocale();
  return <NotFoundView locale={locale} />;
}
