import type { ReactNode } from 'react';
import type { Image as ImageData } from '@/content/schema';
import { Picture } from '@/components/ui/picture';
import { Link } from '@/components/ui/link';

/** A card whose title is the link (the whole card is clickable through the title's ::after). */
export function CardLink({
  href,
  image,
  sizes,
  kicker,
  title,
  priority = false,
  heading: Heading = 'h3',
  children,
}: {
  href: string;
  image: ImageData;
  sizes: string;
  kicker?: ReactNode;
  title: string;
  /** Load the image at once (a card at the top of the first screen). */
  priority?: boolean;
  /** The title's level in the page's outline (it looks the same at either). */
  heading?: 'h2' | 'h3';
  children?: ReactNode;
}) {
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-line bg-surface transition-colors hover:border-accent">
      <Picture
        image={image}
        sizes={sizes}
        priority={priority}
        className="aspect-[3/2] w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-6">
        {kicker && <p className="text-sm text-muted">{kicker}</p>}
        <Heading className="font-display text-xl font-semibold">
          <Link href={href} className="group-hover:text-accent after:absolute after:inset-0">
            {title}
          </Link>
        </Heading>
        {children}
      </div>
    </article>
  );
}
