import { getTranslations } from 'next-intl/server';
import type { ComponentProps } from 'react';

import type { AppLocale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';

type Href = ComponentProps<typeof Link>['href'];

export type PageLinksProps = {
  locale: AppLocale;
  /** The navigation's accessible name ("News pages", "Result pages"). */
  label: string;
  page: number;
  pageCount: number;
  /** Where page `n` (1-based) lives. */
  hrefFor: (page: number) => Href;
  align?: 'start' | 'center';
  className?: string;
};

const cell =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 text-sm font-semibold transition';

/**
 * Previous, numbered and next links between the pages of a list (news, search results). Plain links, so
 * they work without JavaScript; the current page is text with `aria-current`.
 */
export async function PageLinks({
  locale,
  label,
  page,
  pageCount,
  hrefFor,
  align = 'start',
  className = '',
}: PageLinksProps) {
  if (pageCount <= 1) return null;
  const t = await getTranslations({ locale, namespace: 'pagination' });
  const numbers = Array.from({ length: pageCount }, (_, index) => index + 1);
  const step = (to: number, rel: 'prev' | 'next') => (
    <li>
      <Link
        href={hrefFor(to)}
        rel={rel}
        className={`${cell} gap-2 ring-1 ring-line hover:ring-ink`}
      >
        {rel === 'prev' ? <span aria-hidden="true">←</span> : null}
        <span className="sr-only sm:not-sr-only">
          {rel === 'prev' ? t('previousPage') : t('nextPage')}
        </span>
        {rel === 'next' ? <span aria-hidden="true">→</span> : null}
      </Link>
    </li>
  );
  const centered = align === 'center';
  return (
    <nav
      aria-label={label}
      className={`flex flex-col gap-3 ${centered ? 'items-center' : ''} ${className}`}
    >
      <ul className={`flex flex-wrap items-center gap-2 ${centered ? 'justify-center' : ''}`}>
        {page > 1 ? step(page - 1, 'prev') : null}
        {numbers.map((number) => (
          <li key={number}>
            {number === page ? (
              <span aria-current="page" className={`${cell} bg-ink text-white`}>
                <span className="sr-only">{t('pageLink', { page: number })}</span>
                <span aria-hidden="true">{number}</span>
              </span>
            ) : (
              <Link
                href={hrefFor(number)}
                aria-label={t('pageLink', { page: number })}
                className={`${cell} text-ink hover:bg-surface`}
              >
                {number}
              </Link>
            )}
          </li>
        ))}
        {page < pageCount ? step(page + 1, 'next') : null}
      </ul>
      <p className="text-sm text-muted">{t('pageOf', { page, count: pageCount })}</p>
    </nav>
  );
}
