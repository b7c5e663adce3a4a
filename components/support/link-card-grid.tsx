import { pages, type PageId } from '@/config/pages';
import { Link } from '@/lib/i18n/navigation';

import { SupportIcon, type SupportIconName } from './support-icon';

export type LinkCard = { page: PageId; icon: SupportIconName; title: string; body: string };

type LinkCardGridProps = {
  cards: LinkCard[];
};

/** Cards that each lead to a page; the whole card is the link's hit area. */
export function LinkCardGrid({ cards }: LinkCardGridProps) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3">
      {cards.map((card) => (
        <li
          key={card.page}
          className="group relative flex gap-4 card p-4 transition-shadow focus-within:shadow-lg hover:shadow-lg sm:p-5 md:p-6"
        >
          <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand">
            <SupportIcon name={card.icon} />
          </span>
          <span className="flex flex-col">
            <Link
              href={pages[card.page].pathname}
              className="font-semibold text-ink group-hover:text-brand after:absolute after:inset-0 after:rounded-[var(--radius-card)]"
            >
              {card.title}
            </Link>
            <span className="mt-1 text-sm leading-relaxed text-muted">{card.body}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
