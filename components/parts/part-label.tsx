import QRCode from 'qrcode';

import { fontSans, palette } from '@/components/illustrations/illustration-svg';
import { Wordmark } from '@/components/illustrations/shapes/wordmark';
import { siteConfig } from '@/config/site';

type PartLabelProps = {
  partNumber: string;
  token: string;
  /** Alt text: what the label says, in the page's language. */
  title: string;
  className?: string;
};

/** The short address a part's QR code opens (the proxy then picks the visitor's language). */
export function labelUrl(token: string): string {
  return `${siteConfig.url}/${token}`;
}

/** The dark modules of a QR code as one SVG path, one unit per module. */
function qrPath(text: string): { path: string; size: number } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const segments: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) segments.push(`M${col} ${row}h1v1h-1z`);
    }
  }
  return { path: segments.join(''), size: modules.size };
}

/**
 * The label stuck on each spare part, drawn with the real QR code of its token: a technician can
 * scan it from the screen to check that a part in hand is the one on the page.
 */
export function PartLabel({ partNumber, token, title, className }: PartLabelProps) {
  const url = labelUrl(token);
  const qr = qrPath(url);
  const quiet = 2;
  const scale = 132 / (qr.size + quiet * 2);
  return (
    <svg
      viewBox="0 0 360 200"
      className={className}
      role="img"
      aria-label={title}
      focusable="false"
    >
      <rect
        x="1"
        y="1"
        width="358"
        height="198"
        rx="14"
        fill={palette.white}
        stroke={palette.metal}
        strokeWidth="2"
      />
      <rect x="1" y="1" width="358" height="34" rx="14" fill={palette.ink} />
      <rect x="1" y="21" width="358" height="14" fill={palette.ink} />
      <Wordmark x={20} y={23} fontSize={12} />
      <rect x="300" y="13" width="40" height="8" rx="4" fill={palette.accent} />
      <g transform={`translate(18 50) scale(${scale})`}>
        <rect width={qr.size + quiet * 2} height={qr.size + quiet * 2} fill={palette.white} />
        <path d={qr.path} transform={`translate(${quiet} ${quiet})`} fill={palette.ink} />
      </g>
      <g fontFamily={fontSans} fill={palette.ink}>
        <text x="168" y="80" fontSize="11" fill="#545d6e" letterSpacing="1">
          P/N
        </text>
        <text x="168" y="102" fontSize="20" fontWeight="700">
          {partNumber}
        </text>
        <text x="168" y="134" fontSize="11" fill="#545d6e" letterSpacing="1">
          QR
        </text>
        <text
          x="168"
          y="158"
          fontSize="24"
          fontWeight="700"
          letterSpacing="4"
          fontFamily="ui-monospace, SFMono-Regular, Menlo, monospace"
          fill={palette.brand}
        >
          {token}
        </text>
        <text x="168" y="182" fontSize="10" fill="#545d6e">
          {url.replace(/^https?:\/\//, '')}
        </text>
      </g>
    </svg>
  );
}
