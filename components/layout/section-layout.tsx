import type { ReactNode } from 'react';

import type { LayoutId } from '@/config/pages';
import { pageLocale } from '@/lib/pages';

import { SectionNav } from './section-nav';

type SectionLayoutProps = {
  children: ReactNode;
  params: Promise<{ locale: string }>;
};

/** The layout of one route group (DESIGN §3): its section navigation above the page. */
export function sectionLayout(layout: LayoutId) {
  const tone = layout === 'taurus' ? 'dark' : 'light';
  return async function SectionLayout({ children, params }: SectionLayoutProps) {
    const locale = await pageLocale(params);
    return (
      <div data-layout={layout} className={tone === 'dark' ? 'bg-night text-white' : undefined}>
        <SectionNav locale={locale} layout={layout} tone={tone} />
        {children}
      </div>
    );
  };
}
