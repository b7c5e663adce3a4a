import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, type Messages, type NamespaceKeys, type NestedKeyOf } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';

import { breadcrumbTrail, pages, type PageId } from '@/config/pages';
import type { AppLocale } from '@/lib/i18n/locales';
import { routing } from '@/lib/i18n/routing';
import { buildMetadata, type Crumb } from '@/lib/seo';

/** Route props of a page under `[locale]` with no other parameter. */
export type LocaleRouteProps = { params: Promise<{ locale: string }> };

/**
 * What `generateStaticParams` of a dynamic route under `[locale]` receives: the locale layout's
 * params (Next generates them top down), so a route lists only its own segment, per locale.
 */
export type LocaleParams = { params: { locale: string } };

/** The texts every registered page has in `pages.<id>`, with the heading already resolved. */
export type PageTexts = {
  label: string;
  heading: string;
  intro: string;
  sections: Record<string, { title: string; body: string }>;
};

/**
 * The route's locale, the one way a page, its metadata or its `generateStaticParams` reads it.
 * The [locale] layout is the gate (404 for any other value), so below it this only narrows the
 * type, with the layout's verdict; a route the layout does not wrap (the article's social image)
 * gets the same 404 from here.
 */
export async function pageLocale(
  params: Promise<{ locale: string }> | { locale: string },
): Promise<AppLocale> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  return locale;
}

type Namespace = NamespaceKeys<Messages, NestedKeyOf<Messages>>;

/** next-intl's translator of one namespace of the catalogue. */
export type Translator<N extends Namespace> = Awaited<ReturnType<typeof getTranslations<N>>>;

/**
 * What a page starts with: the route's locale, set for the request (so the page is prerendered),
 * and the translators of `namespaces`, in their order:
 * `const { locale, t: [t, tCommon] } = await pageTranslations(params, 'hubs.retail', 'common')`.
 */
export async function pageTranslations<const N extends readonly Namespace[]>(
  params: LocaleRouteProps['params'],
  ...namespaces: N
): Promise<{ locale: AppLocale; t: { [K in keyof N]: Translator<N[K]> } }> {
  const locale = await pageLocale(params);
  setRequestLocale(locale);
  const t = await Promise.all(
    namespaces.map((namespace) => getTranslations({ locale, namespace })),
  );
  return { locale, t: t as { [K in keyof N]: Translator<N[K]> } };
}

/** A page's heading: its own `heading`, or its `label` when it has none. */
export function pageHeading(texts: { label: string; heading?: string }): string {
  return texts.heading ?? texts.label;
}

/** `pages.<id>` of the catalogue of `locale`. */
export async function getPageTexts(locale: AppLocale, id: PageId): Promise<PageTexts> {
  const messages = await getMessages({ locale });
  const texts = messages.pages[id] as Partial<PageTexts> & { label: string };
  return {
    label: texts.label,
    heading: pageHeading(texts),
    intro: texts.intro ?? '',
    sections: texts.sections ?? {},
  };
}

/** Breadcrumb items for a registered page, labelled from `pages.<id>.label`. */
export async function pageCrumbs(locale: AppLocale, id: PageId): Promise<Crumb[]> {
  const t = await getTranslations({ locale, namespace: 'pages' });
  return breadcrumbTrail(id).map((crumbId) => ({
    label: t(`${crumbId}.label`),
    href: pages[crumbId].pathname,
  }));
}

/**
 * What a registered page starts with: its locale (set for the request, so the page is
 * prerendered), its texts and its breadcrumb trail.
 */
export async function pageContext(params: LocaleRouteProps['params'], id: PageId) {
  const locale = await pageLocale(params);
  setRequestLocale(locale);
  const [texts, crumbs] = await Promise.all([getPageTexts(locale, id), pageCrumbs(locale, id)]);
  return { locale, texts, crumbs };
}

/** `generateMetadata` of a registered page: title and description from `pages.<id>`. */
export function pageMetadata(id: PageId) {
  const entry = pages[id];
  return async function generateMetadata({ params }: LocaleRouteProps): Promise<Metadata> {
    const locale = await pageLocale(params);
    const t = await getTranslations({ locale, namespace: `pages.${id}` });
    return buildMetadata({
      locale,
      href: entry.pathname,
      title: t('title'),
      description: t('description'),
      noindex: 'noindex' in entry && entry.noindex,
    });
  };
}
