import type { Segment } from '@/lib/search/rank';

type HighlightedProps = { segments: Segment[] };

/** Text with the words a query matched in `<mark>`. */
export function Highlighted({ segments }: HighlightedProps) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.match ? (
          <mark key={index} className="rounded-sm bg-brand-soft px-0.5 text-inherit">
            {segment.text}
          </mark>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}
