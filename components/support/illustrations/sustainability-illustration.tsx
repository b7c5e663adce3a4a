import { drawingOrImage } from '@/components/illustrations/drawing-or-image';
import {
  Gradient,
  palette,
  useSvgIds,
  type IllustrationProps,
} from '@/components/illustrations/illustration-svg';
import { SceneSvg } from '@/components/illustrations/shapes/scene-svg';

/** A display inside a loop of arrows (use, repair, recycle), with a leaf growing from its stand. */
export function SustainabilityDrawing(image: IllustrationProps) {
  const ids = useSvgIds('screen', 'leaf');
  const leaf = <Gradient id={ids.leaf} from={palette.ok} to="#0f9f6e" />;
  return (
    <SceneSvg {...image} screenId={ids.screen} defs={leaf} shadow={{ cx: 320, cy: 410, rx: 220 }}>
      <g fill="none" strokeWidth="14" strokeLinecap="round">
        <path d="M128 232a192 170 0 01192-170" stroke={palette.accent} />
        <path d="M512 232a192 170 0 01-192 170" stroke={palette.brandLight} />
        <path d="M320 62a192 170 0 01192 170" stroke={palette.warm} opacity=".9" />
      </g>
      <path d="M300 44l30 18-30 18z" fill={palette.accent} />
      <path d="M340 420l-30-18 30-18z" fill={palette.brandLight} />
      <path d="M530 214l-18 30-18-30z" fill={palette.warm} />
      <rect x="190" y="124" width="260" height="160" rx="12" fill={palette.ink} />
      <rect x="200" y="134" width="240" height="140" rx="6" fill={`url(#${ids.screen})`} />
      <rect x="308" y="284" width="24" height="70" rx="4" fill={palette.metal} />
      <rect x="262" y="350" width="116" height="10" rx="5" fill={palette.metalDark} />
      <path
        d="M232 248c18-30 36-42 58-32s32 20 52-10 36-40 60-30"
        fill="none"
        stroke={palette.accent}
        strokeWidth="5"
        strokeLinecap="round"
      />
      <g transform="translate(356 312)">
        <path d="M0 40C0 10 20-12 64-16 60 26 36 44 0 40z" fill={`url(#${ids.leaf})`} />
        <path
          d="M0 40C14 22 30 6 52-8"
          fill="none"
          stroke={palette.white}
          strokeWidth="3"
          strokeOpacity=".6"
        />
      </g>
    </SceneSvg>
  );
}

/** The sustainability drawing, as an image. */
export const SustainabilityIllustration = drawingOrImage(
  SustainabilityDrawing,
  () => 'sustainability',
);
