'use client';

import { useParams, usePathname, useSearchParams } from 'next/navigation';
import { Suspense } from 'react';

import { rememberLocale } from '@/lib/i18n/locale-cookie';
import type { AppLocale } from '@/lib/i18n/locales';
import {
  isRenderedOnRequest,
  switchHref,
  switchTarget,
  type SwitchTarget,
} from '@/lib/i18n/switch-target';

type LocaleSwitcherProps = {
  current: AppLocale;
  label: string;
  languages: ReadonlyArray<{ locale: AppLocale; tag: string; name: string }>;
};

/**
 * Plain links to the same page in every language, so it works without JavaScript and crawlers see
 * every alternate. A client leaf only because the current route's pathname, params and query live
 * here, and because a choice made with JavaScript on is stored here (lib/i18n/locale-cookie.ts).
 */
export function LocaleSwitcher(props: LocaleSwitcherProps) {
  const target = useSwitchTarget(props.current, '');
  return (
    <details className="group relative">
      {/* The visible code is part of the accessible name (WCAG 2.5.3, label in name). */}
      <summary className="flex h-10 cursor-pointer items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-ink-soft uppercase hover:bg-surface">
        <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" fill="none">
          <circle cx="10" cy="10" r="7.5" stroke="currentColor" strokeWidth="1.5" />
          <path
            d="M2.5 10h15M10 2.5c2 2.2 3 4.7 3 7.5s-1 5.3-3 7.5c-2-2.2-3-4.7-3-7.5s1-5.3 3-7.5Z"
            stroke="currentColor"
            strokeWidth="1.5"
          />
        </svg>
        <span className="sr-only normal-case">{props.label} </span>
        {props.current}
      </summary>
      {/* A page rendered on request (search results) has its query on the server: read there,
          without a Suspense boundary. React streams a completed boundary that comes after the
          first 12.8 kB of a document apart, and only a script moves it into place (react-dom's
          progressiveChunkSize), so without JavaScript the fallback's links, without the query,
          would stay. A prerendered page ships the links without its query; the browser adds it
          once hydrated. Only the list is inside the boundary: hydration replaces the fallback's
          DOM, and a <details> opened just before it would close under the visitor's pointer. */}
      {isRenderedOnRequest(target) ? (
        <ListWithQuery {...props} />
      ) : (
        <Suspense fallback={<LanguageList {...props} target={target} />}>
          <ListWithQuery {...props} />
        </Suspense>
      )}
    </details>
  );
}

/** Where the switcher leads from the current page, with the query `search`. */
function useSwitchTarget(current: AppLocale, search: string): SwitchTarget {
  // Next's pathname, not next-intl's: while a page is prerendered Next gives the internal path
  // (vercel/next.js#73085) and next-intl then reads English `/recambios` as `/[token]`. Back to
  // next-intl's usePathname once prerendering reports the visible path.
  return switchTarget(current, usePathname(), useParams(), search);
}

function ListWithQuery(props: LocaleSwitcherProps) {
  const target = useSwitchTarget(props.current, useSearchParams().toString());
  return <LanguageList {...props} target={target} />;
}

type LanguageListProps = LocaleSwitcherProps & { target: SwitchTarget };

function LanguageList({ current, languages, target }: LanguageListProps) {
  return (
    <ul className="absolute right-0 mt-2 w-44 overflow-hidden card p-1.5">
      {languages.map((language) => (
        <li key={language.locale}>
          <a
            href={switchHref(language.locale, target)}
            // Runs before the platform turns the click into a client navigation (it listens on
            // window, after React's root), so the request for the new page carries the choice.
            onClick={() => rememberLocale(language.locale)}
            // Not prefetched, as next-intl's Link did for a language change: rarely followed.
            data-no-prefetch=""
            hrefLang={language.tag}
            lang={language.tag}
            aria-current={language.locale === current ? 'true' : undefined}
            className="flex min-h-10 items-center justify-between rounded-lg px-3 text-[0.9375rem] hover:bg-surface aria-[current]:font-semibold aria-[current]:text-brand"
          >
            {language.name}
            <span className="text-xs text-muted uppercase">{language.locale}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
