import { getTranslations } from 'next-intl/server';

import type { AppLocale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';

type SearchPaginationProps = {
  locale: AppLocale;
  query: string;
  page: number;
  pageCount: number;
};

/** A results page's href, the query kept; page 1 has no `page` parameter. */
function resultsPage(query: string, page: number) {
  return {
    pathname: '/buscar' as const,
    query: page === 1 ? { q: query } : { q: query, page: String(page) },
  };
}

const link =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 text-sm font-semibold transition';

/** Links between the pages of a query's results: plain links, so they work without JavaScript. */
export async function SearchPagination({ locale, query, page, pageCount }: SearchPaginationProps) {
  if (pageCount <= 1) return null;
  const t = await getTranslations({ locale, namespace: 'search' });
  const numbers = Array.from({ length: pageCount }, (_, index) => index + 1);
  const step = (to: number, rel: 'prev' | 'next', label: string) => (
    <li>
      <Link
        href={resultsPage(query, to)}
        rel={rel}
        className={`${link} gap-2 ring-1 ring-line hover:ring-ink`}
      >
        {rel === 'prev' ? <span aria-hidden="true">←</span> : null}
        <span className="sr-only sm:not-sr-only">{label}</span>
        {rel === 'next' ? <span aria-hidden="true">→</span> : null}
      </Link>
    </li>
  );
  return (
    <nav aria-label={t('paginationLabel')} className="mt-8 flex flex-col gap-3">
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 ? step(page - 1, 'prev', t('previousPage')) : null}
        {numbers.map((number) => (
          <li key={number}>
            {number === page ? (
              <span aria-current="page" className={`${link} bg-ink text-white`}>
                <span className="sr-only">{t('pageLink', { page: number })}</span>
                <span aria-hidden="true">{number}</span>
              </span>
            ) : (
              <Link
                href={resultsPage(query, number)}
                aria-label={t('pageLink', { page: number })}
                className={`${link} text-ink hover:bg-surface`}
              >
                {number}
              </Link>
            )}
          </li>
        ))}
        {page < pageCount ? step(page + 1, 'next', t('nextPage')) : null}
      </ul>
      <p className="text-sm text-muted">{t('pageOf', { page, count: pageCount })}</p>
    </nav>
  );
}
