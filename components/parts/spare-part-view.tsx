import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';

import { SparePartRequestForm } from '@/components/forms/spare-part-request-form';
import { PageHeader } from '@/components/page/page-header';
import { PageSection } from '@/components/page/page-section';
import { HeroActions } from '@/components/product/hero-actions';
import { JsonLd } from '@/components/seo/json-ld';
import { HelpBand } from '@/components/support/help-band';
import { pages } from '@/config/pages';
import { siteConfig } from '@/config/site';
import {
  getSpareParts,
  localizePart,
  partModelIds,
  partModels,
  relatedParts,
  type SparePart,
} from '@/lib/content/spare-parts';
import type { AppLocale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { pageCrumbs, pageLocale } from '@/lib/pages';
import { staticParams } from '@/lib/route-items';
import { absoluteUrl, buildMetadata } from '@/lib/seo';

import { PartCard } from './part-card';
import { PartIllustration } from './part-illustration';
import { PartLabel } from './part-label';

type SparePartViewProps = {
  locale: AppLocale;
  part: SparePart;
  /** Reached by scanning the part's label. */
  scanned?: boolean;
};

/**
 * A route of the part page, found by `key` (`hash`, or `token` for the QR-code address, which is
 * kept out of search results: its canonical URL is the hash route's). Returns the route's
 * `generateStaticParams` (every part, for each locale of the layout), `generateMetadata` and page.
 */
export function sparePartRoute<Key extends 'hash' | 'token'>(
  key: Key,
  find: (value: string) => SparePart | undefined,
) {
  type Props = { params: Promise<{ locale: string } & Record<Key, string>> };
  const scanned = key === 'token';
  async function load(params: Props['params']) {
    const values = await params;
    const locale = await pageLocale(params);
    const part = find(values[key]);
    if (!part) notFound();
    return { locale, part };
  }
  return {
    generateStaticParams() {
      return staticParams(key === 'hash' ? 'sparePart' : 'token');
    },
    async generateMetadata({ params }: Props): Promise<Metadata> {
      const { locale, part } = await load(params);
      const localized = localizePart(part, locale);
      return buildMetadata({
        locale,
        href: { pathname: '/recambios/[hash]', params: { hash: part.hash } },
        title: `${localized.name} (${part.partNumber})`,
        description: localized.description,
        noindex: scanned,
      });
    },
    async Page({ params }: Props) {
      const { locale, part } = await load(params);
      setRequestLocale(locale);
      return <SparePartView locale={locale} part={part} scanned={scanned} />;
    },
  };
}

/** The page of one spare part, shared by its hash route and its QR-token route. */
export async function SparePartView({ locale, part, scanned = false }: SparePartViewProps) {
  const [t, tCategories, trail] = await Promise.all([
    getTranslations({ locale, namespace: 'pages.sparePart' }),
    getTranslations({ locale, namespace: 'parts.categories' }),
    pageCrumbs(locale, 'spareParts'),
  ]);
  const localized = localizePart(part, locale);
  const href = { pathname: '/recambios/[hash]', params: { hash: part.hash } } as const;
  const models = partModelIds.filter((id) => part.models.includes(id));
  const related = relatedParts(part, getSpareParts()).map((other) => localizePart(other, locale));
  const category = tCategories(part.category);

  return (
    <>
      <PageHeader
        locale={locale}
        crumbs={[...trail, { label: localized.name, href }]}
        eyebrow={category}
        heading={localized.name}
        intro={localized.description}
      >
        {scanned ? (
          <p className="w-full rounded-xl bg-brand-soft px-4 py-3 text-sm text-ink" role="status">
            {t('scannedLabel')}
          </p>
        ) : null}
        <HeroActions
          primary={{ href: '#solicitar', label: t('request') }}
          secondary={{ href: '/soporte/asistencia-tecnica', label: t('askAssistance') }}
        />
      </PageHeader>

      <section className="container-site grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-10">
        <div className="overflow-hidden card">
          <div className="bg-gradient-to-br from-surface to-brand-soft/60 px-6 py-6">
            <PartIllustration
              category={part.category}
              framed={false}
              priority
              className="mx-auto block h-36 w-auto md:h-44"
              title={t('illustrationAlt', { category })}
            />
          </div>
          <dl className="grid grid-cols-2 gap-px border-t border-line bg-line">
            <Fact term={t('partNumber')}>
              <span className="font-mono tracking-wide">{part.partNumber}</span>
            </Fact>
            <Fact term={t('category')}>{category}</Fact>
            <Fact term={t('sizes')} wide="mobile">
              {part.sizes.length > 0
                ? part.sizes.map((size) => t('inches', { size: String(size) })).join(' · ')
                : t('allSizes')}
            </Fact>
            <Fact term={t('compatibility')} wide="mobile">
              <ul className="flex flex-wrap gap-2">
                {models.map((id) => (
                  <li key={id}>
                    <Link
                      href={pages[partModels[id].page].pathname}
                      className="inline-flex min-h-8 items-center rounded-full bg-brand-soft px-3 text-sm font-semibold text-brand-strong hover:bg-brand hover:text-white"
                    >
                      {partModels[id].name}
                    </Link>
                  </li>
                ))}
              </ul>
            </Fact>
            <Fact term={t('fitting')} wide>
              <span className="flex items-start gap-2">
                <span
                  aria-hidden="true"
                  className={`mt-2 size-2 shrink-0 rounded-full ${part.fitting === 'user' ? 'bg-emerald-500' : 'bg-warm'}`}
                />
                {part.fitting === 'user' ? t('fittingUser') : t('fittingTechnician')}
              </span>
            </Fact>
          </dl>
        </div>

        <aside aria-labelledby="part-label" className="self-start card p-6">
          <h2 id="part-label" className="text-lg font-semibold">
            {t('labelTitle')}
          </h2>
          <p className="mt-2 text-sm leading-relaxed text-muted">{t('labelBody')}</p>
          <PartLabel
            partNumber={part.partNumber}
            token={part.token}
            title={t('labelAlt', { partNumber: part.partNumber, token: part.token })}
            className="mt-5 h-auto w-full drop-shadow-sm"
          />
          <p className="mt-4 text-sm text-muted">{t('warrantyNote')}</p>
        </aside>
      </section>

      <section
        id="solicitar"
        aria-labelledby="request-title"
        className="container-site scroll-mt-24 py-12 md:py-16"
      >
        {/* Grey panel from `sm` up: on a phone the form's own card is the frame, or its fields lose
            48 px of width to two paddings. */}
        <div className="sm:rounded-[var(--radius-card)] sm:bg-surface sm:p-6 md:p-10">
          <h2 id="request-title" className="text-2xl font-semibold">
            {t('requestTitle')}
          </h2>
          <p className="mt-2 max-w-2xl text-muted">
            {t('requestBody', { partNumber: part.partNumber })}
          </p>
          <div className="mt-6">
            <div data-slot="spare-part-request">
              <SparePartRequestForm locale={locale} partNumber={part.partNumber} />
            </div>
          </div>
        </div>
      </section>

      {related.length > 0 ? (
        <PageSection id="related-title" title={t('related')}>
          <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {related.map((other) => (
              <PartCard
                key={other.hash}
                part={other}
                categoryLabel={tCategories(other.category)}
                sizesLabel={
                  other.sizes.length > 0
                    ? other.sizes.map((size) => t('inches', { size: String(size) })).join(' · ')
                    : t('allSizes')
                }
              />
            ))}
          </ul>
          <p className="mt-6">
            <Link href="/recambios" className="font-semibold text-brand hover:underline">
              {t('backToCatalogue')}
            </Link>
          </p>
        </PageSection>
      ) : null}

      <HelpBand locale={locale} />

      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Product',
          name: localized.name,
          description: localized.description,
          sku: part.partNumber,
          mpn: part.partNumber,
          category,
          url: absoluteUrl(locale, href),
          brand: { '@type': 'Brand', name: siteConfig.name },
          isAccessoryOrSparePartFor: models.map((id) => ({
            '@type': 'Product',
            name: `${siteConfig.name} ${partModels[id].name}`,
            url: absoluteUrl(locale, pages[partModels[id].page].pathname),
          })),
        }}
      />
    </>
  );
}

type FactProps = {
  term: string;
  children: ReactNode;
  /** Spans both columns: always, or only on a phone. */
  wide?: boolean | 'mobile';
};

const factSpan = { mobile: 'col-span-2 sm:col-span-1', true: 'col-span-2', false: '' } as const;

function Fact({ term, children, wide = false }: FactProps) {
  return (
    <div className={`bg-white p-5 md:p-6 ${factSpan[String(wide) as keyof typeof factSpan]}`}>
      <dt className="text-sm text-muted">{term}</dt>
      <dd className="mt-1.5 text-base font-semibold text-ink">{children}</dd>
    </div>
  );
}
