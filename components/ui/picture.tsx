/* eslint-disable @next/next/no-img-element -- images are pre-sized at build; next/image would only add JS */
import type { Image as ImageData, ThemedImage as ThemedImageData } from '@/content/schema';
import { serverTree } from '@/components/layout/server-tree';
import { responsiveVariants } from '@/scripts/images/responsive';
import { cn } from './cn';

type PictureProps = {
  image: ImageData;
  /** The `sizes` attribute for responsive images; defaults to the full viewport width. */
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

/** A content image with its intrinsic size (no layout shift), alt text and srcset of the made sizes. */
export function Picture({ image, sizes = '100vw', priority = false, className }: PictureProps) {
  const variants = responsiveVariants(image.src, image.width, image.height);
  const srcSet = variants.length
    ? [...variants, image].map((v) => `${v.src} ${v.width}w`).join(', ')
    : undefined;
  return (
    <img
      src={image.src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={cn(setsHeight(className) ? 'max-w-full' : 'h-auto max-w-full', className)}
    />
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
