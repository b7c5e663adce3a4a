import type { ReactNode } from 'react';

import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import type { AppLocale } from '@/lib/i18n/locales';
import type { Crumb } from '@/lib/seo';

type PageHeaderProps = {
  locale: AppLocale;
  crumbs: Crumb[];
  heading: string;
  intro?: string;
  eyebrow?: string;
  tone?: 'light' | 'dark';
  children?: ReactNode;
};

/** Breadcrumbs, the page's single h1 and its introduction. */
export function PageHeader({
  locale,
  crumbs,
  heading,
  intro,
  eyebrow,
  tone = 'light',
  children,
}: PageHeaderProps) {
  const dark = tone === 'dark';
  return (
    <div className={dark ? 'bg-night text-white' : 'bg-gradient-to-b from-surface to-white'}>
      <div className="container-site pt-6 pb-12 md:pt-8 md:pb-16">
        {crumbs.length > 1 ? <Breadcrumbs locale={locale} items={crumbs} tone={tone} /> : null}
        <div className="mt-8 max-w-3xl md:mt-12">
          {eyebrow ? <p className={dark ? 'eyebrow text-accent' : 'eyebrow'}>{eyebrow}</p> : null}
          <h1 className="mt-3 text-title font-bold text-balance">{heading}</h1>
          {intro ? (
            <p
              className={`mt-5 text-lg leading-relaxed text-pretty md:text-xl ${dark ? 'text-white/80' : 'text-muted'}`}
            >
              {intro}
            </p>
          ) : null}
          {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
        </div>
      </div>
    </div>
  );
}
