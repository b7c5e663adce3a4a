import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { pages, type PageId } from '@/config/pages';
import { isAppLocale, type AppLocale } from '@/lib/i18n/locales';
import { buildMetadata } from '@/lib/seo';

export type RouteProps = {
  params: Promise<{ locale: string }>;
};

/** The route's locale; the [locale] layout already rejects unknown ones (dynamicParams = false). */
export async function resolveLocale(params: RouteProps['params']): Promise<AppLocale> {
  const { locale } = await params;
  return isAppLocale(locale) ? locale : 'es';
}

/** `generateMetadata` for a registered page whose title and description live in `pages.<id>`. */
export function registeredPageMetadata(pageId: PageId) {
  return async function generateMetadata({ params }: RouteProps): Promise<Metadata> {
    const locale = await resolveLocale(params);
    const t = await getTranslations({ locale, namespace: `pages.${pageId}` });
    return buildMetadata({
      locale,
      href: pages[pageId].pathname,
      title: t('title'),
      description: t('description'),
    });
  };
}
