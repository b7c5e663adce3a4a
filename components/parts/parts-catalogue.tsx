import { getTranslations } from 'next-intl/server';

import { PageSection } from '@/components/page/page-section';
import { pages } from '@/config/pages';
import {
  getSpareParts,
  groupCatalogue,
  localizePart,
  modelNames,
  partModels,
  type CatalogueGroupKey,
} from '@/lib/content/spare-parts';
import type { AppLocale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';

import { PartIllustration } from './part-illustration';
import { PartsFilter } from './parts-filter';

type PartsCatalogueProps = {
  locale: AppLocale;
};

const CATALOGUE_ID = 'catalogo';

function anchor(key: CatalogueGroupKey): string {
  return `recambios-${key}`;
}

/**
 * The catalogue by model, then by category. Plain anchors lead to each model, so it works without
 * JavaScript; a search box narrows it when scripts run.
 */
export async function PartsCatalogue({ locale }: PartsCatalogueProps) {
  const [t, tCategories, tPart] = await Promise.all([
    getTranslations({ locale, namespace: 'parts.catalogue' }),
    getTranslations({ locale, namespace: 'parts.categories' }),
    getTranslations({ locale, namespace: 'pages.sparePart' }),
  ]);
  const groups = groupCatalogue(getSpareParts().map((part) => localizePart(part, locale)));
  const groupTitle = (key: CatalogueGroupKey) =>
    key === 'range' ? t('range') : partModels[key].name;
  const sizes = (list: number[]) =>
    list.length > 0
      ? list.map((size) => tPart('inches', { size: String(size) })).join(' · ')
      : tPart('allSizes');

  return (
    <div className="container-site pb-16">
      <div className="grid gap-6 rounded-[var(--radius-card)] bg-surface p-5 md:grid-cols-[1fr_minmax(0,22rem)] md:items-start md:p-8">
        <PageSection
          as="nav"
          id="catalogue-models"
          title={t('jumpTo')}
          heading="label"
          className=""
        >
          <ul className="mt-3 flex flex-wrap gap-2">
            {groups.map((group) => (
              <li key={group.key}>
                <a
                  href={`#${anchor(group.key)}`}
                  className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-4 text-sm font-semibold text-ink shadow-sm ring-1 ring-line hover:ring-ink"
                >
                  {groupTitle(group.key)}
                  <span className="text-xs font-medium text-muted">
                    {group.categories.reduce((sum, entry) => sum + entry.parts.length, 0)}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </PageSection>
        <PartsFilter
          target={CATALOGUE_ID}
          label={t('searchLabel')}
          placeholder={t('searchPlaceholder')}
          results={{ none: t('resultsNone'), one: t('resultsOne'), other: t('resultsOther') }}
        />
      </div>

      <div id={CATALOGUE_ID} className="mt-12 space-y-16">
        {groups.map((group) => (
          <section
            key={group.key}
            id={anchor(group.key)}
            aria-labelledby={`${anchor(group.key)}-title`}
            className="scroll-mt-24"
            data-part-group=""
          >
            <div className="flex flex-wrap items-end justify-between gap-3 border-b border-line pb-4">
              <div>
                <h2 id={`${anchor(group.key)}-title`} className="text-title font-bold">
                  {groupTitle(group.key)}
                </h2>
                <p className="mt-1 text-muted">
                  {group.key === 'range' ? t('rangeBody') : t('modelBody')}
                </p>
              </div>
              {group.key === 'range' ? null : (
                <Link
                  href={pages[partModels[group.key].page].pathname}
                  className="text-sm font-semibold text-brand hover:underline"
                >
                  {t('seeProduct', { model: partModels[group.key].name })}
                </Link>
              )}
            </div>
            <div className="mt-8 grid items-start gap-5 md:grid-cols-2 xl:grid-cols-3">
              {group.categories.map(({ category, parts }) => (
                <div key={category} className="overflow-hidden card" data-part-group="">
                  <h3 className="flex items-center gap-3 border-b border-line bg-surface px-5 py-3 text-base font-semibold">
                    <PartIllustration category={category} className="h-9 w-12 shrink-0" />
                    {tCategories(category)}
                    <span className="ml-auto text-xs font-medium text-muted">{parts.length}</span>
                  </h3>
                  <ul className="divide-y divide-line">
                    {parts.map((part) => (
                      <li
                        key={part.hash}
                        className="relative px-5 py-3.5 focus-within:bg-surface hover:bg-surface"
                        data-part=""
                        data-search={[
                          part.partNumber,
                          part.name,
                          tCategories(part.category),
                          ...modelNames(part),
                        ]
                          .join(' ')
                          .toLowerCase()}
                      >
                        <Link
                          href={{ pathname: '/recambios/[hash]', params: { hash: part.hash } }}
                          className="font-semibold text-ink after:absolute after:inset-0 hover:text-brand"
                        >
                          {part.name}
                        </Link>
                        <p className="mt-1 flex flex-wrap gap-x-3 text-xs text-muted">
                          <span className="font-mono tracking-wide">{part.partNumber}</span>
                          <span>{sizes(part.sizes)}</span>
                        </p>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}
