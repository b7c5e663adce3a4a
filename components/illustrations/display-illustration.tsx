import type { ReactNode } from 'react';

import { drawingOrImage } from '@/components/illustrations/drawing-or-image';
import { Dots } from '@/components/illustrations/shapes/dots';
import { LessonTriangle, ToolRail } from '@/components/illustrations/shapes/lesson';
import { RadialTicks } from '@/components/illustrations/shapes/radial-ticks';
import { SceneSvg } from '@/components/illustrations/shapes/scene-svg';
import { Screen } from '@/components/illustrations/shapes/screen';
import { displayVariants } from '@/lib/content/products/schema';

import { palette, TextLine, useSvgIds, type IllustrationProps } from './illustration-svg';

/**
 * One drawing per display model (the variants a product's data file may name), plus a meeting-room
 * scene for the companies pages. A new model's variant fails `tsc` at `screens` below until drawn.
 */
export const displayDrawingVariants = [...displayVariants, 'meeting'] as const;
export type DisplayVariant = (typeof displayDrawingVariants)[number];

type DisplayIllustrationProps = IllustrationProps & { variant?: DisplayVariant };

function ScienceLesson() {
  return (
    <>
      <TextLine x={78} y={70} width={210} height={16} opacity={0.95} />
      <TextLine x={78} y={98} width={150} opacity={0.55} />
      <g transform="translate(186 228)" fill="none" stroke={palette.accent} strokeWidth="3">
        <ellipse rx="78" ry="28" opacity=".9" />
        <ellipse rx="78" ry="28" transform="rotate(60)" opacity=".9" />
        <ellipse rx="78" ry="28" transform="rotate(120)" opacity=".9" />
      </g>
      <circle cx="186" cy="228" r="12" fill={palette.warm} />
      <circle cx="264" cy="228" r="6" fill={palette.white} />
      <circle cx="147" cy="160" r="6" fill={palette.white} />
      <circle cx="147" cy="296" r="6" fill={palette.white} />
      <rect x="332" y="128" width="230" height="176" rx="14" fill={palette.white} opacity=".1" />
      <TextLine x={352} y={148} width={120} opacity={0.7} />
      {[
        [356, 70],
        [394, 104],
        [432, 82],
        [470, 124],
        [508, 140],
      ].map(([x, h]) => (
        <rect
          key={x}
          x={x}
          y={286 - h!}
          width="26"
          height={h}
          rx="6"
          fill={x! > 460 ? palette.accent : palette.brandLight}
        />
      ))}
    </>
  );
}

function AssistantAnswer() {
  return (
    <>
      <rect x="300" y="66" width="262" height="54" rx="18" fill={palette.white} opacity=".92" />
      <TextLine x={320} y={82} width={176} height={8} fill={palette.night} opacity={0.55} />
      <TextLine x={320} y={98} width={112} height={8} fill={palette.night} opacity={0.35} />
      <rect
        x="80"
        y="134"
        width="320"
        height="128"
        rx="18"
        fill={palette.brandLight}
        opacity=".35"
      />
      <path
        d="M96 120l5 13 13 5-13 5-5 13-5-13-13-5 13-5z"
        fill={palette.warm}
        transform="translate(0 -6)"
      />
      <TextLine x={102} y={160} width={250} opacity={0.9} />
      <TextLine x={102} y={182} width={270} opacity={0.7} />
      <TextLine x={102} y={204} width={220} opacity={0.7} />
      <TextLine x={102} y={226} width={160} opacity={0.5} />
      <rect x="420" y="134" width="142" height="128" rx="14" fill={palette.white} opacity=".12" />
      <circle cx="522" cy="168" r="16" fill={palette.warm} />
      <path d="M430 250l40-52 28 30 22-20 36 42z" fill={palette.accent} opacity=".8" />
      <rect x="150" y="282" width="340" height="36" rx="10" fill={palette.ink} opacity=".55" />
      <TextLine x={178} y={290} width={284} height={7} opacity={0.9} />
      <TextLine x={218} y={303} width={204} height={7} opacity={0.6} />
      <rect x="86" y="284" width="22" height="32" rx="11" fill={palette.accent} />
      <path d="M80 306a17 17 0 0 0 34 0" fill="none" stroke={palette.accent} strokeWidth="3" />
    </>
  );
}

function GeometryActivity({ gridId }: { gridId: string }) {
  return (
    <>
      <rect x="54" y="44" width="532" height="292" rx="8" fill={`url(#${gridId})`} />
      <ToolRail x={70} y={80} width={40} height={220} inset={24} step={42} dimLast />
      <LessonTriangle x={160} y={286} width={176} height={156} fillOpacity=".14" />
      <Dots points="160,286 336,286 248,130" r={7} fill={palette.warm} />
      <path
        d="M352 286a96 96 0 0 1 192 0z"
        fill={palette.white}
        fillOpacity=".06"
        stroke={palette.accent}
        strokeWidth="4"
      />
      <RadialTicks
        cx={448}
        cy={286}
        angles={[0, -30, -60, -90, -120, -150, -180]}
        from={96}
        to={80}
        stroke={palette.accent}
        strokeWidth={3}
      />
      <path d="M448 286l62-58" stroke={palette.warm} strokeWidth="4" strokeLinecap="round" />
      <rect x="420" y="86" width="128" height="40" rx="20" fill={palette.white} opacity=".92" />
      <TextLine x={440} y={101} width={88} height={10} fill={palette.brand} opacity={0.9} />
    </>
  );
}

