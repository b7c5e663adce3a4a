import localFont from 'next/font/local';

// next/font/google cannot download at build time here (no internet); the variable Inter from
// @fontsource-variable is the same typeface, shipped through npm.
export const inter = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  weight: '100 900',
  display: 'swap',
});
