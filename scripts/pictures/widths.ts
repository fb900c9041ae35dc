/*
 * The rules of the picture pipeline that both the build script and the site share. Pure TypeScript (no
 * Node imports) so that components can import it.
 *
 * Every raster picture the content names (`/images/…` in public/images/: .webp, .png, .jpg) is served
 * as AVIF and WebP copies at the widths below that are smaller than the picture itself, plus one at its
 * own width when that is under the widest step: never upscaled. The copies live under /img/ with the
 * first hex digits of the source file's content hash in their names, so a changed picture gets new
 * names (and they can be cached for ever). SVG is served as it is.
 */

/** Widths (CSS px x density) the copies are made at: a phone at DPR 3 up to a wide desktop. */
export const PICTURE_WIDTHS = [320, 480, 640, 960, 1080, 1280, 1600, 1920] as const;

/** What one picture became: its upright size, its placeholder colour and its copies, smallest first. */
export interface PictureEntry {
  /** The upright size (EXIF orientation applied) of the largest copy, or of the SVG. */
  width: number;
  height: number;
  /** The average colour of an opaque picture (`#rrggbb`), shown while it loads; none for SVG or alpha. */
  color?: string;
  /** Raster pictures only: the copies of each format, smallest first. */
  avif?: PictureCopy[];
  webp?: PictureCopy[];
}

export interface PictureCopy {
  src: string;
  width: number;
  height: number;
}

/** The manifest the build writes: every picture the content names, by its content path. */
export type PictureManifest = Record<string, PictureEntry>;

export const isRaster = (src: string): boolean => /\.(webp|png|jpe?g)$/.test(src);

/**
 * A step within this share of the picture's own width is not made: the own-width copy serves it for
 * a few per cent more bytes (a 1200 px drawing gets no 1080 copy: a fifth of its encoding time).
 */
const NEAR_OWN_WIDTH = 0.9;

/** The widths copies of a picture `width` px wide are made at: never wider than the picture. */
export function copyWidths(width: number): number[] {
  const widths: number[] = PICTURE_WIDTHS.filter(
    (w) =>
      w < width &&
      (width > PICTURE_WIDTHS[PICTURE_WIDTHS.length - 1]! || w < width * NEAR_OWN_WIDTH),
  );
  // Its own width last, unless it is wider than the widest step (which is then the last already).
  if (width <= PICTURE_WIDTHS[PICTURE_WIDTHS.length - 1]!) widths.push(width);
  return widths;
}

/** `/images/team/lina.jpg`, hash `3fa2…`, 640, avif → `/img/team/lina-3fa2c1d0-640.avif`. */
export const copySrc = (
  src: string,
  hash: string,
  width: number,
  format: 'avif' | 'webp',
): string =>
  src
    .replace(/^\/images\//, '/img/')
    .replace(/\.[a-z]+$/, `-${hash.slice(0, 8)}-${width}.${format}`);

/** A `srcset` value for copies. */
export const srcSetOf = (copies: readonly PictureCopy[]): string =>
  copies.map((c) => `${c.src} ${c.width}w`).join(', ');

/** The copy at least `width` px wide (the widest when none is), for a single-URL use. */
export const copyAtLeast = (copies: readonly PictureCopy[], width: number): PictureCopy =>
  copies.find((c) => c.width >= width) ?? copies[copies.length - 1]!;

/**
 * Levels per channel of a picture's placeholder: its average colour is drawn by three classes
 * (`ph phr-5 phg-2 phb-1`) whose 3 x 8 rules are in the site stylesheet (app/globals.css), not by a
 * style attribute: each distinct style attribute would add a hash to the page's Content-Security-Policy
 * (about 45 bytes of gzipped HTML each, a kilobyte on a page of twenty pictures).
 */
export const PLACEHOLDER_LEVELS = 8;

/** The classes that paint `#rrggbb`, to the nearest of 8 levels a channel, behind a picture. */
export function placeholderClasses(color: string): string {
  const level = (at: number) =>
    Math.round((parseInt(color.slice(at, at + 2), 16) / 255) * (PLACEHOLDER_LEVELS - 1));
  return `ph phr-${level(1)} phg-${level(3)} phb-${level(5)}`;
}
