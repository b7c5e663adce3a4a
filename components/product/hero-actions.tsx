import { Link } from '@/lib/i18n/navigation';
import type { Href } from '@/lib/seo';

import { toneClasses, type Tone } from './tone';

/** A hero button: a page of the site, or a `#id` on this one. */
export type Action = { href: Href | `#${string}`; label: string };

type HeroActionsProps = {
  primary: Action;
  secondary?: Action;
  tone?: Tone;
};

function ActionLink({ action, className }: { action: Action; className: string }) {
  if (typeof action.href === 'string' && action.href.startsWith('#')) {
    return (
      <a href={action.href} className={className}>
        {action.label}
      </a>
    );
  }
  return (
    <Link href={action.href as Href} className={className}>
      {action.label}
    </Link>
  );
}

/** The primary and secondary buttons of a hero; `#id` targets stay on the page. */
export function HeroActions({ primary, secondary, tone = 'light' }: HeroActionsProps) {
  const classes = toneClasses(tone);
  return (
    <>
      <ActionLink action={primary} className={classes.primaryButton} />
      {secondary ? <ActionLink action={secondary} className={classes.secondaryButton} /> : null}
    </>
  );
}
