import type { ReactNode } from 'react';

import { drawingOrImage } from '@/components/illustrations/drawing-or-image';
import { LessonTriangle, ToolRail } from '@/components/illustrations/shapes/lesson';
import { SceneSvg } from '@/components/illustrations/shapes/scene-svg';
import type { interfaceVariants } from '@/lib/content/software';

import { palette, TextLine, useSvgIds, type IllustrationProps } from './illustration-svg';

/** The software interfaces: the EdSuite home, its four apps and Bytello Class. */
export type InterfaceVariant = (typeof interfaceVariants)[number];

type InterfaceIllustrationProps = IllustrationProps & { variant: InterfaceVariant };

const appTiles = [
  { fill: palette.brand, icon: 'M-14 -16h22l8 8v24h-30z M-8 -2h16M-8 6h12' },
  { fill: palette.accent, icon: 'M0 -14a8 8 0 1 1 0 16a8 8 0 1 1 0-16z M-14 16a14 12 0 0 1 28 0' },
  {
    fill: palette.warm,
    icon: 'M-16 8a16 16 0 0 1 16-16M-16 16a8 8 0 0 1 8-8M-16 -2a26 26 0 0 1 26-14',
  },
  {
    fill: palette.brandLight,
    icon: 'M-14 -14h12v12h-12zM2 -14h12v12h-12zM-14 2h12v12h-12zM2 2h12v12h-12z',
  },
];

function SuiteHome() {
  return (
    <>
      <TextLine x={70} y={66} width={90} height={12} opacity={0.9} />
      <TextLine x={496} y={66} width={70} height={12} opacity={0.5} />
      {appTiles.map((tile, index) => {
        const x = 96 + index * 124;
        return (
          <g key={index}>
            <rect x={x} y="128" width="92" height="92" rx="24" fill={tile.fill} />
            <path
              d={tile.icon}
              transform={`translate(${x + 46} 174)`}
              fill="none"
              stroke={palette.white}
              strokeWidth="4"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
            <TextLine x={x + 12} y={234} width={68} height={9} opacity={0.75} />
          </g>
        );
      })}
      <rect x="170" y="292" width="300" height="44" rx="22" fill={palette.white} opacity=".14" />
      {[0, 1, 2, 3, 4].map((index) => (
        <circle
          key={index}
          cx={210 + index * 55}
          cy="314"
          r="10"
          fill={palette.white}
          opacity=".6"
        />
      ))}
    </>
  );
}

function ClassLesson() {
  return (
    <>
      <ToolRail x={64} y={64} width={44} height={272} inset={28} step={44} />
      <rect x="128" y="64" width="262" height="272" rx="14" fill={palette.white} opacity=".08" />
      <TextLine x={148} y={84} width={140} height={12} opacity={0.85} />
      <LessonTriangle x={160} y={300} width={160} height={150} fillOpacity=".16" />
      <path d="M240 150v150" stroke={palette.warm} strokeWidth="3" strokeDasharray="8 8" />
      <rect x="408" y="64" width="164" height="272" rx="14" fill={palette.white} opacity=".14" />
      <TextLine x={426} y={86} width={110} height={10} opacity={0.85} />
      {[0, 1, 2].map((index) => (
        <g key={index}>
          <rect
            x="424"
            y={120 + index * 62}
            width="132"
            height="46"
            rx="12"
            fill={index === 1 ? palette.accent : palette.white}
            opacity={index === 1 ? 0.9 : 0.16}
          />
          <TextLine
            x={440}
            y={139 + index * 62}
            width={index === 1 ? 64 : 80}
            height={8}
            fill={index === 1 ? palette.ink : palette.white}
            opacity={0.8}
          />
          {index === 1 ? (
            <path
              d={`M524 ${143 + index * 62}l8 8 14-16`}
              fill="none"
              stroke={palette.ink}
              strokeWidth="4"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          ) : null}
        </g>
      ))}
    </>
  );
}

