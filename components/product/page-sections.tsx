import { getMessages } from 'next-intl/server';

import type { PageId } from '@/config/pages';
import type { AppLocale } from '@/lib/i18n/locales';

type PageSectionsProps = {
  locale: AppLocale;
  pageId: PageId;
};

type Sections = Record<string, { title: string; body: string }>;

/** The short sections a hub page keeps in messages (`pages.<id>.sections`), as a band of cards. */
export async function PageSections({ locale, pageId }: PageSectionsProps) {
  const messages = await getMessages({ locale });
  const sections = Object.entries(
    ((messages.pages[pageId] as { sections?: Sections }).sections ?? {}) as Sections,
  );
  if (sections.length === 0) return null;
  // Four cards sit in one row (or two by two), never three above a lone fourth.
  const columns = sections.length === 4 ? 'md:grid-cols-2 lg:grid-cols-4' : 'md:grid-cols-3';
  return (
    <section className="container-site py-14 md:py-16">
      <ul className={`grid gap-5 ${columns}`}>
        {sections.map(([key, section]) => (
          <li key={key} id={key} className="card p-7">
            <span aria-hidden="true" className="block h-1 w-10 rounded-full bg-accent" />
            <h2 className="mt-5 text-xl font-semibold">{section.title}</h2>
            <p className="mt-3 leading-relaxed text-pretty text-muted">{section.body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
