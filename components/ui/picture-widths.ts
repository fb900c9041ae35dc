/*
 * The rules of the picture pipeline that both the site and the build script (pipeline/pictures/) share.
 * Pure TypeScript (no Node imports) so that any component can import it; the script imports it from
 * here, as the site never imports pipeline/ or tools/.
 *
 * Every raster picture the content names (`/images/…` in public/images/: .webp, .png, .jpg) is served
 * as AVIF and WebP copies at the widths below that are smaller than the picture itself, plus one at its
 * own width when that is under the widest step: never upscaled. The copies live under /img/, named by
 * the first hex digits of the source file's content hash, so a changed picture gets new names (and they
 * can be cached for ever). SVG is served as it is.
 */

/**
 * Widths (CSS px x density) the copies are made at: a phone at DPR 3 up to a wide desktop. No 480: only
 * a window at DPR 1 would take it, and each step is a srcset entry in every picture of a page's HTML.
 */
export const PICTURE_WIDTHS = [320, 640, 960, 1080, 1280, 1600, 1920] as const;

/**
 * Photographs (JPEG or HEIF, as cameras and phones write them) get one more width: where a phone's slot
 * in the container falls (a 372 px slot at Lighthouse's DPR 1.75 is 651 px; at DPR 2, 744), so that it
 * takes a 720 px copy and not the 960 px one, about two fifths fewer bytes. A drawing's copies are a
 * few kilobytes, and each step is a srcset entry in every picture of a page's HTML, so drawings do not.
 */
export const PHOTO_WIDTHS = [720] as const;

/**
 * The screens a photograph's `dense` copies are for. A copy drawn at 1.75 device pixels or more to a CSS
 * pixel shows its flaws at under 1/1.75 of their size, so it can take a lower quality at no visible loss
 * (pipeline/pictures/process.ts, PHOTO_DENSE_AVIF). Lighthouse's phone is at 1.75; most phones are at 2-3.
 */
export const DENSE_MEDIA = '(min-resolution: 1.75dppx)';

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
  /**
   * Photographs only: AVIF copies at a phone's widths for dense screens (DENSE_MEDIA), at a lower
   * quality than `avif`'s. A dense screen takes `avif`'s wider copies beyond them (denseSet).
   */
  dense?: PictureCopy[];
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

/**
 * The widths copies of a picture `width` px wide are made at: never wider than the picture; a
 * photograph's (`photo`) with PHOTO_WIDTHS among them.
 */
export function copyWidths(width: number, photo = false): number[] {
  const steps = photo
    ? [...PICTURE_WIDTHS, ...PHOTO_WIDTHS].sort((a, b) => a - b)
    : [...PICTURE_WIDTHS];
  const widths: number[] = steps.filter(
    (w) =>
      // Stryker disable next-line ConditionalExpression,EqualityOperator: implied by the next line (w < 0.9 x width, or width past every step and so past w)
      w < width &&
      // Stryker disable next-line EqualityOperator: at the widest step itself both readings keep the steps under 0.9 x 1920 = 1728, as no step lies between
      (width > PICTURE_WIDTHS[PICTURE_WIDTHS.length - 1]! || w < width * NEAR_OWN_WIDTH),
  );
  // Its own width last, unless it is wider than the widest step (which is then the last already).
  if (width <= PICTURE_WIDTHS[PICTURE_WIDTHS.length - 1]!) widths.push(width);
  return widths;
}

/**
 * Hash `3fa2c1d0…`, 640, avif → `/img/3fa2c1d0-640.avif`, and `/img/3fa2c1d0-640d.avif` for the copy
 * for dense screens: a copy is named by its source's content hash alone, since a page names each copy
 * in its srcset (a descriptive name, written once per copy, cost the marketing home a quarter of a
 * kilobyte of its 20 KiB of gzipped HTML).
 */
export const copySrc = (
  hash: string,
  width: number,
  format: 'avif' | 'webp',
  dense = false,
): string => `${COPIES_PREFIX}${hash.slice(0, 8)}-${width}${dense ? 'd' : ''}.${format}`;

/** Where the copies are served from: named by content, so cached for a year (pipeline/security/). */
export const COPIES_PREFIX = '/img/';

/** The largest device pixel ratio copies are chosen for. */
export const MAX_DPR = 3;

/**
 * The widest a `sizes` value ever draws a picture, in CSS px, when each of its slots is a fixed length
 * (`64px`, `12rem`, after an optional media condition); undefined when a slot follows the window.
 */
export function fixedSlotWidth(sizes: string): number | undefined {
  let widest = 0;
  for (const entry of sizes.split(',')) {
    const slot = /^(?:\([^)]*\)\s*)?(\d+(?:\.\d+)?)(px|rem)$/.exec(entry.trim());
    if (!slot) return undefined;
    widest = Math.max(widest, Number(slot[1]) * (slot[2] === 'rem' ? 16 : 1));
  }
  return widest || undefined;
}

/**
 * The copies a layout can pick: for a slot of fixed width, none past the first that fills it at DPR 3
 * (a 12rem thumbnail lists 320 to 640, not the 960 and 1200 it never takes); otherwise all.
 */
export function copiesFor(copies: readonly PictureCopy[], sizes: string): PictureCopy[] {
  const slot = fixedSlotWidth(sizes);
  if (slot === undefined) return [...copies];
  const enough = copies.findIndex((c) => c.width >= slot * MAX_DPR);
  return enough === -1 ? [...copies] : copies.slice(0, enough + 1);
}

/**
 * What a dense screen may pick from, smallest first: a photograph's dense copies, then its AVIF copies
 * wider than those (a tablet's or a laptop's); undefined for a picture without dense copies.
 */
export function denseSet(entry: PictureEntry): PictureCopy[] | undefined {
  if (!entry.dense?.length || !entry.avif) return undefined;
  const widest = entry.dense[entry.dense.length - 1]!.width;
  return [...entry.dense, ...entry.avif.filter((c) => c.width > widest)];
}

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
