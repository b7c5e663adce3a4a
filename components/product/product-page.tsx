import { commonActions } from '@/components/page/common-actions';
import { JsonLd } from '@/components/seo/json-ld';
import { pages } from '@/config/pages';
import {
  compareProducts,
  datasheetPath,
  getAccessory,
  getDisplays,
  getProduct,
  localizeAccessory,
  localizeProduct,
  productPageIds,
  rangeSummaryKeys,
  type ProductId,
} from '@/lib/content/products';
import { getSoftware, localizeSoftware } from '@/lib/content/software';
import { Link } from '@/lib/i18n/navigation';
import { pageCrumbs, pageTranslations, pageMetadata, type LocaleRouteProps } from '@/lib/pages';
import { productJsonLd } from '@/lib/seo';

import { AccessoryCard } from './accessory-card';
import { ComparisonTable } from './comparison-table';
import { DemoBand } from './demo-band';
import { InPageNav } from './in-page-nav';
import { ProductHero } from './product-hero';
import { ProductIllustration } from './product-illustration';
import { SectionHeading } from './section-heading';
import { SizesTable } from './sizes-table';
import { SoftwareCard } from './software-card';
import { SpecTable } from './spec-table';
import { toneClasses, type Tone } from './tone';

type ProductPageOptions = {
  tone?: Tone;
};

/**
 * The page of one product, built from its content file: hero, benefits, specification, sizes, box,
 * software, accessories, comparison with the range, the demo call and Product JSON-LD.
 * The heading, title and description stay in messages (`pages.<id>`), like every page.
 */
