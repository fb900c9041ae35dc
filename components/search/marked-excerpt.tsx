// A search hit's excerpt with the words it matched marked: shared by the site search's results and the
// blog's search box (both client islands, which render it).
import type { SearchHit } from '@/components/search/engine';

export function MarkedExcerpt({ excerpt }: { excerpt: SearchHit['excerpt'] }) {
  return excerpt.map((part, index) =>
    part.mark ? (
      <mark key={index} className="rounded bg-accent/25 px-0.5 text-ink">
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}
