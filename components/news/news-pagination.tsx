import { getTranslations } from 'next-intl/server';

import type { AppLocale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';

type NewsPaginationProps = {
  locale: AppLocale;
  page: number;
  pageCount: number;
};

/** The listing's page href: page 1 is /noticias itself. */
export function newsPageHref(page: number) {
  return page === 1
    ? ('/noticias' as const)
    : { pathname: '/noticias/pagina/[page]' as const, params: { page: String(page) } };
}

const cell =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 text-sm font-semibold transition';

/** Previous, numbered and next links between the static listing pages. */
export async function NewsPagination({ locale, page, pageCount }: NewsPaginationProps) {
  if (pageCount <= 1) return null;
  const t = await getTranslations({ locale, namespace: 'news' });
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <nav aria-label={t('paginationLabel')} className="flex flex-col items-center gap-4">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? (
          <li>
            <Link
              href={newsPageHref(page - 1)}
              rel="prev"
              className={`${cell} ring-1 ring-line hover:ring-ink`}
            >
              <span aria-hidden="true">←</span>
              <span className="sr-only sm:not-sr-only sm:ml-2">{t('previousPage')}</span>
            </Link>
          </li>
        ) : null}
        {pages.map((number) => (
          <li key={number}>
            {number === page ? (
              <span aria-current="page" className={`${cell} bg-ink text-white`}>
                <span className="sr-only">{t('pageLink', { page: number })}</span>
                <span aria-hidden="true">{number}</span>
              </span>
            ) : (
              <Link
                href={newsPageHref(number)}
                aria-label={t('pageLink', { page: number })}
                className={`${cell} text-ink hover:bg-surface`}
              >
                {number}
              </Link>
            )}
          </li>
        ))}
        {page < pageCount ? (
          <li>
            <Link
              href={newsPageHref(page + 1)}
              rel="next"
              className={`${cell} ring-1 ring-line hover:ring-ink`}
            >
              <span className="sr-only sm:not-sr-only sm:mr-2">{t('nextPage')}</span>
              <span aria-hidden="true">→</span>
            </Link>
          </li>
        ) : null}
      </ul>
      <p className="text-sm text-muted">{t('pageOf', { page, count: pageCount })}</p>
    </nav>
  );
}
