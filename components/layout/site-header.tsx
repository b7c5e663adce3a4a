import { getTranslations } from 'next-intl/server';

import { HeaderSearch } from '@/components/search/header-search';
import { primaryNav } from '@/config/navigation';
import { pages } from '@/config/pages';
import { localeInfo, locales, type AppLocale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';

import { LocaleSwitcher } from './locale-switcher';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { NavLink } from './nav-link';

type SiteHeaderProps = {
  locale: AppLocale;
};

export async function SiteHeader({ locale }: SiteHeaderProps) {
  const [tNav, tA11y] = await Promise.all([getTranslations('nav'), getTranslations('a11y')]);
  const languages = locales.map((code) => ({
    locale: code,
    tag: localeInfo[code].tag,
    name: localeInfo[code].name,
  }));
  const navLinks = primaryNav.map((item) => ({
    key: item.key,
    href: pages[item.page].pathname,
    label: tNav(item.key),
  }));

  return (
    <header className="sticky top-0 z-40 border-b border-line/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-ink focus:px-4 focus:py-2 focus:text-white"
      >
        {tA11y('skipToContent')}
      </a>
      <div className="container-site flex h-16 items-center gap-6">
        <Link href="/" aria-label={tA11y('home')} className="shrink-0 text-ink">
          <Logo />
        </Link>
        <nav aria-label={tA11y('mainNavigation')} className="hidden flex-1 lg:block">
          <ul className="flex items-center gap-1">
            {navLinks.map((item) => (
              <li key={item.key}>
                <NavLink href={item.href} matchChildren className="nav-link">
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <HeaderSearch locale={locale} />
          <LocaleSwitcher
            current={locale}
            label={tA11y('chooseLanguage', { language: localeInfo[locale].name })}
            languages={languages}
          />
          <Link
            href="/demo-gratuita-de-pantalla-interactiva"
            className="btn hidden btn-primary sm:inline-flex"
          >
            {tNav('demo')}
          </Link>
          <MobileMenu label={tA11y('openMenu')} title={tA11y('menu')}>
            <nav aria-label={tA11y('mainNavigation')}>
              <ul className="flex flex-col">
                {navLinks.map((item) => (
                  <li key={item.key}>
                    <NavLink
                      href={item.href}
                      matchChildren
                      className="flex min-h-12 items-center border-b border-line text-lg font-medium aria-[current]:text-brand"
                    >
                      {item.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
              <Link
                href="/demo-gratuita-de-pantalla-interactiva"
                className="mt-6 btn w-full btn-primary"
              >
                {tNav('demo')}
              </Link>
            </nav>
          </MobileMenu>
        </div>
      </div>
    </header>
  );
}
