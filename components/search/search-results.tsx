import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

import { HeroActions } from '@/components/product/hero-actions';
import type { AppLocale } from '@/lib/i18n/locales';
import { highlight } from '@/lib/search/rank';
import type { Stemmer } from '@/lib/search/tokenizer';
import type { SearchHit } from '@/lib/search/types';

import { Highlighted } from './highlighted';
import { KindBadge } from './kind-badge';

type SearchResultsProps = {
  locale: AppLocale;
  query: string;
  /** The results of the page shown. */
  hits: SearchHit[];
  /** How many results the query has in all. */
  total: number;
  /** The position of the first result shown, from 1. */
  first: number;
  stem: Stemmer;
  /** Links to the other pages of results. */
  children?: ReactNode;
};

/** The results of a query, or what to do when there are none. */
export async function SearchResults({
  locale,
  query,
  hits,
  total,
  first,
  stem,
  children,
}: SearchResultsProps) {
  const t = await getTranslations({ locale, namespace: 'search' });
  if (hits.length === 0) {
    return (
      <div className="max-w-3xl card p-6 md:p-8" data-search-empty>
        <p className="text-xl font-semibold text-balance">{t('noResults', { query })}</p>
        <p className="mt-3 text-muted">{t('noResultsHelp')}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <HeroActions
            primary={{ href: '/soporte', label: t('supportLink') }}
            secondary={{ href: '/contacto', label: t('contactLink') }}
          />
        </div>
      </div>
    );
  }
  return (
    <section aria-labelledby="search-count" className="max-w-3xl">
      <p id="search-count" className="text-sm font-medium text-muted">
        {t('count', { count: total })}
      </p>
      <ol start={first} className="mt-4 flex flex-col gap-3" aria-label={t('resultsLabel')}>
        {hits.map((hit) => (
          <li
            key={hit.id}
            className="group relative card p-5 transition-shadow hover:shadow-lg md:p-6"
          >
            <KindBadge kind={hit.kind} label={t(`kinds.${hit.kind}`)} />
            <h2 className="mt-3 text-lg leading-snug font-semibold text-balance">
              {/* The href is already localized (built with getPathname with the index). */}
              <a href={hit.href} className="group-hover:text-brand after:absolute after:inset-0">
                <Highlighted segments={highlight(hit.title, query, stem)} />
              </a>
            </h2>
            <p className="mt-2 text-[0.9375rem] leading-relaxed text-muted">
              <Highlighted segments={highlight(hit.excerpt, query, stem)} />
            </p>
          </li>
        ))}
      </ol>
      {children}
    </section>
  );
}