function Handwriting() {
  const ink = {
    fill: 'none',
    stroke: palette.brand,
    strokeWidth: 5,
    strokeLinecap: 'round' as const,
  };
  return (
    <>
      <path d="M96 112c14-30 30-30 38 0s26 30 36 0 24-30 34 0 24 28 34 0" {...ink} />
      <path d="M96 168c12-22 26-22 32 0s22 22 30 0 22-22 30 0" {...ink} opacity=".7" />
      <path d="M96 196h240" {...ink} strokeWidth={3} opacity=".35" />
      <path d="M110 246h28M124 232v28M168 246h28M228 238h28M228 254h28" {...ink} />
      <circle cx="310" cy="246" r="16" {...ink} />
      <circle cx="470" cy="130" r="34" fill={palette.warm} opacity=".9" />
      <RadialTicks
        cx={470}
        cy={130}
        angles={[0, 45, 90, 135, 180, 225, 270, 315]}
        from={46}
        to={62}
        stroke={palette.warm}
        strokeWidth={5}
      />
      <path d="M400 290c30-44 60-60 90-40s40 10 66-10" {...ink} stroke={palette.accent} />
      <rect x="232" y="298" width="176" height="28" rx="14" fill={palette.ink} opacity=".88" />
      {[palette.white, palette.brandLight, palette.accent, palette.warm].map((fill, index) => (
        <circle key={index} cx={262 + index * 38} cy="312" r="7" fill={fill} />
      ))}
    </>
  );
}

function MeetingCall() {
  const people = [palette.brandLight, palette.accent, palette.warm, palette.white];
  return (
    <>
      {people.map((fill, index) => {
        const x = 76 + (index % 2) * 124;
        const y = 66 + Math.floor(index / 2) * 128;
        return (
          <g key={index}>
            <rect x={x} y={y} width="114" height="118" rx="12" fill={palette.white} opacity=".1" />
            <circle cx={x + 57} cy={y + 48} r="18" fill={fill} opacity=".9" />
            <path d={`M${x + 25} ${y + 104}a32 26 0 0 1 64 0z`} fill={fill} opacity=".7" />
          </g>
        );
      })}
      <rect x="334" y="66" width="230" height="246" rx="14" fill={palette.white} opacity=".12" />
      <TextLine x={354} y={88} width={120} opacity={0.8} />
      <path
        d="M354 270l44-38 40 18 46-62 52 24"
        fill="none"
        stroke={palette.accent}
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <Dots points="398,232 438,250 484,188" r={6} fill={palette.warm} />
      <TextLine x={354} y={288} width={170} height={8} opacity={0.4} />
    </>
  );
}

/** An interactive display on its stand; the screen shows what each model is best at. */
export function DisplayDrawing({ variant = 'taurus', ...image }: DisplayIllustrationProps) {
  const ids = useSvgIds('screen', 'glow', 'grid');
  const flagship = variant === 'taurus';
  const light = variant === 'piscis';
  const screens: Record<DisplayVariant, ReactNode> = {
    taurus: <ScienceLesson />,
    ia: <AssistantAnswer />,
    cyse: <GeometryActivity gridId={ids.grid} />,
    piscis: <Handwriting />,
    meeting: <MeetingCall />,
  };
  return (
    <SceneSvg
      {...image}
      screenId={ids.screen}
      light={light}
      shadow={{ cx: 320, cy: 420, rx: 250 }}
      defs={
        <>
          <linearGradient id={ids.glow} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor={palette.accent} stopOpacity=".55" />
            <stop offset="1" stopColor={palette.accent} stopOpacity="0" />
          </linearGradient>
          <pattern id={ids.grid} width="24" height="24" patternUnits="userSpaceOnUse">
            <path d="M24 0H0V24" fill="none" stroke={palette.white} strokeOpacity=".08" />
          </pattern>
        </>
      }
    >
      <rect x="300" y="340" width="40" height="70" rx="6" fill={palette.metal} />
      <rect x="230" y="402" width="180" height="12" rx="6" fill={palette.metalDark} />
      <Screen x={40} y={30} width={560} height={320} gradientId={ids.screen} />
      {light ? null : (
        <rect
          x="54"
          y="44"
          width="532"
          height="120"
          rx="8"
          fill={`url(#${ids.glow})`}
          opacity=".3"
        />
      )}
      {screens[variant]}
      {flagship ? (
        <>
          <rect x="40" y="342" width="560" height="16" rx="8" fill={palette.inkSoft} />
          {Array.from({ length: 24 }, (_, index) => (
            <circle key={index} cx={132 + index * 16} cy="350" r="2" fill={palette.metalDark} />
          ))}
        </>
      ) : (
        <rect x="296" y="339" width="48" height="4" rx="2" fill={palette.accent} opacity=".8" />
      )}
    </SceneSvg>
  );
}

/** The drawing of a display, as an image. */
export const DisplayIllustration = drawingOrImage(
  DisplayDrawing,
  ({ variant = 'taurus' }) => `display-${variant}`,
);
