import { getTranslations } from 'next-intl/server';

import { ScrollRegion } from '@/components/ui/scroll-table';
import { formatCookieLifetime, siteCookies } from '@/config/cookie-table';
import { localeInfo, type AppLocale } from '@/lib/i18n/locales';

type CookieTableProps = {
  locale: AppLocale;
};

/** Every cookie the site sets or lets a consented tag set, from config/cookies.ts. */
export async function CookieTable({ locale }: CookieTableProps) {
  const [t, tConsent] = await Promise.all([
    getTranslations({ locale, namespace: 'privacyPolicy.cookies' }),
    getTranslations({ locale, namespace: 'consent' }),
  ]);
  const tag = localeInfo[locale].tag;
  return (
    // On a phone the table scrolls inside its frame, which a keyboard can reach and scroll too.
    <ScrollRegion
      caption={t('caption')}
      className="not-prose my-6 overflow-x-auto rounded-xl outline outline-line focus-visible:outline-2 focus-visible:outline-brand"
      tableClassName="w-full min-w-[40rem] border-collapse bg-white text-left text-sm"
    >
      <thead className="bg-surface">
        <tr>
          {(['name', 'provider', 'purpose', 'duration', 'category'] as const).map((column) => (
            <th key={column} scope="col" className="px-4 py-3 font-semibold text-ink">
              {t(column)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {siteCookies.map((cookie) => (
          <tr key={cookie.name} className="border-t border-line align-top">
            <th scope="row" className="px-4 py-3 font-mono text-xs font-semibold text-ink">
              {cookie.name}
            </th>
            <td className="px-4 py-3 text-ink-soft">{cookie.provider}</td>
            <td className="px-4 py-3 text-ink-soft">{tConsent(`cookies.${cookie.purpose}`)}</td>
            <td className="px-4 py-3 whitespace-nowrap text-ink-soft">
              {formatCookieLifetime(cookie, tag)}
            </td>
            <td className="px-4 py-3 text-ink-soft">
              {tConsent(`preferences.${cookie.category}Title`)}
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollRegion>
  );
}
