import type { ReactNode } from 'react';

import { toneClasses, type Tone } from './tone';

type SectionHeadingProps = {
  id: string;
  title: string;
  intro?: string;
  eyebrow?: string;
  tone?: Tone;
  /** Shown beside the title on wide screens (a link or a button). */
  action?: ReactNode;
};

/** The h2 and introduction that open every section of the product pages. */
export function SectionHeading({
  id,
  title,
  intro,
  eyebrow,
  tone = 'light',
  action,
}: SectionHeadingProps) {
  const classes = toneClasses(tone);
  return (
    <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
      <div className="max-w-2xl">
        {eyebrow ? <p className={classes.eyebrow}>{eyebrow}</p> : null}
        <h2 id={id} className="mt-2 scroll-mt-36 text-title font-bold text-balance">
          {title}
        </h2>
        {intro ? <p className={`mt-4 text-lg text-pretty ${classes.muted}`}>{intro}</p> : null}
      </div>
      {action ? <div className="shrink-0">{action}</div> : null}
    </div>
  );
}
