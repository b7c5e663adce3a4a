import { palette } from '@/components/illustrations/illustration-svg';

type ScreenProps = {
  /** The outer edge of the bezel. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** The id of the gradient the screen is painted with. */
  gradientId: string;
};

const BEZEL = 14;

/** An interactive display's dark bezel and, inside it, its screen. */
export function Screen({ x, y, width, height, gradientId }: ScreenProps) {
  return (
    <>
      <rect x={x} y={y} width={width} height={height} rx="18" fill={palette.ink} />
      <rect
        x={x + BEZEL}
        y={y + BEZEL}
        width={width - 2 * BEZEL}
        height={height - 2 * BEZEL}
        rx="8"
        fill={`url(#${gradientId})`}
      />
    </>
  );
}
