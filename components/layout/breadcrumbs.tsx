import { getTranslations } from 'next-intl/server';

import { JsonLd } from '@/components/seo/json-ld';
import type { AppLocale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { absoluteUrl, breadcrumbJsonLd, type Crumb } from '@/lib/seo';

type BreadcrumbsProps = {
  locale: AppLocale;
  /** From home to the current page, both included. */
  items: Crumb[];
  tone?: 'light' | 'dark';
};

/** The visible trail and its BreadcrumbList JSON-LD, from the same items. */
export async function Breadcrumbs({ locale, items, tone = 'light' }: BreadcrumbsProps) {
  const t = await getTranslations({ locale, namespace: 'a11y' });
  const muted = tone === 'dark' ? 'text-white/70' : 'text-muted';
  return (
    <>
      <nav aria-label={t('breadcrumb')} className="text-sm">
        <ol className={`flex flex-wrap items-center gap-x-2 gap-y-1 ${muted}`}>
          {items.map((item, index) => {
            const last = index === items.length - 1;
            return (
              <li key={index} className="flex items-center gap-2">
                {last ? (
                  <span aria-current="page" className={tone === 'dark' ? 'text-white' : 'text-ink'}>
                    {item.label}
                  </span>
                ) : (
                  <>
                    <Link href={item.href} className="underline-offset-4 hover:underline">
                      {item.label}
                    </Link>
                    <span aria-hidden="true">/</span>
                  </>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <JsonLd
        data={breadcrumbJsonLd(
          items.map((item) => ({ name: item.label, url: absoluteUrl(locale, item.href) })),
        )}
      />
    </>
  );
}
