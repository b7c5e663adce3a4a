import { getTranslations } from 'next-intl/server';

import { sectionNav } from '@/config/navigation';
import { pages, type LayoutId } from '@/config/pages';
import type { AppLocale } from '@/lib/i18n/locales';

import { NavLink } from './nav-link';

type SectionNavProps = {
  locale: AppLocale;
  layout: LayoutId;
  tone?: 'light' | 'dark';
};

/** The sub-navigation of a section, scrollable sideways on a phone. */
export async function SectionNav({ locale, layout, tone = 'light' }: SectionNavProps) {
  const section = sectionNav[layout];
  if (!section) return null;
  const [tSections, tPages] = await Promise.all([
    getTranslations({ locale, namespace: 'sections' }),
    getTranslations({ locale, namespace: 'pages' }),
  ]);
  const dark = tone === 'dark';
  return (
    <nav
      aria-label={tSections(section.key)}
      className={dark ? 'border-b border-white/10 bg-night' : 'border-b border-line bg-surface'}
    >
      <div className="container-site flex items-center gap-4 overflow-x-auto">
        <ul className="flex items-center gap-1 py-2">
          {section.pages.map((id) => (
            <li key={id} className="shrink-0">
              <NavLink
                href={pages[id].pathname}
                className={`inline-flex min-h-10 items-center rounded-full px-3 text-sm whitespace-nowrap ${
                  dark
                    ? 'text-white/75 hover:bg-white/10 hover:text-white aria-[current=page]:bg-white/15 aria-[current=page]:text-white'
                    : 'text-ink-soft hover:bg-white hover:text-ink aria-[current=page]:bg-white aria-[current=page]:font-semibold aria-[current=page]:text-ink aria-[current=page]:shadow-sm'
                }`}
              >
                {tPages(`${id}.label`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
