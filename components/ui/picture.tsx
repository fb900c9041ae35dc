/* eslint-disable @next/next/no-img-element -- pictures are made at build (pipeline/pictures/); next/image would only add JS */
import type { Image as ImageData, ThemedImage as ThemedImageData } from '@/content/schema';
import { serverTree } from '@/components/layout/server-tree';
import {
  copiesFor,
  copyAtLeast,
  DENSE_MEDIA,
  denseSet,
  placeholderClasses,
  srcSetOf,
} from './picture-widths';
import { cn } from './cn';
import { pictureEntry } from './picture-manifest';

type PictureProps = {
  image: ImageData;
  /**
   * The `sizes` attribute: how wide the picture is drawn at each screen width, so that the browser
   * fetches the smallest copy that fills it at the screen's density. Defaults to the full viewport.
   */
  sizes?: string;
  /** Above the fold: load at once and early. Everything else is lazy. */
  priority?: boolean;
  className?: string;
};

/**
 * Whether the caller's classes give the image a height (`h-16`, `sm:h-20`). Then the default
 * `h-auto` must not be added: with `h-auto` and `w-auto` both in the class list, whichever Tailwind
 * emits later wins, and an auto height with an auto width ignores the width/height attributes, so a
 * lazy image has no size until it loads and the rows below it jump.
 */
const setsHeight = (className = '') => /(?:^|[\s:])h-/.test(className);

/** The WebP copy a browser without AVIF gets for a picture below the first screen. */
const FALLBACK_WIDTH = 1080;

/**
 * A content picture: its upright size from the file (no layout shift), alt text, and for a raster
 * picture a `<picture>` whose `<source>` offers the AVIF copies the pipeline made (pipeline/pictures/),
 * led for a photograph by one that offers dense screens its lighter copies (DENSE_MEDIA),
 * the `<img>` itself WebP for a browser without AVIF (every copy for a first-screen picture, one
 * 1080 px copy for the others: a page of cards stays within its HTML budget), with the picture's
 * average colour behind it while it loads (placeholderClasses: classes, no style attribute). The
 * `<picture>` element takes no box (`display: contents`), and its `<source>` elements none either
 * (app/globals.css), so the `<img>` is laid out as it would be alone, in the cell its layout names.
 */
export function Picture({ image, sizes = '100vw', priority = false, className }: PictureProps) {
  const entry = pictureEntry(image.src);
  // The copies this layout can pick (a fixed-width slot takes none wider than it needs at DPR 3).
  const raster =
    entry.avif && entry.webp
      ? { avif: copiesFor(entry.avif, sizes), webp: copiesFor(entry.webp, sizes) }
      : undefined;
  const dense = denseSet(entry);
  const img = (
    <img
      src={raster ? copyAtLeast(raster.webp, FALLBACK_WIDTH).src : image.src}
      srcSet={raster && priority ? srcSetOf(raster.webp) : undefined}
      sizes={raster && priority ? sizes : undefined}
      alt={image.alt}
      width={entry.width}
      height={entry.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={cn(
        setsHeight(className) ? 'max-w-full' : 'h-auto max-w-full',
        entry.color && placeholderClasses(entry.color),
        className,
      )}
    />
  );
  if (!raster) return img;
  const oneX = (key?: string) => (
    <source key={key} type="image/avif" srcSet={srcSetOf(raster.avif)} sizes={sizes} />
  );
  return (
    <picture className="contents">
      {/* So that a picture without dense copies has exactly [source, img] as children: a
          `{dense && …}` slot would put an `undefined` in every picture's RSC payload in the HTML. */}
      {dense
        ? [
            <source
              key="dense"
              type="image/avif"
              media={DENSE_MEDIA}
              srcSet={srcSetOf(copiesFor(dense, sizes))}
              sizes={sizes}
            />,
            oneX('1x'),
          ]
        : oneX()}
      {img}
    </picture>
  );
}

/**
 * Art with a variant per theme: the one for the tree being rendered (server-tree.ts). A page that serves
 * both trees (the 404 page, which picks its look in the browser) passes `bothThemes`: both variants are
 * then in the HTML and CSS shows the one for the page's look.
 */
export function ThemedPicture({
  image,
  className,
  bothThemes = false,
  ...props
}: Omit<PictureProps, 'image'> & { image: ThemedImageData; bothThemes?: boolean }) {
  if (!bothThemes) return <Picture image={image[serverTree()]} className={className} {...props} />;
  return (
    <>
      <Picture image={image.dark} className={cn('light:hidden', className)} {...props} />
      <Picture image={image.light} className={cn('dark:hidden', className)} {...props} />
    </>
  );
}
