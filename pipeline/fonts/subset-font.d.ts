declare module 'subset-font' {
  type Axis = number | { min?: number; max?: number; default?: number };
  export default function subsetFont(
    font: Buffer,
    text: string | null | undefined,
    options?: {
      targetFormat?: 'sfnt' | 'woff' | 'woff2';
      variationAxes?: Record<string, Axis>;
      keepFeatures?: string[];
      keepAllGlyphs?: boolean;
      noHinting?: boolean;
      /** Keep only the glyphs of the text's characters, not those the GSUB rules can reach from them. */
      noLayoutClosure?: boolean;
    },
  ): Promise<Buffer>;
}

declare module 'fontverter' {
  const fontverter: {
    convert(font: Buffer, to: 'sfnt' | 'woff' | 'woff2'): Promise<Buffer>;
  };
  export default fontverter;
}
