type DotsProps = {
  /** The centres, written as an SVG `<polyline>`'s points: `"x,y x,y …"`. */
  points: string;
  r: number;
  fill: string;
};

/** Round markers on a drawn line's points (a triangle's corners, a chart's readings). */
export function Dots({ points, r, fill }: DotsProps) {
  return points.split(' ').map((point) => {
    const [cx, cy] = point.split(',').map(Number);
    return <circle key={point} cx={cx} cy={cy} r={r} fill={fill} />;
  });
}
