import { getTranslations } from 'next-intl/server';

import type { NewsCategory } from '@/lib/content/news';
import type { AppLocale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';

type CategoryNavProps = {
  locale: AppLocale;
  categories: Array<{ category: NewsCategory; count: number }>;
  /** The category being listed; undefined on the unfiltered listing. */
  current?: NewsCategory;
};

const pill =
  'inline-flex min-h-10 items-center gap-2 whitespace-nowrap rounded-full px-4 text-sm font-medium transition';

/** Filters the listing by category through static pages, so it works without JavaScript. */
export async function CategoryNav({ locale, categories, current }: CategoryNavProps) {
  const t = await getTranslations({ locale, namespace: 'news' });
  const style = (active: boolean) =>
    `${pill} ${active ? 'bg-ink text-white' : 'bg-white text-ink ring-1 ring-line hover:ring-ink'}`;
  return (
    <nav aria-label={t('categoriesLabel')} className="-mx-5 overflow-x-auto px-5 md:mx-0 md:px-0">
      <ul className="flex gap-2 pb-1 md:flex-wrap">
        <li>
          <Link
            href="/noticias"
            className={style(!current)}
            aria-current={!current ? 'page' : undefined}
          >
            {t('allCategories')}
          </Link>
        </li>
        {categories.map(({ category, count }) => (
          <li key={category}>
            <Link
              href={{ pathname: '/noticias/categoria/[category]', params: { category } }}
              className={style(category === current)}
              aria-current={category === current ? 'page' : undefined}
            >
              {t(`categories.${category}`)}
              <span
                className={`text-xs tabular-nums ${category === current ? 'text-white/70' : 'text-muted'}`}
              >
                {count}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
