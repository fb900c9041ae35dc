import type { Image } from '@/content/schema';
import { cn } from './cn';
import { Picture } from './picture';

/** A gallery: its pictures in a grid (`className` sets the columns and spacing), each filling its cell. */
export function PictureGrid({
  images,
  sizes,
  className,
}: {
  images: readonly Image[];
  /** Each picture's slot, as `<img sizes>` says it. */
  sizes: string;
  className?: string;
}) {
  return (
    <div className={cn('grid gap-6', className)}>
      {images.map((image) => (
        <Picture key={image.src} image={image} sizes={sizes} className="w-full rounded-2xl" />
      ))}
    </div>
  );
}
