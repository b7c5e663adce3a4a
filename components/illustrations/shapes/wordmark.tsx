import { fontSans, palette } from '@/components/illustrations/illustration-svg';

type WordmarkProps = {
  /** Where the baseline starts. */
  x: number;
  y: number;
  fontSize: number;
};

/** The SYNETECH wordmark in white, spaced a fifth of its size apart, as printed on a dark band. */
export function Wordmark({ x, y, fontSize }: WordmarkProps) {
  return (
    <text
      x={x}
      y={y}
      fill={palette.white}
      fontSize={fontSize}
      fontWeight="700"
      letterSpacing={fontSize / 5}
      fontFamily={fontSans}
    >
      SYNETECH
    </text>
  );
}
