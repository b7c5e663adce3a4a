import { getTranslations } from 'next-intl/server';

import type { Crumb } from '@/components/layout/breadcrumbs';
import { breadcrumbTrail, pages, type PageId } from '@/config/pages';
import type { AppLocale } from '@/lib/i18n/locales';

/** Breadcrumb items for a registered page, labelled from `pages.<id>.label`. */
export async function pageCrumbs(locale: AppLocale, id: PageId): Promise<Crumb[]> {
  const t = await getTranslations({ locale, namespace: 'pages' });
  return breadcrumbTrail(id).map((crumbId) => ({
    label: t(`${crumbId}.label`),
    href: pages[crumbId].pathname,
  }));
}
