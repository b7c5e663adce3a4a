import type { ComponentProps, ReactNode } from 'react';

import { HeroActions } from '@/components/product/hero-actions';

const panelTones = {
  ink: {
    background: 'bg-ink',
    glow: 'bg-[radial-gradient(ellipse_at_85%_10%,rgba(31,79,224,0.5),transparent_55%)]',
  },
  night: {
    background: 'bg-night',
    glow: 'bg-[radial-gradient(ellipse_at_85%_0%,rgba(31,79,224,0.55),transparent_60%)]',
  },
  brand: {
    background: 'bg-brand',
    glow: 'bg-[radial-gradient(ellipse_at_90%_10%,rgba(34,211,238,0.35),transparent_55%)]',
  },
} as const;

export type PanelTone = keyof typeof panelTones;

type GlowPanelProps = {
  tone: PanelTone;
  /** The soft light in the top corner; off for the quieter closing bands. */
  glow?: boolean;
  /** Layout and padding beyond the shared `p-8`. */
  className?: string;
  /** Give direct children `relative` so they paint above the glow. */
  children: ReactNode;
};

/** A dark, rounded panel with white text and an optional corner glow. */
export function GlowPanel({ tone, glow = true, className = '', children }: GlowPanelProps) {
  const { background, glow: glowClass } = panelTones[tone];
  return (
    <div
      className={`relative overflow-hidden rounded-[var(--radius-card)] p-8 text-white ${background} ${className}`}
    >
      {glow ? <div aria-hidden="true" className={`absolute inset-0 ${glowClass}`} /> : null}
      {children}
    </div>
  );
}

type CtaBandProps = {
  /** The title's id; the band is a labelled region only when the title is a heading. */
  id: string;
  title: string;
  body?: string;
  actions: Omit<ComponentProps<typeof HeroActions>, 'tone'>;
  tone?: PanelTone;
  glow?: boolean;
  /** `row`: text left, buttons right from `md` up; `stack`: buttons under the text (narrow columns). */
  layout?: 'row' | 'stack';
  /** In a row, where the buttons line up with the text: its middle, or its last line. */
  align?: 'center' | 'end';
  /** `lg` for the product pages' closing band, `md` elsewhere. */
  size?: 'md' | 'lg';
  /** A `p` where the band must not add a heading to the page outline. */
  titleAs?: 'h2' | 'p';
  /** The section's own spacing (container, padding). */
  className?: string;
  /** Extra lines under the body, e.g. direct contact details. */
  children?: ReactNode;
};

const titleClasses = {
  md: 'text-2xl font-semibold text-balance',
  lg: 'text-title font-bold text-balance',
} as const;

const bodyClasses = {
  md: 'mt-3 text-white/80',
  lg: 'mt-4 text-lg leading-relaxed text-white/85',
} as const;

const rowClasses = {
  center: 'flex flex-col items-start gap-6 md:flex-row md:items-center md:justify-between',
  end: 'flex flex-col items-start gap-6 md:flex-row md:items-end md:justify-between',
} as const;

/** A closing call to action: a title, a sentence and one or two buttons on a dark panel. */
export function CtaBand({
  id,
  title,
  body,
  actions,
  tone = 'ink',
  glow = true,
  layout = 'row',
  align = 'center',
  size = 'md',
  titleAs: Title = 'h2',
  className,
  children,
}: CtaBandProps) {
  const stacked = layout === 'stack';
  return (
    <section aria-labelledby={Title === 'h2' ? id : undefined} className={className}>
      <GlowPanel tone={tone} glow={glow} className={stacked ? 'md:p-10' : 'md:p-12'}>
        <div className={stacked ? 'relative' : `relative ${rowClasses[align]}`}>
          <div className={size === 'lg' ? 'max-w-2xl' : 'max-w-xl'}>
            {/* A stacked band stands alone in a reading column: larger title, airier body. */}
            <Title id={id} className={`${titleClasses[size]} ${stacked ? 'md:text-3xl' : ''}`}>
              {title}
            </Title>
            {body ? (
              <p className={`${bodyClasses[size]} ${stacked ? 'leading-relaxed' : ''}`}>{body}</p>
            ) : null}
            {children}
          </div>
          <div className={`flex flex-wrap gap-3 ${stacked ? 'mt-7' : 'shrink-0'}`}>
            <HeroActions {...actions} tone="dark" />
          </div>
        </div>
      </GlowPanel>
    </section>
  );
}
