import type { SearchKind } from '@/lib/search/types';

const tones: Record<SearchKind, string> = {
  product: 'bg-brand-soft text-brand-strong',
  support: 'bg-emerald-50 text-emerald-800',
  part: 'bg-amber-50 text-amber-900',
  download: 'bg-sky-50 text-sky-900',
  article: 'bg-violet-50 text-violet-800',
  page: 'bg-surface text-ink-soft',
};

type KindBadgeProps = { kind: SearchKind; label: string };

/** The kind of a result (product, article, …) as a small coloured label. */
export function KindBadge({ kind, label }: KindBadgeProps) {
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[kind]}`}
    >
      {label}
    </span>
  );
}
