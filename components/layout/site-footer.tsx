import { getTranslations } from 'next-intl/server';

import { footerNav } from '@/config/navigation';
import { pages } from '@/config/pages';
import { getCompany } from '@/lib/content/company';
import type { AppLocale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';

import { Logo } from './logo';

type SiteFooterProps = {
  locale: AppLocale;
};

export async function SiteFooter({ locale }: SiteFooterProps) {
  const [t, tPages, tA11y] = await Promise.all([
    getTranslations({ locale, namespace: 'footer' }),
    getTranslations({ locale, namespace: 'pages' }),
    getTranslations({ locale, namespace: 'a11y' }),
  ]);
  const year = new Date().getFullYear();
  const { phones, emails } = getCompany();
  const phone = phones.main;
  const email = emails.sales;

  return (
    <footer className="mt-24 bg-night text-white/80">
      <div className="container-site grid gap-12 py-16 lg:grid-cols-[1.2fr_3fr]">
        <div className="max-w-sm">
          <Link href="/" aria-label={tA11y('home')} className="text-white">
            <Logo />
          </Link>
          <p className="mt-5 text-[0.9375rem] leading-relaxed">{t('about')}</p>
          <p className="mt-4 text-sm text-white/70">
            {/* Only confirmed channels (content/company.json); the contact form until then. */}
            {email && phone
              ? t('contactLinePhone', { email, phone })
              : email
                ? t('contactLine', { email })
                : phone
                  ? t('contactPhone', { phone })
                  : t.rich('contactForm', {
                      link: (chunks) => (
                        <Link href="/contacto" className="underline hover:text-white">
                          {chunks}
                        </Link>
                      ),
                    })}
          </p>
        </div>
        <nav aria-label={tA11y('footerNavigation')}>
          <div className="grid grid-cols-2 gap-x-6 gap-y-10 sm:grid-cols-3 lg:grid-cols-5">
            {footerNav.map((column) => (
              <div key={column.key}>
                <h2 className="text-sm font-semibold tracking-wide text-white">{t(column.key)}</h2>
                <ul className="mt-4 space-y-1">
                  {column.pages.map((id) => (
                    <li key={id}>
                      <Link href={pages[id].pathname} className="footer-link">
                        {tPages(`${id}.label`)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </nav>
      </div>
      <div className="border-t border-white/10">
        <div className="container-site flex flex-col gap-3 py-6 text-sm text-white/70 sm:flex-row sm:items-center sm:justify-between">
          <p>{t('copyright', { year: String(year) })}</p>
          <ul className="flex flex-wrap items-center gap-x-6 gap-y-2">
            <li>
              <Link href="/politica-de-privacidad" className="hover:text-white">
                {tPages('privacy.label')}
              </Link>
            </li>
            <li>
              <button
                type="button"
                data-consent-action="settings"
                className="cursor-pointer hover:text-white"
              >
                {t('cookieSettings')}
              </button>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
