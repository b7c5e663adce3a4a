import type { ReactNode } from 'react';

const headingClasses = {
  md: 'text-2xl font-semibold',
  lg: 'text-title font-bold',
  hidden: 'sr-only',
} as const;

type PageSectionProps = {
  /** The heading's id, which also labels the section. */
  id: string;
  title: string;
  /** `hidden`: the heading names the section for assistive technology only. */
  heading?: keyof typeof headingClasses;
  /** The section's spacing; hub pages stack their sections with a bottom padding. */
  className?: string;
  children: ReactNode;
};

/** A labelled section of a hub page: its h2, then the content. */
export function PageSection({
  id,
  title,
  heading = 'md',
  className = 'container-site pb-12 md:pb-16',
  children,
}: PageSectionProps) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={headingClasses[heading]}>
        {title}
      </h2>
      {children}
    </section>
  );
}

type SplitSectionProps = Omit<PageSectionProps, 'heading'> & {
  heading?: Exclude<keyof typeof headingClasses, 'hidden'>;
  /** The two columns' grid (gap, column widths, and the frame when it is a card). */
  gridClassName: string;
  /** The second column (a drawing, a label, a list). */
  aside: ReactNode;
};

/** A labelled section in two columns: the h2 and `children`, then `aside`. */
export function SplitSection({
  id,
  title,
  heading = 'md',
  className = 'container-site pb-12 md:pb-16',
  gridClassName,
  aside,
  children,
}: SplitSectionProps) {
  return (
    <section aria-labelledby={id} className={className}>
      <div className={gridClassName}>
        <div>
          <h2 id={id} className={headingClasses[heading]}>
            {title}
          </h2>
          {children}
        </div>
        {aside}
      </div>
    </section>
  );
}
