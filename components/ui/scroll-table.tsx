import type { ReactNode } from 'react';

import { toneClasses, type Tone } from '@/components/product/tone';

type ScrollRegionProps = {
  /** Names the table and its scrolling region; visually hidden, the surrounding heading shows it. */
  caption: string;
  /** The frame's classes: it must scroll (`overflow-x-auto`) and show focus. */
  className: string;
  tableClassName: string;
  /** The table's head and body. */
  children: ReactNode;
};

/**
 * A table that may be wider than a phone: it scrolls sideways inside a focusable, named region, so
 * keyboard users can scroll it too (axe: scrollable-region-focusable).
 */
export function ScrollRegion({ caption, className, tableClassName, children }: ScrollRegionProps) {
  return (
    <div role="region" aria-label={caption} tabIndex={0} className={className}>
      <table className={tableClassName}>
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

type ScrollTableProps = {
  /** Names the table and its scrolling region; visually hidden, the surrounding heading shows it. */
  caption: string;
  tone?: Tone;
  /** Width and layout of the table (e.g. `min-w-[36rem] table-fixed`). */
  tableClassName: string;
  /** The cells of the header row. */
  head: ReactNode;
  /** The body rows, built with `TableRow`. */
  children: ReactNode;
};

/** A `ScrollRegion` in the product pages' style: a card's border, rows divided by lines. */
export function ScrollTable({
  caption,
  tone = 'light',
  tableClassName,
  head,
  children,
}: ScrollTableProps) {
  const { line } = toneClasses(tone);
  return (
    <ScrollRegion
      caption={caption}
      className={`overflow-x-auto rounded-[var(--radius-card)] border ${line}`}
      tableClassName={`w-full border-collapse text-left text-[0.9375rem] ${tableClassName}`}
    >
      <thead>
        <tr className={`border-b ${line}`}>{head}</tr>
      </thead>
      <tbody>{children}</tbody>
    </ScrollRegion>
  );
}

type TableRowProps = {
  label: string;
  tone?: Tone;
  /** Extra classes of the row's header cell (e.g. to pin it while the row scrolls). */
  headerClassName?: string;
  children: ReactNode;
};

/** A body row: its header cell, then its data cells. */
export function TableRow({ label, tone = 'light', headerClassName = '', children }: TableRowProps) {
  const { line, muted } = toneClasses(tone);
  return (
    <tr className={`border-b last:border-b-0 ${line}`}>
      <th scope="row" className={`p-4 align-top text-sm font-medium ${muted} ${headerClassName}`}>
        {label}
      </th>
      {children}
    </tr>
  );
}
