import type { ReactNode } from 'react';

import { SectionHeading } from './section-heading';
import type { Tone } from './tone';

const gridColumns = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const;

type CardSectionProps = {
  id: string;
  title: string;
  intro?: string;
  eyebrow?: string;
  action?: ReactNode;
  columns?: keyof typeof gridColumns;
  /** On the grey band that separates alternate sections. */
  band?: boolean;
  tone?: Tone;
  children: ReactNode;
};

/** A section of cards under its heading: products, software, accessories. */
export function CardSection({
  id,
  title,
  intro,
  eyebrow,
  action,
  columns = 4,
  band = false,
  tone,
  children,
}: CardSectionProps) {
  const content = (
    <>
      <SectionHeading
        id={id}
        title={title}
        intro={intro}
        eyebrow={eyebrow}
        action={action}
        tone={tone}
      />
      <div className={`mt-10 grid gap-5 ${gridColumns[columns]}`}>{children}</div>
    </>
  );
  return band ? (
    <section className="bg-surface py-14 md:py-20" aria-labelledby={id}>
      <div className="container-site">{content}</div>
    </section>
  ) : (
    <section className="container-site py-14 md:py-20" aria-labelledby={id}>
      {content}
    </section>
  );
}
