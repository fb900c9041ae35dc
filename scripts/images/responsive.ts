/*
 * The srcset rule shared by the image generator and the site. Pure TypeScript (no Node imports) so
 * components can import it: every raster (.webp) image also exists at each width below that is
 * strictly smaller than its own, named `<name>-<W>w.webp`, with the height scaled and rounded.
 */

/** Widths (px) of the extra copies written next to each .webp image. */
export const RESPONSIVE_WIDTHS = [480, 800] as const;

export interface ImageVariant {
  src: string;
  width: number;
  height: number;
}

/** Only .webp images get variants; SVG scales by itself. */
export const hasResponsiveVariants = (src: string): boolean => src.endsWith('.webp');

/** `/images/a/b.webp`, 480 → `/images/a/b-480w.webp`. */
export const variantSrc = (src: string, width: number): string =>
  src.replace(/\.webp$/, `-${width}w.webp`);

/**
 * The smaller copies of one image, smallest first (the full-size original is not included).
 * Empty for non-WebP images and for images no wider than the smallest variant.
 */
export function responsiveVariants(src: string, width: number, height: number): ImageVariant[] {
  if (!hasResponsiveVariants(src)) return [];
  return RESPONSIVE_WIDTHS.filter((w) => w < width).map((w) => ({
    src: variantSrc(src, w),
    width: w,
    height: Math.max(1, Math.round((height * w) / width)),
  }));
}

/** A `srcset` value listing the variants and the original. */
export const srcSet = (src: string, width: number, height: number): string =>
  [...responsiveVariants(src, width, height), { src, width }]
    .map((v) => `${v.src} ${v.width}w`)
    .join(', ');
