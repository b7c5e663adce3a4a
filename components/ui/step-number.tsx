type StepNumberProps = { number: number; className: string };

/**
 * A step's number in an ordered list, drawn as a disc (`className`: its size, colour and type size).
 * Hidden from assistive technology, which already announces the list's own numbering.
 */
export function StepNumber({ number, className }: StepNumberProps) {
  return (
    <span
      aria-hidden="true"
      className={`flex shrink-0 items-center justify-center rounded-full font-bold text-white ${className}`}
    >
      {number}
    </span>
  );
}
