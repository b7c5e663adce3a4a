import { getTranslations } from 'next-intl/server';

import { pages } from '@/config/pages';
import { formatDiagonal, type LocalizedProduct } from '@/lib/content/products';
import type { AppLocale } from '@/lib/i18n/locales';

import { LinkedCard } from './linked-card';
import { ProductIllustration } from './product-illustration';
import { toneClasses, type Tone } from './tone';

type ProductCardProps = {
  locale: AppLocale;
  product: LocalizedProduct;
  headingLevel?: 'h2' | 'h3';
  tone?: Tone;
};

/** A product in a grid: its drawing, tier, name, promise and sizes; the whole card links to its page. */
export async function ProductCard({
  locale,
  product,
  headingLevel = 'h3',
  tone = 'light',
}: ProductCardProps) {
  const t = await getTranslations({ locale, namespace: 'product' });
  const classes = toneClasses(tone);
  return (
    <LinkedCard
      href={pages[product.pageId].pathname}
      name={product.name}
      headingLevel={headingLevel}
      headingClassName="text-lg font-semibold sm:text-xl"
      tone={tone}
      drawing={
        <ProductIllustration
          illustration={product.illustration}
          decorative
          className="mx-auto w-full max-w-xs transition-transform duration-300 group-hover:-translate-y-1"
        />
      }
      drawingClassName={`sm:px-6 sm:pt-6 ${classes.dark ? 'bg-white/[0.03]' : 'bg-gradient-to-b from-surface to-brand-soft/40'}`}
      eyebrow={<p className={classes.eyebrow}>{t(`tiers.${product.tier}`)}</p>}
      bodyClassName="sm:gap-3"
    >
      <p className={`text-sm text-pretty sm:text-base ${classes.muted}`}>{product.tagline}</p>
      <p className="mt-auto pt-2 text-sm font-semibold">
        {product.sizes.map((size) => formatDiagonal(size.diagonal)).join(' · ')}
      </p>
    </LinkedCard>
  );
}
