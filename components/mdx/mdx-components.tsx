import { getLocale, getTranslations } from 'next-intl/server';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';

import { RoomSizeTable } from '@/components/product/room-size-table';
import { StaticImage } from '@/components/ui/static-image';
import { pages } from '@/config/pages';
import { localizedArticleHref, type calloutVariants } from '@/lib/content/news/mdx';
import { productPageIds, type ProductId } from '@/lib/content/products/ids';
import { Link } from '@/lib/i18n/navigation';

type CalloutVariant = (typeof calloutVariants)[number];

type CalloutProps = {
  variant?: CalloutVariant;
  title?: string;
  children: ReactNode;
};

const calloutStyles: Record<CalloutVariant, { box: string; icon: string; path: string }> = {
  info: {
    box: 'border-brand/25 bg-brand-soft/70',
    icon: 'text-brand',
    path: 'M12 8h.01M11 12h1v5h1',
  },
  tip: {
    box: 'border-emerald-600/25 bg-emerald-50',
    icon: 'text-emerald-700',
    path: 'M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.4 1 1.1 1 1.9V16h5v-.2c0-.8.4-1.5 1-1.9A6 6 0 0 0 12 3Z',
  },
  warning: {
    box: 'border-amber-500/35 bg-amber-50',
    icon: 'text-amber-700',
    path: 'M12 9v4M12 17h.01M10.3 3.9 2.4 18a2 2 0 0 0 1.7 3h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z',
  },
};

function Callout({ variant = 'info', title, children }: CalloutProps) {
  const style = calloutStyles[variant];
  return (
    <div role="note" className={`callout flex gap-4 rounded-2xl border p-5 md:p-6 ${style.box}`}>
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        className={`mt-0.5 size-6 shrink-0 ${style.icon}`}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {variant === 'info' ? <circle cx="12" cy="12" r="9" /> : null}
        <path d={style.path} />
      </svg>
      <div className="min-w-0 [&>p+p]:mt-2">
        {title ? <p className="font-semibold text-ink">{title}</p> : null}
        <div className={title ? 'mt-1' : undefined}>{children}</div>
      </div>
    </div>
  );
}

type StatProps = { value: string; label: string };

function Stat({ value, label }: StatProps) {
  return (
    <p className="not-prose flex flex-col gap-1 rounded-2xl bg-ink px-6 py-5 text-white sm:flex-row sm:items-baseline sm:gap-5">
      <span className="shrink-0 text-4xl font-bold tracking-tight text-accent">{value}</span>
      <span className="text-base leading-snug text-white/80">{label}</span>
    </p>
  );
}

type ProductCardProps = { product: ProductId };

async function ProductCard({ product }: ProductCardProps) {
  const id = productPageIds[product];
  if (!id) throw new Error(`<ProductCard product="${product}"> names no product`);
  const [t, tCommon] = await Promise.all([getTranslations('pages'), getTranslations('common')]);
  return (
    <Link
      href={pages[id].pathname}
      className="not-prose group flex items-center gap-5 rounded-2xl bg-surface p-5 ring-1 ring-line transition hover:ring-brand md:p-6"
    >
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="eyebrow">Synetech</span>
        <span className="text-xl font-semibold text-ink">{t(`${id}.label`)}</span>
        <span className="text-[0.9375rem] leading-snug text-muted">{t(`${id}.description`)}</span>
        <span className="mt-1 font-semibold text-brand group-hover:underline">
          {tCommon('learnMore')}
          <span aria-hidden="true"> →</span>
        </span>
      </span>
    </Link>
  );
}

async function ArticleRoomSizeTable() {
  const locale = await getLocale();
  return <RoomSizeTable locale={locale} variant="article" />;
}

type FigureProps = {
  src: string;
  alt: string;
  caption?: string;
  width: string;
  height: string;
};

function Figure({ src, alt, caption, width, height }: FigureProps) {
  return (
    <figure className="not-prose">
      <StaticImage
        src={src}
        alt={alt}
        width={Number(width)}
        height={Number(height)}
        className="w-full rounded-2xl bg-surface"
      />
      {caption ? (
        <figcaption className="mt-3 text-center text-sm text-muted">{caption}</figcaption>
      ) : null}
    </figure>
  );
}

async function Anchor({ href = '', children, ...rest }: ComponentPropsWithoutRef<'a'>) {
  // Articles write Spanish internal paths, turned into this page's language
  // (/recambios → /en/spare-parts). The validator rejects paths that match no route.
  const internal = localizedArticleHref(href, await getLocale());
  if (internal) {
    return (
      <a {...rest} href={internal}>
        {children}
      </a>
    );
  }
  if (href.startsWith('#') || href.startsWith('/')) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} rel="noopener noreferrer" {...rest}>
      {children}
    </a>
  );
}

function Table(props: ComponentPropsWithoutRef<'table'>) {
  return (
    // Focusable so keyboard users can scroll a table wider than a phone (axe scrollable-region-focusable).
    <div className="table-scroll" tabIndex={0}>
      <table {...props} />
    </div>
  );
}

/** The single MDX component map of the site. */
export const mdxComponents = {
  a: Anchor,
  table: Table,
  Callout,
  Stat,
  ProductCard,
  RoomSizeTable: ArticleRoomSizeTable,
  Figure,
};
