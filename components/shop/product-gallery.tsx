'use client';
// Client because a thumbnail click shows its image large. The images are rendered on the server.
import { useState, type ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import { useHydrated } from '@/components/islands/client-hooks';
import { fill } from './shop-state';

/**
 * A product's gallery: the large image of the chosen thumbnail (the first at load) and one button per
 * image, named 'Show image 1' and on, pressed while its image is shown.
 */
export function ProductGallery({
  large,
  thumbs,
  label,
  showImage,
}: {
  large: ReactNode[];
  thumbs: ReactNode[];
  label: string;
  /** "Show image {n}". */
  showImage: string;
}) {
  const [shown, setShown] = useState(0);
  const hydrated = useHydrated();
  return (
    <section aria-label={label} data-hydrated={hydrated}>
      {large.map((image, i) => (
        <div key={i} hidden={i !== shown} className="overflow-hidden rounded-3xl bg-surface">
          {image}
        </div>
      ))}
      <ul className="mt-4 grid grid-cols-4 gap-3">
        {thumbs.map((image, i) => (
          <li key={i}>
            <button
              type="button"
              aria-label={fill(showImage, { n: i + 1 })}
              aria-pressed={i === shown}
              onClick={() => setShown(i)}
              className={cn(
                'block w-full overflow-hidden rounded-xl border-2',
                i === shown ? 'border-accent' : 'border-transparent hover:border-line',
              )}
            >
              {image}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
