// subset-font 2.9 ships no types; @types/subset-font (2.3) lacks `keepFeatures`.
declare module 'subset-font' {
  type SubsetFontOptions = {
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
    /** OpenType feature tags to keep (`hb-subset --layout-features`); all by default. */
    keepFeatures?: string[];
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
  };
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: SubsetFontOptions,
  ): Promise<Buffer>;
}
