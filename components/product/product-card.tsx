import { getTranslations } from 'next-intl/server';

import { pages } from '@/config/pages';
import { formatDiagonal, type LocalizedProduct } from '@/lib/content/products';
import type { AppLocale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';

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
  const Heading = headingLevel;
  return (
    <article className={`group relative flex overflow-hidden sm:flex-col ${classes.card}`}>
      {/* Side by side on a phone, so four models fit on one or two screens instead of four. */}
      <div
        className={`flex w-2/5 shrink-0 items-center px-3 sm:w-auto sm:px-6 sm:pt-6 ${classes.dark ? 'bg-white/[0.03]' : 'bg-gradient-to-b from-surface to-brand-soft/40'}`}
      >
        <ProductIllustration
          illustration={product.illustration}
          decorative
          className="mx-auto w-full max-w-xs transition-transform duration-300 group-hover:-translate-y-1"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4 sm:gap-3 sm:p-6">
        <p className={classes.eyebrow}>{t(`tiers.${product.tier}`)}</p>
        <Heading className="text-lg font-semibold sm:text-xl">
          <Link
            href={pages[product.pageId].pathname}
            className="after:absolute after:inset-0 hover:text-brand focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-brand"
          >
            {product.name}
          </Link>
        </Heading>
        <p className={`text-sm text-pretty sm:text-base ${classes.muted}`}>{product.tagline}</p>
        <p className="mt-auto pt-2 text-sm font-semibold">
          {product.sizes.map((size) => formatDiagonal(size.diagonal)).join(' · ')}
        </p>
      </div>
    </article>
  );
}
