import { modelNames, type SparePart } from '@/lib/content/spare-parts';
import { Link } from '@/lib/i18n/navigation';

type PartCardProps = {
  part: Omit<SparePart, 'name' | 'description'> & { name: string };
  categoryLabel: string;
  sizesLabel: string;
};

/** A part in a list: number, name (the link), models and sizes; the whole card is clickable. */
export function PartCard({ part, categoryLabel, sizesLabel }: PartCardProps) {
  return (
    <li
      className="relative flex flex-col card p-5 transition-shadow focus-within:shadow-lg hover:shadow-lg"
      data-part=""
      data-search={[part.partNumber, part.name, categoryLabel, ...modelNames(part)]
        .join(' ')
        .toLowerCase()}
    >
      <p className="font-mono text-xs tracking-wide text-muted">{part.partNumber}</p>
      <Link
        href={{ pathname: '/recambios/[hash]', params: { hash: part.hash } }}
        className="mt-1.5 font-semibold text-balance text-ink after:absolute after:inset-0 after:rounded-[var(--radius-card)] hover:text-brand"
      >
        {part.name}
      </Link>
      <p className="mt-3 text-sm text-muted">{modelNames(part).join(' · ')}</p>
      <p className="mt-auto pt-3 text-xs font-medium text-ink-soft">{sizesLabel}</p>
    </li>
  );
}
