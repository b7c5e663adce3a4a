import type { ReactNode } from 'react';

import { drawingOrImage } from '@/components/illustrations/drawing-or-image';
import { SceneSvg } from '@/components/illustrations/shapes/scene-svg';
import type { accessoryVariants } from '@/lib/content/products/schema';

import { palette, TextLine, useSvgIds, type IllustrationProps } from './illustration-svg';

/** Stands, OPS computers and the wireless dongle. */
export type AccessoryVariant = (typeof accessoryVariants)[number];

type AccessoryIllustrationProps = IllustrationProps & { variant: AccessoryVariant };

function Stand({ screenId, adjustable }: { screenId: string; adjustable: boolean }) {
  const top = adjustable ? 70 : 40;
  return (
    <>
      <rect x="146" y={top + 110} width="10" height={270 - top - 110} rx="3" fill={palette.metal} />
      <rect x="164" y={top + 110} width="10" height={270 - top - 110} rx="3" fill={palette.metal} />
      <rect x="60" y={top} width="200" height="116" rx="10" fill={palette.ink} />
      <rect x="68" y={top + 8} width="184" height="100" rx="4" fill={`url(#${screenId})`} />
      <TextLine x={82} y={top + 22} width={80} height={8} opacity={0.9} />
      <TextLine x={82} y={top + 36} width={54} height={6} opacity={0.5} />
      <rect x="82" y={top + 52} width="70" height="42" rx="6" fill={palette.white} opacity=".12" />
      <path
        d={`M168 ${top + 88}l20-22 16 12 22-28`}
        fill="none"
        stroke={palette.accent}
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="110" y="214" width="100" height="8" rx="4" fill={palette.metalDark} />
      <rect x="70" y="268" width="180" height="12" rx="6" fill={palette.metalDark} />
      {[84, 236].map((cx) => (
        <g key={cx}>
          <circle cx={cx} cy="290" r="11" fill={palette.ink} />
          <circle cx={cx} cy="290" r="4" fill={palette.metal} />
        </g>
      ))}
      {adjustable ? (
        <g
          stroke={palette.accent}
          strokeWidth="5"
          strokeLinecap="round"
          strokeLinejoin="round"
          fill="none"
        >
          <path d="M284 80v120" />
          <path d="M272 94l12-14 12 14M272 186l12 14 12-14" />
        </g>
      ) : null}
    </>
  );
}

function OpsModule() {
  return (
    <>
      <path d="M60 120l40-40h180l-40 40z" fill={palette.inkSoft} />
      <path d="M240 120l40-40v120l-40 40z" fill={palette.night} />
      <rect x="60" y="120" width="180" height="120" rx="6" fill={palette.ink} />
      {[0, 1, 2, 3, 4, 5, 6, 7].map((index) => (
        <rect
          key={index}
          x={246 + index * 4}
          y={132 - index * 4}
          width="2"
          height="70"
          fill={palette.warm}
          opacity=".85"
        />
      ))}
      <rect x="78" y="146" width="26" height="12" rx="2" fill={palette.white} opacity=".75" />
      <rect x="112" y="146" width="26" height="12" rx="2" fill={palette.white} opacity=".75" />
      <rect x="146" y="146" width="34" height="14" rx="3" fill={palette.white} opacity=".55" />
      <rect x="78" y="172" width="16" height="8" rx="4" fill={palette.white} opacity=".75" />
      <circle cx="216" cy="152" r="7" fill={palette.accent} />
      <rect x="78" y="204" width="144" height="4" rx="2" fill={palette.white} opacity=".15" />
      <rect x="78" y="214" width="144" height="4" rx="2" fill={palette.white} opacity=".15" />
    </>
  );
}

function Dongle() {
  return (
    <>
      <g transform="rotate(-18 160 170)">
        <rect x="196" y="156" width="52" height="28" rx="4" fill={palette.metal} />
        <rect x="206" y="164" width="30" height="12" rx="2" fill={palette.metalDark} />
        <rect x="70" y="136" width="136" height="68" rx="22" fill={palette.ink} />
        <circle cx="116" cy="170" r="20" fill={palette.inkSoft} />
        <circle cx="116" cy="170" r="20" fill="none" stroke={palette.accent} strokeWidth="4" />
        <circle cx="116" cy="170" r="8" fill={palette.accent} />
      </g>
      <g fill="none" stroke={palette.brandLight} strokeWidth="6" strokeLinecap="round">
        <path d="M92 104a40 40 0 0 1 40-20" />
        <path d="M74 82a72 72 0 0 1 64-34" opacity=".6" />
      </g>
    </>
  );
}

/** Each accessory's floor shadow, sized to what stands on the floor. */
const shadows: Record<AccessoryVariant, { cx: number; cy: number; rx: number }> = {
  'mobile-stand': { cx: 160, cy: 300, rx: 120 },
  'height-stand': { cx: 160, cy: 300, rx: 120 },
  ops: { cx: 160, cy: 262, rx: 130 },
  dongle: { cx: 160, cy: 262, rx: 110 },
};

/** An accessory drawn in the illustration set's style, sized for a card. */
export function AccessoryDrawing({ variant, ...image }: AccessoryIllustrationProps) {
  const ids = useSvgIds('screen');
  const drawings: Record<AccessoryVariant, ReactNode> = {
    'mobile-stand': <Stand screenId={ids.screen} adjustable={false} />,
    'height-stand': <Stand screenId={ids.screen} adjustable />,
    ops: <OpsModule />,
    dongle: <Dongle />,
  };
  return (
    <SceneSvg viewBox="0 0 320 320" {...image} screenId={ids.screen} shadow={shadows[variant]}>
      {drawings[variant]}
    </SceneSvg>
  );
}

/** The drawing of an accessory, as an image. */
export const AccessoryIllustration = drawingOrImage(
  AccessoryDrawing,
  ({ variant }) => `accessory-${variant}`,
);
