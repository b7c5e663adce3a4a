import type { Metadata } from 'next';

import { siteConfig } from '@/config/site';
import { getCompany } from '@/lib/content/company';
import { localeInfo, locales, type AppLocale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';
import { routing } from '@/lib/i18n/routing';
import { favicon, manifestPath, touchIcon } from '@/lib/site-icons';

/** An internal href as `Link` and `getPathname` accept it (a pathname key, with params when dynamic). */
export type Href = Parameters<typeof getPathname>[0]['href'];

/** One step of a breadcrumb trail: the page's label and where it lives. */
export type Crumb = { label: string; href: Href };

/**
 * The icons and the locale's web app manifest (lib/site-icons.ts), for the head of every page: the
 * locale layout's and the 404 page's metadata.
 */
export function siteIconsMetadata(locale: AppLocale): Pick<Metadata, 'icons' | 'manifest'> {
  return {
    icons: {
      icon: [
        { url: favicon.path, sizes: favicon.sizes.map((size) => `${size}x${size}`).join(' ') },
        { url: '/icon.svg', type: 'image/svg+xml' },
      ],
      apple: [{ url: touchIcon.path, sizes: `${touchIcon.size}x${touchIcon.size}` }],
    },
    manifest: manifestPath(locale),
  };
}

/** Absolute URL of `href` in `locale`, from SITE_URL. */
export function absoluteUrl(locale: AppLocale, href: Href): string {
  const path = getPathname({ locale, href });
  return `${siteConfig.url}${path === '/' ? '' : path}` || siteConfig.url;
}

/** The hreflang map: the five locale tags plus x-default (the Spanish page). */
export function alternateLanguages(href: Href): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const locale of locales) {
    languages[localeInfo[locale].tag] = absoluteUrl(locale, href);
  }
  languages['x-default'] = absoluteUrl(routing.defaultLocale, href);
  return languages;
}

type PageMetadataInput = {
  locale: AppLocale;
  href: Href;
  title: string;
  description: string;
  /** Use the title as is, without the "| Synetech" template (home page). */
  absoluteTitle?: boolean;
  type?: 'website' | 'article';
  image?: { url: string; alt: string; width?: number; height?: number };
  noindex?: boolean;
  publishedTime?: string;
  modifiedTime?: string;
};

/** Title, description, canonical, hreflang, Open Graph and Twitter for one page. */
export function buildMetadata(input: PageMetadataInput): Metadata {
  const { locale, href, title, description } = input;
  const url = absoluteUrl(locale, href);
  const info = localeInfo[locale];
  const images = input.image ? [input.image] : undefined;
  return {
    title: input.absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: url, languages: alternateLanguages(href) },
    openGraph: {
      type: input.type ?? 'website',
      url,
      title,
      description,
      siteName: siteConfig.name,
      locale: info.ogLocale,
      alternateLocale: locales.filter((l) => l !== locale).map((l) => localeInfo[l].ogLocale),
      ...(images ? { images } : {}),
      ...(input.publishedTime ? { publishedTime: input.publishedTime } : {}),
      ...(input.modifiedTime ? { modifiedTime: input.modifiedTime } : {}),
    },
    twitter: { card: images ? 'summary_large_image' : 'summary', title, description },
    ...(input.noindex ? { robots: { index: false, follow: true } } : {}),
  };
}

type BreadcrumbItem = { name: string; url: string };

/** schema.org BreadcrumbList for a trail of absolute URLs. */
export function breadcrumbJsonLd(items: BreadcrumbItem[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

/** schema.org Organization, with the localized description. */
export function organizationJsonLd(locale: AppLocale, description: string) {
  const company = getCompany();
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${siteConfig.url}/#organization`,
    name: siteConfig.name,
    url: absoluteUrl(locale, '/'),
    logo: `${siteConfig.url}/icon.svg`,
    description,
    ...(company.emails.sales && { email: company.emails.sales }),
    ...(company.legalName && { legalName: company.legalName }),
    ...(company.phones.main && { telephone: company.phones.main }),
    ...(company.address && { address: { '@type': 'PostalAddress', ...company.address } }),
    sameAs: Object.values(siteConfig.social),
  };
}

type ProductJsonLdInput = {
  locale: AppLocale;
  href: Href;
  name: string;
  description: string;
  category: string;
  /** Model numbers of the sizes, offered as variants of one product. */
  models: string[];
  properties: Array<{ name: string; value: string }>;
};

/** schema.org Product for a product page, made by the site's Organization. */
export function productJsonLd(input: ProductJsonLdInput) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: input.name,
    description: input.description,
    url: absoluteUrl(input.locale, input.href),
    category: input.category,
    brand: { '@type': 'Brand', name: siteConfig.name },
    manufacturer: { '@id': `${siteConfig.url}/#organization` },
    mpn: input.models[0],
    model: input.models,
    additionalProperty: input.properties.map((property) => ({
      '@type': 'PropertyValue',
      name: property.name,
      value: property.value,
    })),
  };
}
