import { getTranslations } from 'next-intl/server';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';

import type { PageId } from '@/config/pages';
import { pages } from '@/config/pages';
import { Link } from '@/lib/i18n/navigation';

type CalloutProps = {
  variant?: 'info' | 'tip' | 'warning';
  title?: string;
  children: ReactNode;
};

const calloutStyles: Record<NonNullable<CalloutProps['variant']>, string> = {
  info: 'border-brand bg-brand-soft/60',
  tip: 'border-emerald-600 bg-emerald-50',
  warning: 'border-amber-500 bg-amber-50',
};

function Callout({ variant = 'info', title, children }: CalloutProps) {
  return (
    <aside className={`not-prose rounded-xl border-l-4 p-5 ${calloutStyles[variant]}`}>
      {title ? <p className="font-semibold text-ink">{title}</p> : null}
      <div className="mt-1 text-ink-soft [&>p+p]:mt-2">{children}</div>
    </aside>
  );
}

type StatProps = { value: string; label: string };

function Stat({ value, label }: StatProps) {
  return (
    <p className="flex flex-col rounded-xl bg-ink p-6 text-white">
      <span className="text-4xl font-bold tracking-tight text-accent">{value}</span>
      <span className="mt-2 text-white/80">{label}</span>
    </p>
  );
}

const productPages = {
  ia: 'ia',
  cyse: 'cyse',
  taurus: 'taurus',
  'piscis-infinity-a1': 'piscis',
  'shinelink-plus': 'shinelink',
} as const satisfies Record<string, PageId>;

type ProductCardProps = { product: keyof typeof productPages };

async function ProductCard({ product }: ProductCardProps) {
  const id = productPages[product];
  if (!id) throw new Error(`<ProductCard product="${product}"> names no product`);
  const [t, tCommon] = await Promise.all([getTranslations('pages'), getTranslations('common')]);
  return (
    <Link
      href={pages[id].pathname}
      className="flex flex-col gap-2 card p-6 no-underline transition-shadow hover:shadow-lg"
    >
      <span className="eyebrow">Synetech</span>
      <span className="text-xl font-semibold text-ink">{t(`${id}.label`)}</span>
      <span className="text-ink-soft">{t(`${id}.description`)}</span>
      <span className="font-semibold text-brand">{tCommon('learnMore')} →</span>
    </Link>
  );
}

function Anchor({ href = '', children, ...rest }: ComponentPropsWithoutRef<'a'>) {
  if (href.startsWith('/')) {
    return (
      // Article links are written as Spanish internal paths; Link localizes them.
      // @ts-expect-error -- editors' paths are checked by the link checker, not by the type system.
      <Link href={href} {...rest}>
        {children}
      </Link>
    );
  }
  if (href.startsWith('#')) {
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
    <div className="overflow-x-auto">
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
};
