import type { ReactNode } from 'react';

const headingClasses = {
  md: 'text-2xl font-semibold',
  lg: 'text-title font-bold',
  /** The small title of a page's aside: contents, tags, share links. */
  label: 'text-sm font-semibold text-ink',
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
  /** `nav` when the section is a list of links (a table of contents). */
  as?: 'section' | 'nav';
  children: ReactNode;
};

/** A labelled section (or navigation) of a page: its h2, then the content. */
export function PageSection({
  id,
  title,
  heading = 'md',
  className = 'container-site pb-12 md:pb-16',
  as: Landmark = 'section',
  children,
}: PageSectionProps) {
  return (
    <Landmark aria-labelledby={id} className={className || undefined}>
      <h2 id={id} className={headingClasses[heading]}>
        {title}
      </h2>
      {children}
    </Landmark>
  );
}

type SplitSectionProps = Omit<PageSectionProps, 'heading' | 'as'> & {
  heading?: Exclude<keyof typeof headingClasses, 'hidden' | 'label'>;
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
