import type { ReactNode } from 'react';

import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import type { AppLocale } from '@/lib/i18n/locales';
import type { Crumb } from '@/lib/seo';

import { toneClasses, type Tone } from './tone';

type ProductHeroProps = {
  locale: AppLocale;
  crumbs: Crumb[];
  eyebrow?: string;
  heading: string;
  intro?: string;
  /** Buttons under the introduction. */
  actions?: ReactNode;
  /** Up to three headline figures. */
  highlights?: Array<{ value: string; label: string }>;
  highlightsLabel?: string;
  illustration: ReactNode;
  tone?: Tone;
};

/** The opening of a product, software or hub page: the page's single h1 beside its drawing. */
export function ProductHero({
  locale,
  crumbs,
  eyebrow,
  heading,
  intro,
  actions,
  highlights,
  highlightsLabel,
  illustration,
  tone = 'light',
}: ProductHeroProps) {
  const classes = toneClasses(tone);
  return (
    <div
      className={
        classes.dark
          ? 'relative overflow-hidden bg-night text-white'
          : 'relative overflow-hidden bg-gradient-to-b from-surface to-white'
      }
    >
      {classes.dark ? (
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(ellipse_at_75%_30%,rgba(31,79,224,0.5),transparent_60%)]"
        />
      ) : null}
      <div className="relative container-site pt-6 pb-12 md:pt-8 md:pb-20">
        {crumbs.length > 1 ? <Breadcrumbs locale={locale} items={crumbs} tone={tone} /> : null}
        <div className="mt-8 grid items-center gap-10 md:mt-12 lg:grid-cols-[1.05fr_1fr] lg:gap-14">
          <div>
            {eyebrow ? <p className={classes.eyebrow}>{eyebrow}</p> : null}
            <h1 className="mt-3 text-[clamp(2.125rem,1.5rem+2.4vw,3.5rem)] leading-[1.06] font-bold tracking-[-0.03em] text-balance">
              {heading}
            </h1>
            {intro ? (
              <p
                className={`mt-6 max-w-2xl text-lg leading-relaxed text-pretty md:text-xl ${classes.dark ? 'text-white/80' : 'text-ink-soft'}`}
              >
                {intro}
              </p>
            ) : null}
            {actions ? <div className="mt-8 flex flex-wrap gap-3">{actions}</div> : null}
            {highlights?.length ? (
              <dl
                aria-label={highlightsLabel}
                className={`mt-10 grid grid-cols-3 gap-4 border-t pt-6 ${classes.line}`}
              >
                {highlights.map((item) => (
                  <div key={item.value} className="flex flex-col-reverse gap-1">
                    <dt className={`text-sm leading-snug ${classes.muted}`}>{item.label}</dt>
                    <dd
                      className={`text-xl font-bold tracking-tight md:text-2xl ${classes.dark ? 'text-white' : 'text-ink'}`}
                    >
                      {item.value}
                    </dd>
                  </div>
                ))}
              </dl>
            ) : null}
          </div>
          <div className="mx-auto w-full max-w-xl">{illustration}</div>
        </div>
      </div>
    </div>
  );
}