function OsSignIn() {
  const people = [palette.brandLight, palette.accent, palette.warm];
  return (
    <>
      <TextLine x={240} y={76} width={160} height={14} opacity={0.9} />
      {people.map((fill, index) => {
        const cx = 200 + index * 120;
        return (
          <g key={index}>
            <circle cx={cx} cy="176" r="44" fill={palette.white} opacity=".12" />
            <circle cx={cx} cy="166" r="16" fill={fill} />
            <path d={`M${cx - 26} 204a26 20 0 0 1 52 0z`} fill={fill} />
            <TextLine x={cx - 34} y={234} width={68} height={9} opacity={0.7} />
          </g>
        );
      })}
      <g transform="translate(412 262) rotate(-12)">
        <rect width="120" height="76" rx="10" fill={palette.white} />
        <rect x="14" y="16" width="24" height="18" rx="4" fill={palette.warm} />
        <TextLine x={14} y={50} width={70} height={8} fill={palette.night} opacity={0.5} />
      </g>
      <g fill="none" stroke={palette.accent} strokeWidth="4" strokeLinecap="round">
        <path d="M392 270a20 20 0 0 0-6-22" />
        <path d="M378 282a38 38 0 0 0-10-44" opacity=".7" />
      </g>
      <rect x="96" y="282" width="220" height="36" rx="18" fill={palette.white} opacity=".14" />
      <TextLine x={116} y={296} width={120} height={8} opacity={0.6} />
    </>
  );
}

function ShareMirror() {
  return (
    <>
      <rect x="70" y="66" width="238" height="176" rx="12" fill={palette.white} opacity=".14" />
      <rect x="330" y="66" width="238" height="176" rx="12" fill={palette.white} opacity=".14" />
      <TextLine x={88} y={84} width={110} height={10} opacity={0.8} />
      <path d="M92 222l48-56 36 34 40-50 70 72z" fill={palette.accent} opacity=".7" />
      <TextLine x={348} y={84} width={90} height={10} opacity={0.8} />
      {[0, 1, 2].map((index) => (
        <rect
          key={index}
          x={352 + index * 68}
          y={222 - (index + 2) * 26}
          width="44"
          height={(index + 2) * 26}
          rx="8"
          fill={index === 2 ? palette.warm : palette.brandLight}
        />
      ))}
    </>
  );
}

/** A laptop and a tablet in front of the display, casting to it. */
function ShareDevices() {
  return (
    <>
      <g
        fill="none"
        stroke={palette.accent}
        strokeWidth="4"
        strokeLinecap="round"
        strokeDasharray="2 12"
      >
        <path d="M150 318c20-40 60-60 100-70" />
        <path d="M520 300c-10-40-40-60-80-66" />
      </g>
      <rect x="54" y="318" width="180" height="104" rx="10" fill={palette.inkSoft} />
      <rect x="64" y="328" width="160" height="84" rx="4" fill={palette.brandLight} opacity=".6" />
      <rect x="34" y="420" width="220" height="12" rx="6" fill={palette.metalDark} />
      <rect x="476" y="296" width="104" height="136" rx="14" fill={palette.inkSoft} />
      <rect x="486" y="306" width="84" height="116" rx="6" fill={palette.accent} opacity=".55" />
    </>
  );
}

function DmsConsole() {
  const states = [palette.ok, palette.ok, palette.warm, palette.ok, palette.ok, palette.accent];
  return (
    <>
      <rect x="44" y="44" width="110" height="312" fill={palette.ink} opacity=".35" />
      {[0, 1, 2, 3, 4].map((index) => (
        <TextLine
          key={index}
          x={64}
          y={76 + index * 34}
          width={index === 1 ? 70 : 56}
          height={9}
          opacity={index === 1 ? 0.95 : 0.5}
        />
      ))}
      <rect x="174" y="62" width="240" height="28" rx="14" fill={palette.white} opacity=".14" />
      <rect x="500" y="62" width="76" height="28" rx="14" fill={palette.accent} />
      {Array.from({ length: 12 }, (_, index) => {
        const x = 174 + (index % 4) * 102;
        const y = 112 + Math.floor(index / 4) * 76;
        return (
          <g key={index}>
            <rect x={x} y={y} width="90" height="62" rx="8" fill={palette.white} opacity=".12" />
            <rect
              x={x + 10}
              y={y + 10}
              width="50"
              height="28"
              rx="3"
              fill={palette.ink}
              opacity=".5"
            />
            <circle cx={x + 76} cy={y + 16} r="6" fill={states[index % states.length]} />
            <TextLine x={x + 10} y={y + 46} width={44} height={7} opacity={0.55} />
          </g>
        );
      })}
    </>
  );
}

