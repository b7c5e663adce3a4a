import localFont from 'next/font/local';

// next/font/google cannot download at build time here (no internet); the variable Inter from
// @fontsource-variable is the same typeface, shipped through npm. scripts/build-font.ts cuts it to
// the site's characters and weights before each build (26 KB instead of 48 KB).
export const inter = localFont({
  src: './inter-subset.woff2',
  variable: '--font-inter',
  weight: '400 700',
  display: 'swap',
});
