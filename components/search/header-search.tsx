import { getTranslations } from 'next-intl/server';

import { localeInfo, type AppLocale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';

import { SearchEnhancer } from './search-enhancer';
import { SearchIcon } from './search-icon';
import type { SearchPanelStrings } from './search-panel';

type HeaderSearchProps = { locale: AppLocale };

type SearchFormProps = {
  id: string;
  action: string;
  label: string;
  placeholder: string;
  submit: string;
  shortcut?: string;
};

/**
 * A GET form to the results page: without JavaScript it is the whole search. The enhancer turns
 * its input into a combobox with live results once it is focused.
 */
function SearchForm({ id, action, label, placeholder, submit, shortcut }: SearchFormProps) {
  return (
    <form action={action} method="get" role="search" className="relative w-full">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="flex h-11 items-center rounded-full bg-surface ring-1 ring-line transition-shadow focus-within:bg-white focus-within:ring-2 focus-within:ring-brand">
        <button
          type="submit"
          aria-label={submit}
          className="flex size-11 shrink-0 items-center justify-center rounded-full text-muted hover:text-ink"
        >
          <SearchIcon />
        </button>
        <input
          id={id}
          data-site-search=""
          type="search"
          name="q"
          placeholder={placeholder}
          maxLength={120}
          autoComplete="off"
          enterKeyHint="search"
          className="peer h-full min-w-0 flex-1 bg-transparent pr-4 text-[0.9375rem] outline-none placeholder:text-muted [&::-webkit-search-cancel-button]:hidden"
        />
        {shortcut ? (
          <kbd
            title={shortcut}
            aria-hidden="true"
            className="mr-3 rounded-md border border-line bg-white px-1.5 font-sans text-xs text-muted peer-focus:hidden"
          >
            /
          </kbd>
        ) : null}
      </div>
      <div data-search-popup="" />
    </form>
  );
}

/**
 * The header's search: a field on wide screens, a button that opens it below the header on
 * phones and tablets. The search code and index load only when a field is focused.
 */
export async function HeaderSearch({ locale }: HeaderSearchProps) {
  const t = await getTranslations({ locale, namespace: 'search' });
  const action = getPathname({ locale, href: '/buscar' });
  const form = {
    action,
    label: t('label'),
    placeholder: t('placeholder'),
    submit: t('submit'),
  };
  // The live results' other texts come with the index (lib/search/ui-strings.ts).
  const strings: SearchPanelStrings = { loading: t('loading'), unavailable: t('unavailable') };
  return (
    <>
      {/* Narrow at rest so the navigation keeps its line; it widens over it when focused. */}
      <div className="relative hidden h-11 w-36 xl:block 2xl:w-56">
        <div className="absolute top-0 right-0 z-10 w-full transition-[width] duration-200 focus-within:w-80 2xl:focus-within:w-96">
          <SearchForm
            id="site-search"
            shortcut={t('shortcut')}
            {...form}
            placeholder={t('submit')}
          />
        </div>
      </div>
      <details data-site-search="" className="group/search xl:hidden">
        <summary
          aria-label={t('open')}
          className="flex size-11 cursor-pointer items-center justify-center rounded-full group-open/search:bg-surface hover:bg-surface"
        >
          <SearchIcon />
        </summary>
        <div className="fixed inset-x-0 top-16 border-t border-line bg-white/95 px-5 py-4 shadow-card backdrop-blur">
          <div className="mx-auto max-w-2xl">
            <SearchForm id="site-search-mobile" {...form} />
          </div>
        </div>
      </details>
      <SearchEnhancer locale={locale} tag={localeInfo[locale].tag} strings={strings} />
    </>
  );
}
