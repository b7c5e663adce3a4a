type ChipListProps = {
  items: readonly string[];
  /** The chips' colours and weight; their shape and size are shared. */
  chipClassName: string;
};

/** Short labels (tags, platforms) shown as a wrapping row of rounded chips. */
export function ChipList({ items, chipClassName }: ChipListProps) {
  return (
    <ul className="mt-3 flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item} className={`rounded-full px-3 py-1 text-sm ${chipClassName}`}>
          {item}
        </li>
      ))}
    </ul>
  );
}
