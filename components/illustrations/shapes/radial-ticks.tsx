type RadialTicksProps = {
  cx: number;
  cy: number;
  /** In degrees, clockwise from the positive x axis as SVG turns (negative is upward). */
  angles: readonly number[];
  /** The distances from the centre where each tick starts and ends. */
  from: number;
  to: number;
  stroke: string;
  strokeWidth: number;
};

/** Short strokes pointing away from a centre: a dial's graduations, a sun's rays. */
export function RadialTicks({ cx, cy, angles, from, to, stroke, strokeWidth }: RadialTicksProps) {
  return angles.map((angle) => {
    const rad = (angle * Math.PI) / 180;
    return (
      <line
        key={angle}
        x1={cx + Math.cos(rad) * from}
        y1={cy + Math.sin(rad) * from}
        x2={cx + Math.cos(rad) * to}
        y2={cy + Math.sin(rad) * to}
        stroke={stroke}
        strokeWidth={strokeWidth}
        strokeLinecap="round"
      />
    );
  });
}
