import type { ComponentProps, ReactNode } from 'react';

import { Link } from '@/lib/i18n/navigation';

import { toneClasses, type Tone } from './tone';

type LinkedCardProps = {
  href: ComponentProps<typeof Link>['href'];
  name: string;
  headingLevel: 'h2' | 'h3';
  headingClassName: string;
  tone: Tone;
  /** The drawing, and its band's padding and background from `sm` up. */
  drawing: ReactNode;
  drawingClassName: string;
  /** Above the name (a tier), or nothing. */
  eyebrow?: ReactNode;
  /** The body's gaps beyond the shared ones. */
  bodyClassName?: string;
  children: ReactNode;
};

/**
 * A card of a grid whose name links to its page, the link covering the whole card: the drawing
 * beside the text on a phone (so a list of four cards fits on one or two screens instead of four),
 * above it from `sm` up.
 */
export function LinkedCard({
  href,
  name,
  headingLevel: Heading,
  headingClassName,
  tone,
  drawing,
  drawingClassName,
  eyebrow,
  bodyClassName = '',
  children,
}: LinkedCardProps) {
  const classes = toneClasses(tone);
  return (
    <article className={`group relative flex overflow-hidden sm:flex-col ${classes.card}`}>
      <div className={`flex w-2/5 shrink-0 items-center px-3 sm:w-auto ${drawingClassName}`}>
        {drawing}
      </div>
      <div className={`flex flex-1 flex-col gap-2 p-4 sm:p-6 ${bodyClassName}`}>
        {eyebrow}
        <Heading className={headingClassName}>
          <Link
            href={href}
            className="after:absolute after:inset-0 hover:text-brand focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-brand"
          >
            {name}
          </Link>
        </Heading>
        {children}
      </div>
    </article>
  );
}
