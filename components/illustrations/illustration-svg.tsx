import { useId, type ReactNode } from 'react';

/** The brand palette every illustration draws with (DESIGN: ink, brand, accent, warm). */
export const palette = {
  ink: '#0a0f1c',
  inkSoft: '#1b2333',
  night: '#12204a',
  brand: '#1f4fe0',
  brandLight: '#5b8cff',
  accent: '#22d3ee',
  warm: '#ffb020',
  ok: '#34d399',
  metal: '#c9d1e0',
  metalDark: '#aab4c6',
  paper: '#f8fafc',
  white: '#ffffff',
} as const;

/**
 * The typeface of the words in a drawing, spelled out: as an `<img>` file a drawing cannot see the
 * page's fonts.
 */
export const fontSans = 'Inter, ui-sans-serif, system-ui, sans-serif';

/** What every drawing takes: its size, and its alt text. */
export type IllustrationProps = {
  className?: string;
  /** Alt text; without it the drawing is decorative and hidden from assistive technology. */
  title?: string;
  /**
   * The hero of its page: drawn inline, so it paints with the text. As an `<img>` it became the
   * largest contentful paint on phones and waited for the network behind every script (LCP 2.3 s
   * against 1.1 s for the first paint, Lighthouse mobile).
   */
  priority?: boolean;
};

type IllustrationSvgProps = {
  viewBox: string;
  className?: string;
  /** Alt text; without it the drawing is decorative and hidden from assistive technology. */
  title?: string;
  children: ReactNode;
};

/** The outer `<svg>` of every illustration: an image with a label, or decoration. */
export function IllustrationSvg({ viewBox, className, title, children }: IllustrationSvgProps) {
  return (
    <svg
      viewBox={viewBox}
      className={className}
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      focusable="false"
    >
      {children}
    </svg>
  );
}

/**
 * A document-unique id prefix for gradients and patterns: several drawings share a page and
 * duplicated ids are invalid HTML (and make one drawing paint with another's gradient).
 */
export function useSvgIds<K extends string>(...names: K[]): Record<K, string> {
  const base = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  return Object.fromEntries(names.map((name) => [name, `${base}-${name}`])) as Record<K, string>;
}

/** The soft floor shadow under every object. */
export function FloorShadow({ cx, cy, rx }: { cx: number; cy: number; rx: number }) {
  return <ellipse cx={cx} cy={cy} rx={rx} ry={rx / 18} fill={palette.ink} opacity=".12" />;
}

type GradientProps = {
  id: string;
  from: string;
  to: string;
  /** Top to bottom; otherwise top-left to bottom-right. */
  vertical?: boolean;
};

/** A two-colour linear gradient, for shading one surface of a drawing. */
export function Gradient({ id, from, to, vertical = false }: GradientProps) {
  return (
    <linearGradient id={id} x1="0" y1="0" x2={vertical ? '0' : '1'} y2="1">
      <stop offset="0" stopColor={from} />
      <stop offset="1" stopColor={to} />
    </linearGradient>
  );
}

type ScreenGradientProps = { id: string; light?: boolean };

/** The screen's diagonal gradient: night to brand blue, or paper white for a whiteboard. */
export function ScreenGradient({ id, light = false }: ScreenGradientProps) {
  return light ? (
    <Gradient id={id} from={palette.paper} to="#e3ebff" />
  ) : (
    <Gradient id={id} from={palette.night} to={palette.brand} />
  );
}

/** A line of placeholder text: a rounded bar. */
export function TextLine({
  x,
  y,
  width,
  height = 10,
  fill = palette.white,
  opacity = 0.8,
}: {
  x: number;
  y: number;
  width: number;
  height?: number;
  fill?: string;
  opacity?: number;
}) {
  return (
    <rect x={x} y={y} width={width} height={height} rx={height / 2} fill={fill} opacity={opacity} />
  );
}
