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
import { Screen } from '@/components/illustrations/shapes/screen';

type WarrantyIllustrationProps = IllustrationProps & {
  /** The years of cover written on the shield. */
  years: number;
};

/** An interactive display guarded by a shield carrying the years of cover, with a technician's headset. */
export function WarrantyDrawing({ years, ...image }: WarrantyIllustrationProps) {
  const ids = useSvgIds('screen', 'shield');
  const shield = <Gradient id={ids.shield} from={palette.brandLight} to={palette.brand} vertical />;
  return (
    <SceneSvg {...image} screenId={ids.screen} defs={shield} shadow={{ cx: 300, cy: 414, rx: 230 }}>
      <rect x="282" y="318" width="36" height="86" rx="6" fill={palette.metal} />
      <rect x="214" y="398" width="172" height="12" rx="6" fill={palette.metalDark} />
      <Screen x={60} y={40} width={480} height={286} gradientId={ids.screen} />
      <TextLine x={100} y={84} width={170} height={14} opacity={0.95} />
      <TextLine x={100} y={110} width={120} opacity={0.5} />
      <rect x="100" y="140" width="200" height="140" rx="12" fill={palette.white} opacity=".1" />
      <path
        d="M120 250l36-38 30 22 44-52 46 34"
        fill="none"
        stroke={palette.accent}
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="276" cy="216" r="7" fill={palette.warm} />
      <rect x="296" y="318" width="8" height="4" rx="2" fill={palette.accent} />
      <g transform="translate(388 120)">
        <path
          d="M92 0l92 36v70c0 62-40 112-92 134C40 218 0 168 0 106V36z"
          fill={palette.ink}
          opacity=".25"
          transform="translate(8 10)"
        />
        <path
          d="M92 0l92 36v70c0 62-40 112-92 134C40 218 0 168 0 106V36z"
          fill={`url(#${ids.shield})`}
        />
        <path
          d="M92 18l74 29v59c0 51-32 92-74 111-42-19-74-60-74-111V47z"
          fill="none"
          stroke={palette.white}
          strokeOpacity=".35"
          strokeWidth="3"
        />
        <text
          x="92"
          y="140"
          textAnchor="middle"
          fontSize="96"
          fontWeight="800"
          fill={palette.white}
          fontFamily={fontSans}
        >
          {years}
        </text>
        <path
          d="M60 172l22 20 44-44"
          fill="none"
          stroke={palette.accent}
          strokeWidth="10"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>
      <g transform="translate(540 330)">
        <circle r="44" fill={palette.white} stroke={palette.metal} strokeWidth="2" />
        <path
          d="M-24 6v-8a24 24 0 0148 0v8"
          fill="none"
          stroke={palette.ink}
          strokeWidth="6"
          strokeLinecap="round"
        />
        <rect x="-30" y="0" width="14" height="22" rx="5" fill={palette.brand} />
        <rect x="16" y="0" width="14" height="22" rx="5" fill={palette.brand} />
        <path d="M23 22c0 8-8 12-18 12" fill="none" stroke={palette.ink} strokeWidth="4" />
        <circle cx="3" cy="34" r="4" fill={palette.warm} />
      </g>
    </SceneSvg>
  );
}

/** The warranty drawing for `years` of cover, as an image. */
export const WarrantyIllustration = drawingOrImage(
  WarrantyDrawing,
  ({ years }) => `warranty-${years}`,
);
