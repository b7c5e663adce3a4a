import { palette } from '@/components/illustrations/illustration-svg';

const tools = [palette.white, palette.accent, palette.warm, palette.brandLight, palette.white];

type ToolRailProps = {
  x: number;
  y: number;
  width: number;
  height: number;
  /** Where the first tool's centre is, below the rail's top. */
  inset: number;
  /** The distance between two tools. */
  step: number;
  /** The last tool drawn fainter than the others. */
  dimLast?: boolean;
};

/** The lesson app's rail of drawing tools, one coloured dot each, down the board's edge. */
export function ToolRail({ x, y, width, height, inset, step, dimLast = false }: ToolRailProps) {
  return (
    <>
      <rect
        x={x}
        y={y}
        width={width}
        height={height}
        rx={width / 2}
        fill={palette.white}
        opacity=".12"
      />
      {tools.map((fill, index) => (
        <circle
          key={index}
          cx={x + width / 2}
          cy={y + inset + index * step}
          r="9"
          fill={fill}
          opacity={dimLast && index === tools.length - 1 ? 0.5 : 0.9}
        />
      ))}
    </>
  );
}

type LessonTriangleProps = {
  /** The left end of the base. */
  x: number;
  y: number;
  width: number;
  height: number;
  fillOpacity: string;
};

/** The triangle a geometry lesson draws on the board: white edges, a tint of cyan inside. */
export function LessonTriangle({ x, y, width, height, fillOpacity }: LessonTriangleProps) {
  return (
    <path
      d={`M${x} ${y}h${width}l-${width / 2}-${height}z`}
      fill={palette.accent}
      fillOpacity={fillOpacity}
      stroke={palette.white}
      strokeWidth="4"
      strokeLinejoin="round"
    />
  );
}
