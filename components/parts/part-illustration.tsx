import type { ReactNode } from 'react';

import { drawingOrImage } from '@/components/illustrations/drawing-or-image';
import {
  FloorShadow,
  IllustrationSvg,
  palette,
  useSvgIds,
} from '@/components/illustrations/illustration-svg';
import type { SparePartCategory } from '@/lib/content/spare-parts';

type PartIllustrationProps = {
  category: SparePartCategory;
  className?: string;
  /** Alt text; without it the drawing is decorative. */
  title?: string;
  /** Draws its own soft panel behind the part; off when the page already gives it one. */
  framed?: boolean;
  priority?: boolean;
};

function drawing(category: SparePartCategory, metal: string): ReactNode {
  switch (category) {
    case 'pens':
      return (
        <g transform="rotate(-28 100 70)">
          <rect x="40" y="62" width="120" height="16" rx="8" fill={palette.ink} />
          <rect x="120" y="62" width="26" height="16" fill={palette.brand} />
          <path d="M40 62l-16 8 16 8z" fill={palette.metal} />
          <path d="M160 64l14 6-14 6z" fill={palette.metalDark} />
          <rect x="56" y="66" width="40" height="3" rx="1.5" fill={palette.white} opacity=".4" />
        </g>
      );
    case 'remotes':
      return (
        <g>
          <rect x="74" y="14" width="52" height="110" rx="20" fill={palette.ink} />
          <circle cx="100" cy="36" r="7" fill={palette.warm} />
          <circle cx="100" cy="64" r="14" fill={palette.inkSoft} stroke={palette.accent} />
          <circle cx="100" cy="64" r="5" fill={palette.accent} />
          {[90, 104].map((y) =>
            [88, 100, 112].map((x) => (
              <rect key={`${x}-${y}`} x={x - 4} y={y} width="8" height="6" rx="3" fill={metal} />
            )),
          )}
        </g>
      );
    case 'computing':
      return (
        <g>
          <rect x="36" y="36" width="128" height="70" rx="8" fill={palette.inkSoft} />
          <rect x="36" y="36" width="128" height="14" rx="7" fill={palette.ink} />
          <rect x="150" y="58" width="22" height="28" rx="3" fill={palette.metalDark} />
          {[0, 1, 2, 3, 4, 5, 6, 7].map((i) => (
            <rect key={i} x={152} y={60 + i * 3} width="18" height="1.5" fill={palette.metal} />
          ))}
          <rect x="48" y="62" width="26" height="8" rx="2" fill={palette.accent} opacity=".8" />
          <rect x="48" y="76" width="16" height="8" rx="2" fill={palette.brandLight} />
          <circle cx="130" cy="90" r="4" fill={palette.ok} />
        </g>
      );
    case 'power':
      return (
        <g>
          <rect
            x="40"
            y="34"
            width="120"
            height="72"
            rx="10"
            fill={metal}
            stroke={palette.metalDark}
          />
          {[0, 1, 2, 3, 4].map((i) => (
            <rect
              key={i}
              x={52}
              y={46 + i * 11}
              width="34"
              height="5"
              rx="2.5"
              fill={palette.metalDark}
            />
          ))}
          <path d="M126 44l-18 30h14l-6 24 22-34h-14z" fill={palette.warm} />
        </g>
      );
    case 'boards':
      return (
        <g>
          <rect x="30" y="28" width="140" height="86" rx="6" fill={palette.night} />
          <rect x="30" y="28" width="140" height="86" rx="6" fill={palette.brand} opacity=".35" />
          <rect x="80" y="50" width="40" height="40" rx="4" fill={palette.ink} />
          <rect x="88" y="58" width="24" height="24" rx="2" fill={palette.inkSoft} />
          <g stroke={palette.accent} strokeWidth="1.5" opacity=".8">
            <path d="M40 44h40M40 60h30v10M120 70h40M140 44v-8M120 96h34" fill="none" />
          </g>
          <rect x="40" y="94" width="22" height="10" rx="2" fill={palette.metal} />
          <rect x="146" y="84" width="14" height="20" rx="2" fill={palette.metal} />
        </g>
      );
    case 'audio':
      return (
        <g>
          <rect x="58" y="20" width="84" height="100" rx="14" fill={palette.ink} />
          <circle cx="100" cy="48" r="14" fill={palette.inkSoft} stroke={palette.metalDark} />
          <circle cx="100" cy="48" r="5" fill={palette.metalDark} />
          <circle cx="100" cy="90" r="22" fill={palette.inkSoft} stroke={palette.metalDark} />
          <circle cx="100" cy="90" r="9" fill={palette.brand} />
          <path
            d="M152 70c8 8 8 32 0 40M162 60c14 14 14 46 0 60"
            fill="none"
            stroke={palette.accent}
            strokeWidth="3"
            strokeLinecap="round"
          />
        </g>
      );
    case 'mounting':
      return (
        <g>
          <rect x="46" y="20" width="108" height="62" rx="6" fill={palette.ink} />
          <rect x="52" y="26" width="96" height="50" rx="3" fill={palette.brand} opacity=".85" />
          <rect x="94" y="82" width="12" height="34" fill={metal} />
          <rect x="60" y="114" width="80" height="8" rx="4" fill={palette.metalDark} />
          <circle cx="64" cy="126" r="5" fill={palette.ink} />
          <circle cx="136" cy="126" r="5" fill={palette.ink} />
          <rect x="74" y="96" width="52" height="6" rx="3" fill={palette.metal} />
        </g>
      );
    case 'cables':
      return (
        <g>
          <path
            d="M36 96c20-60 60 30 92-24s30-20 36-20"
            fill="none"
            stroke={palette.ink}
            strokeWidth="8"
            strokeLinecap="round"
          />
          <rect x="22" y="92" width="26" height="18" rx="3" fill={palette.inkSoft} />
          <rect x="16" y="96" width="10" height="10" rx="1" fill={palette.metal} />
          <rect x="156" y="42" width="26" height="18" rx="3" fill={palette.inkSoft} />
          <rect x="178" y="46" width="10" height="10" rx="1" fill={palette.metal} />
          <rect x="28" y="98" width="12" height="3" rx="1.5" fill={palette.accent} />
        </g>
      );
    case 'led-modules':
      return (
        <g>
          <rect x="40" y="30" width="120" height="80" rx="4" fill={palette.ink} />
          {Array.from({ length: 6 }, (_, row) =>
            Array.from({ length: 10 }, (_, col) => (
              <circle
                key={`${row}-${col}`}
                cx={49 + col * 11.4}
                cy={39 + row * 12.4}
                r="3"
                fill={
                  (row + col) % 3 === 0
                    ? palette.accent
                    : (row + col) % 3 === 1
                      ? palette.brandLight
                      : palette.warm
                }
                opacity={0.9}
              />
            )),
          )}
        </g>
      );
    case 'led-control':
      return (
        <g>
          <rect
            x="34"
            y="40"
            width="132"
            height="60"
            rx="6"
            fill={palette.inkSoft}
            stroke={palette.metalDark}
          />
          {[0, 1, 2, 3].map((i) => (
            <rect
              key={i}
              x={46 + i * 22}
              y="74"
              width="16"
              height="14"
              rx="2"
              fill={palette.metal}
            />
          ))}
          <rect x="140" y="52" width="16" height="36" rx="2" fill={palette.ink} />
          <circle cx="50" cy="56" r="4" fill={palette.ok} />
          <circle cx="64" cy="56" r="4" fill={palette.accent} />
          <rect x="78" y="52" width="50" height="8" rx="4" fill={palette.brandLight} opacity=".7" />
        </g>
      );
    case 'tools':
      return (
        <g>
          <ellipse cx="100" cy="96" rx="44" ry="12" fill={palette.accent} opacity=".7" />
          <path d="M60 94c0-22 18-34 40-34s40 12 40 34z" fill={palette.brandLight} opacity=".8" />
          <rect x="92" y="22" width="16" height="42" rx="6" fill={palette.ink} />
          <rect x="70" y="18" width="60" height="14" rx="7" fill={palette.ink} />
        </g>
      );
  }
}

/** A small drawing of a part's category, in the illustrations' style. */
export function PartDrawing({ category, className, title, framed = true }: PartIllustrationProps) {
  const ids = useSvgIds('bg', 'metal');
  return (
    <IllustrationSvg viewBox="0 0 200 140" className={className} title={title}>
      <defs>
        <linearGradient id={ids.bg} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={palette.paper} />
          <stop offset="1" stopColor="#e3ebff" />
        </linearGradient>
        <linearGradient id={ids.metal} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={palette.metal} />
          <stop offset="1" stopColor={palette.metalDark} />
        </linearGradient>
      </defs>
      {framed ? <rect width="200" height="140" rx="16" fill={`url(#${ids.bg})`} /> : null}
      <FloorShadow cx={100} cy={128} rx={70} />
      {drawing(category, `url(#${ids.metal})`)}
    </IllustrationSvg>
  );
}

/** The drawing of a part's category, as an image. */
export const PartIllustration = drawingOrImage(PartDrawing, ({ category, framed = true }) =>
  framed ? `part-${category}` : `part-${category}-bare`,
);