/** The two lines of writing on each sticky note. */
const noteLines = [
  { dy: 20, width: 64, opacity: 0.55 },
  { dy: 36, width: 50, opacity: 0.4 },
];

function BytelloBoard({ dotsId }: { dotsId: string }) {
  const notes = [
    { x: 92, y: 84, fill: palette.warm, rotate: -4 },
    { x: 220, y: 150, fill: palette.accent, rotate: 3 },
    { x: 110, y: 222, fill: palette.brandLight, rotate: 2 },
  ];
  return (
    <>
      <rect x="44" y="44" width="552" height="312" rx="10" fill={`url(#${dotsId})`} />
      <path
        d="M182 126c40 0 40 40 58 40M196 232c30 0 20-40 40-40"
        fill="none"
        stroke={palette.white}
        strokeWidth="3"
        strokeDasharray="6 8"
        opacity=".6"
      />
      {notes.map((note, index) => (
        <g key={index} transform={`rotate(${note.rotate} ${note.x + 50} ${note.y + 42})`}>
          <rect x={note.x} y={note.y} width="100" height="84" rx="6" fill={note.fill} />
          {noteLines.map((line) => (
            <TextLine
              key={line.dy}
              x={note.x + 14}
              y={note.y + line.dy}
              width={line.width}
              height={8}
              fill={palette.ink}
              opacity={line.opacity}
            />
          ))}
        </g>
      ))}
      <path
        d="M360 290c30-60 70-20 90-70"
        fill="none"
        stroke={palette.white}
        strokeWidth="5"
        strokeLinecap="round"
      />
      <rect x="470" y="64" width="108" height="272" rx="12" fill={palette.ink} opacity=".4" />
      <TextLine x={486} y={82} width={64} height={9} opacity={0.85} />
      {[0, 1, 2].map((index) => (
        <rect
          key={index}
          x="486"
          y={106 + index * 74}
          width="76"
          height="60"
          rx="8"
          fill={[palette.brandLight, palette.accent, palette.warm][index]}
          opacity=".55"
        />
      ))}
    </>
  );
}

/** A software screen shown on a wall-mounted display, in the same style as the product drawings. */
export function InterfaceDrawing({ variant, ...image }: InterfaceIllustrationProps) {
  const ids = useSvgIds('screen', 'dots');
  const screens: Record<InterfaceVariant, ReactNode> = {
    suite: <SuiteHome />,
    class: <ClassLesson />,
    os: <OsSignIn />,
    share: <ShareMirror />,
    dms: <DmsConsole />,
    bytello: <BytelloBoard dotsId={ids.dots} />,
  };
  const share = variant === 'share';
  return (
    <SceneSvg
      {...image}
      screenId={ids.screen}
      defs={
        <pattern id={ids.dots} width="22" height="22" patternUnits="userSpaceOnUse">
          <circle cx="11" cy="11" r="1.6" fill={palette.white} opacity=".22" />
        </pattern>
      }
      shadow={{ cx: 320, cy: share ? 432 : 402, rx: share ? 300 : 260 }}
    >
      <rect x="30" y="30" width="580" height="340" rx="20" fill={palette.ink} />
      <rect x="44" y="44" width="552" height="312" rx="10" fill={`url(#${ids.screen})`} />
      {screens[variant]}
      <rect x="296" y="360" width="48" height="4" rx="2" fill={palette.accent} opacity=".8" />
      {share ? <ShareDevices /> : null}
    </SceneSvg>
  );
}

/** The drawing of a software screen, as an image. */
export const InterfaceIllustration = drawingOrImage(
  InterfaceDrawing,
  ({ variant }) => `interface-${variant}`,
);
