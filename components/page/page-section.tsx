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
