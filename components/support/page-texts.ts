import { getMessages, setRequestLocale } from 'next-intl/server';

import type { PageId } from '@/config/pages';
import { isAppLocale, type AppLocale } from '@/lib/i18n/locales';
import { pageCrumbs } from '@/lib/pages';

/** Route props of a page under `[locale]` with no other parameter. */
export type LocaleRouteProps = { params: Promise<{ locale: string }> };

/** The texts every registered page has in `pages.<id>`. */
export type PageTexts = {
  label: string;
  heading: string;
  intro: string;
  sections: Record<string, { title: string; body: string }>;
};

/** The route's locale; the [locale] layout has already rejected unknown ones. */
export async function resolveLocale(params: LocaleRouteProps['params']): Promise<AppLocale> {
  const { locale } = await params;
  return isAppLocale(locale) ? locale : 'es';
}

/** `pages.<id>` of the catalogue of `locale`, with the heading falling back to the label. */
export async function getPageTexts(locale: AppLocale, id: PageId): Promise<PageTexts> {
  const messages = await getMessages({ locale });
  const texts = messages.pages[id] as Partial<PageTexts> & { label: string };
  return {
    label: texts.label,
    heading: texts.heading ?? texts.label,
    intro: texts.intro ?? '',
    sections: texts.sections ?? {},
  };
}

/**
 * What every support page starts with: its locale (set for the request), its texts and its
 * breadcrumb trail.
 */
export async function pageContext(params: LocaleRouteProps['params'], id: PageId) {
  const locale = await resolveLocale(params);
  setRequestLocale(locale);
  const [texts, crumbs] = await Promise.all([getPageTexts(locale, id), pageCrumbs(locale, id)]);
  return { locale, texts, crumbs };
}