export function productPage(productId: ProductId, options: ProductPageOptions = {}) {
  const pageId = productPageIds[productId];
  const pathname = pages[pageId].pathname;
  const tone = options.tone ?? 'light';

  async function Page({ params }: LocaleRouteProps) {
    const {
      locale,
      t: [t, tPages, tCommon],
    } = await pageTranslations(params, 'product', 'pages', 'common');
    const { demo, contact } = commonActions(tCommon);
    const crumbs = await pageCrumbs(locale, pageId);
    const product = localizeProduct(getProduct(productId), locale);
    const isDisplay = product.kind === 'display';
    const software = product.software.map((id) => localizeSoftware(getSoftware(id), locale));
    const accessories = product.accessories.map((id) =>
      localizeAccessory(getAccessory(id), locale),
    );
    const classes = toneClasses(tone);
    const section = 'container-site py-12 md:py-16';

    const navItems = [
      { id: 'benefits', label: t('nav.benefits') },
      { id: 'specs', label: t('nav.specs') },
      { id: 'sizes', label: t('nav.sizes') },
      { id: 'box', label: t('nav.box') },
      ...(accessories.length ? [{ id: 'accessories', label: t('nav.accessories') }] : []),
      ...(isDisplay ? [{ id: 'compare', label: t('nav.compare') }] : []),
    ];

    const datasheet = (
      <a
        href={datasheetPath(productId, locale)}
        type="application/pdf"
        className={classes.secondaryButton}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
          <path d="M10 2a1 1 0 0 1 1 1v8.6l2.3-2.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L9 11.6V3a1 1 0 0 1 1-1ZM4 16a1 1 0 0 1 1-1h10a1 1 0 1 1 0 2H5a1 1 0 0 1-1-1Z" />
        </svg>
        {t('datasheet')}
      </a>
    );

    return (
      <>
        <ProductHero
          locale={locale}
          crumbs={crumbs}
          eyebrow={`${t(`kinds.${product.kind}`)} · ${t(`tiers.${product.tier}`)}`}
          heading={tPages(`${pageId}.heading`)}
          intro={product.summary}
          highlights={product.highlights}
          highlightsLabel={t('highlights')}
          tone={tone}
          actions={
            <>
              {isDisplay ? (
                <Link
                  href="/demo-gratuita-de-pantalla-interactiva"
                  className={classes.primaryButton}
                >
                  {tCommon('requestDemo')}
                </Link>
              ) : (
                <Link href="/contacto" className={classes.primaryButton}>
                  {tCommon('contactUs')}
                </Link>
              )}
              {datasheet}
            </>
          }
          illustration={
            <ProductIllustration illustration={product.illustration} className="w-full" priority />
          }
        />
        <InPageNav label={tCommon('inThisPage')} items={navItems} tone={tone} />

        <section className={section} aria-labelledby="benefits">
          <SectionHeading
            id="benefits"
            title={t('benefitsTitle', { name: product.shortName })}
            intro={product.tagline}
            tone={tone}
          />
          <ul className="mt-10 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
            {product.benefits.map((benefit, index) => (
              <li key={benefit.title} className={`p-7 ${classes.card}`}>
                <span
                  aria-hidden="true"
                  className={`inline-flex size-9 items-center justify-center rounded-full text-sm font-bold ${classes.dark ? 'bg-accent/15 text-accent' : 'bg-brand-soft text-brand'}`}
                >
                  {String(index + 1).padStart(2, '0')}
                </span>
                <h3 className="mt-4 text-xl font-semibold text-balance">{benefit.title}</h3>
                <p className={`mt-3 leading-relaxed text-pretty ${classes.muted}`}>
                  {benefit.body}
                </p>
              </li>
            ))}
          </ul>
        </section>

        <section
          className={`${section} grid gap-10 lg:grid-cols-[1fr_2fr]`}
          aria-labelledby="specs"
        >
          <div className="lg:sticky lg:top-36 lg:self-start">
            <SectionHeading id="specs" title={t('specsTitle')} tone={tone} />
            <p className={`mt-4 text-sm ${classes.muted}`}>{t('specsNote')}</p>
            <div className="mt-6">{datasheet}</div>
          </div>
          <SpecTable
            locale={locale}
            rows={product.specs}
            caption={t('specsCaption', { name: product.name })}
            tone={tone}
          />
        </section>

        <section className={section} aria-labelledby="sizes">
          <SectionHeading
            id="sizes"
            title={t('sizesTitle')}
            intro={isDisplay ? t('sizesIntroDisplay') : t('sizesIntroLed')}
            tone={tone}
          />
          <div className="mt-10">
            <SizesTable locale={locale} product={product} tone={tone} />
          </div>
        </section>

        <section className={`${section} grid gap-12 lg:grid-cols-[1fr_2fr]`} aria-labelledby="box">
          <div>
            <SectionHeading id="box" title={t('boxTitle')} tone={tone} />
            <ul
              className={`mt-8 divide-y border-y ${classes.line} ${classes.dark ? 'divide-white/10' : 'divide-line'}`}
            >
              {product.inTheBox.map((entry) => (
                <li key={entry.item} className="flex items-baseline gap-4 py-3">
                  <span
                    className={`w-8 shrink-0 text-right font-bold tabular-nums ${classes.dark ? 'text-accent' : 'text-brand'}`}
                  >
                    {entry.quantity}×
                  </span>
                  <span>{entry.item}</span>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <SectionHeading
              id="software"
              title={t('softwareTitle')}
              intro={t('softwareIntro')}
              tone={tone}
            />
            <div className="mt-8 grid gap-5 sm:grid-cols-2">
              {software.map((entry) => (
                <SoftwareCard key={entry.id} locale={locale} software={entry} tone={tone} />
              ))}
            </div>
          </div>
        </section>

        {accessories.length ? (
          <section className={section} aria-labelledby="accessories">
            <SectionHeading
              id="accessories"
              title={t('accessoriesTitle')}
              intro={t('accessoriesIntro')}
              tone={tone}
            />
            <div className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {accessories.map((accessory) => (
                <AccessoryCard
                  key={accessory.id}
                  locale={locale}
                  accessory={accessory}
                  tone={tone}
                />
              ))}
            </div>
          </section>
        ) : null}

        {isDisplay ? (
          <section className={section} aria-labelledby="compare">
            <SectionHeading
              id="compare"
              title={t('compareTitle', { name: product.shortName })}
              tone={tone}
              action={
                <Link
                  href={{ pathname: '/pantallas-interactivas-educacion', hash: 'compare' }}
                  className={`font-semibold ${classes.link}`}
                >
                  {t('compareAll')} →
                </Link>
              }
            />
            <div className="mt-10">
              <ComparisonTable
                locale={locale}
                comparison={compareProducts(getDisplays(), rangeSummaryKeys, locale)}
                caption={t('compareCaption')}
                current={productId}
                tone={tone}
              />
            </div>
          </section>
        ) : null}

        {isDisplay ? (
          <DemoBand
            title={t('demoTitle', { name: product.shortName })}
            body={t('demoBody')}
            action={demo}
            secondary={contact}
          />
        ) : (
          <DemoBand
            title={t('ledCtaTitle')}
            body={t('ledCtaBody')}
            action={contact}
            secondary={{
              href: '/soporte/reparacion-pantallas-led',
              label: tPages('ledRepair.label'),
            }}
          />
        )}

        <JsonLd
          data={productJsonLd({
            locale,
            href: pathname,
            name: product.name,
            description: product.summary,
            category: t(`kinds.${product.kind}`),
            models: product.sizes.map((size) => size.model),
            properties: product.specs.map((row) => ({
              name: t(`specs.${row.key}`),
              value: row.value,
            })),
          })}
        />
      </>
    );
  }

  return { generateMetadata: pageMetadata(pageId), Page };
}
