import { drawingOrImage } from '@/components/illustrations/drawing-or-image';

import {
  FloorShadow,
  IllustrationSvg,
  palette,
  useSvgIds,
  type IllustrationProps,
} from './illustration-svg';

const WALL = { x: 70, y: 36, width: 500, height: 282 };
const COLUMNS = 5;
const ROWS = 3;

/** An all-in-one LED wall on its stand, its cabinet seams faintly visible, with an audience for scale. */
export function LedWallDrawing({ className, title }: IllustrationProps) {
  const ids = useSvgIds('sky', 'sun');
  const { x, y, width, height } = WALL;
  return (
    <IllustrationSvg viewBox="0 0 640 440" className={className} title={title}>
      <defs>
        <linearGradient id={ids.sky} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={palette.night} />
          <stop offset=".6" stopColor={palette.brand} />
          <stop offset="1" stopColor={palette.brandLight} />
        </linearGradient>
        <radialGradient id={ids.sun}>
          <stop offset="0" stopColor={palette.warm} stopOpacity=".55" />
          <stop offset="1" stopColor={palette.warm} stopOpacity="0" />
        </radialGradient>
      </defs>
      <FloorShadow cx={320} cy={402} rx={270} />
      <rect x="150" y="318" width="14" height="74" rx="4" fill={palette.metal} />
      <rect x="476" y="318" width="14" height="74" rx="4" fill={palette.metal} />
      <rect x="112" y="388" width="90" height="10" rx="5" fill={palette.metalDark} />
      <rect x="438" y="388" width="90" height="10" rx="5" fill={palette.metalDark} />
      <rect
        x={x - 8}
        y={y - 8}
        width={width + 16}
        height={height + 16}
        rx="10"
        fill={palette.ink}
      />
      <rect x={x} y={y} width={width} height={height} fill={`url(#${ids.sky})`} />
      <circle cx="444" cy="120" r="90" fill={`url(#${ids.sun})`} />
      <circle cx="444" cy="120" r="34" fill={palette.warm} />
      <path
        d={`M${x} ${y + height}V238l70-56 56 40 92-84 96 86 58-40 128 92V${y + height}z`}
        fill={palette.ink}
        opacity=".55"
      />
      <path
        d={`M${x} ${y + height}V276l96-44 84 30 110-52 110 56 100-26V${y + height}z`}
        fill={palette.accent}
        opacity=".45"
      />
      <g stroke={palette.white} strokeOpacity=".1">
        {Array.from({ length: COLUMNS - 1 }, (_, index) => {
          const lineX = x + ((index + 1) * width) / COLUMNS;
          return <line key={`c${index}`} x1={lineX} y1={y} x2={lineX} y2={y + height} />;
        })}
        {Array.from({ length: ROWS - 1 }, (_, index) => {
          const lineY = y + ((index + 1) * height) / ROWS;
          return <line key={`r${index}`} x1={x} y1={lineY} x2={x + width} y2={lineY} />;
        })}
      </g>
      <rect x="296" y={y + height + 2} width="48" height="4" rx="2" fill={palette.accent} />
      {[110, 170, 230, 290, 350, 410, 470, 530].map((cx, index) => (
        <g key={cx} opacity={index % 2 ? 0.8 : 0.9}>
          <circle cx={cx} cy={index % 2 ? 392 : 398} r="15" fill={palette.inkSoft} />
          <path
            d={`M${cx - 28} 440a28 26 0 0 1 56 0z`}
            fill={palette.inkSoft}
            transform={index % 2 ? 'translate(0 -6)' : undefined}
          />
        </g>
      ))}
    </IllustrationSvg>
  );
}

/** The drawing of an LED wall, as an image. */
export const LedWallIllustration = drawingOrImage(LedWallDrawing, () => 'led-wall');
