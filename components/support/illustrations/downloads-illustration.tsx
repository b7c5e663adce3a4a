import { drawingOrImage } from '@/components/illustrations/drawing-or-image';
import {
  fontSans,
  Gradient,
  TextLine,
  palette,
  useSvgIds,
  type IllustrationProps,
} from '@/components/illustrations/illustration-svg';
import { SceneSvg } from '@/components/illustrations/shapes/scene-svg';
import { Wordmark } from '@/components/illustrations/shapes/wordmark';

type SheetProps = {
  x: number;
  y: number;
  height?: number;
  fill: string;
  stroke?: string;
  strokeWidth?: number;
};

/** A manual's page (or its coloured cover band), all of a width and a corner. */
function Sheet({ x, y, height = 270, fill, stroke, strokeWidth }: SheetProps) {
  return (
    <rect
      x={x}
      y={y}
      width="200"
      height={height}
      rx="12"
      fill={fill}
      stroke={stroke}
      strokeWidth={strokeWidth}
    />
  );
}

/** A fanned stack of manuals beside an LED controller, with a download arrow. */
export function DownloadsDrawing(image: IllustrationProps) {
  const ids = useSvgIds('cover', 'box');
  const box = <Gradient id={ids.box} from={palette.inkSoft} to={palette.ink} vertical />;
  return (
    <SceneSvg {...image} screenId={ids.cover} defs={box} shadow={{ cx: 320, cy: 404, rx: 250 }}>
      <g transform="rotate(-8 200 230)">
        <Sheet x={110} y={80} fill={palette.metal} />
      </g>
      <g transform="rotate(-3 220 230)">
        <Sheet x={130} y={74} fill={palette.paper} stroke={palette.metal} />
        <TextLine x={160} y={120} width={120} fill={palette.metalDark} opacity={1} />
        <TextLine x={160} y={144} width={90} fill={palette.metalDark} opacity={1} />
      </g>
      <Sheet
        x={160}
        y={70}
        height={280}
        fill={palette.white}
        stroke={palette.metal}
        strokeWidth={2}
      />
      <Sheet x={160} y={70} height={96} fill={`url(#${ids.cover})`} />
      <rect x="160" y="150" width="200" height="16" fill={`url(#${ids.cover})`} />
      <Wordmark x={184} y={104} fontSize={13} />
      <TextLine x={184} y={122} width={130} height={12} opacity={0.95} />
      <rect x="184" y="142" width="60" height="6" rx="3" fill={palette.accent} />
      {[190, 212, 234, 256, 278].map((y, index) => (
        <TextLine
          key={y}
          x={184}
          y={y}
          width={index % 2 ? 120 : 150}
          fill={palette.metalDark}
          opacity={1}
          height={8}
        />
      ))}
      <rect x="184" y="304" width="46" height="20" rx="6" fill={palette.brand} />
      <text
        x="207"
        y="318"
        textAnchor="middle"
        fontSize="11"
        fontWeight="700"
        fill={palette.white}
        fontFamily={fontSans}
      >
        PDF
      </text>
      <g transform="translate(388 236)">
        <rect width="196" height="96" rx="12" fill={`url(#${ids.box})`} />
        <rect x="14" y="14" width="64" height="10" rx="5" fill={palette.brandLight} opacity=".7" />
        <circle cx="160" cy="20" r="5" fill={palette.ok} />
        <circle cx="176" cy="20" r="5" fill={palette.accent} />
        {[0, 1, 2, 3, 4].map((i) => (
          <rect key={i} x={16 + i * 34} y="54" width="24" height="22" rx="3" fill={palette.metal} />
        ))}
        <rect x="30" y="96" width="16" height="8" fill={palette.inkSoft} />
        <rect x="150" y="96" width="16" height="8" fill={palette.inkSoft} />
      </g>
      <g transform="translate(486 92)">
        <circle r="58" fill={palette.brand} />
        <circle r="58" fill="none" stroke={palette.white} strokeOpacity=".25" strokeWidth="10" />
        <path
          d="M0-26v44m0 0l-18-18m18 18l18-18M-24 30h48"
          fill="none"
          stroke={palette.white}
          strokeWidth="8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>
    </SceneSvg>
  );
}

/** The downloads drawing, as an image. */
export const DownloadsIllustration = drawingOrImage(DownloadsDrawing, () => 'downloads');
