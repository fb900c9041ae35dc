// One result of the site search's listbox (components/islands/site-search.tsx): its title, its section
// and an excerpt with the matched words marked. Rendered inside that client island.
import type { SearchHit } from '@/components/search/engine';
import { MarkedExcerpt } from '@/components/search/marked-excerpt';
import { cn } from '@/components/ui/cn';

export function ResultOption({
  hit,
  id,
  active,
  section,
  onOpen,
  onPoint,
}: {
  hit: SearchHit;
  id: string;
  /** The option the arrows are on (the field's aria-activedescendant). */
  active: boolean;
  /** The section's name in the page's language. */
  section: string;
  onOpen: () => void;
  onPoint: () => void;
}) {
  return (
    // The field keeps focus (aria-activedescendant) and Enter opens the active option; a click opens it too.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events
    <li
      id={id}
      role="option"
      aria-selected={active}
      onClick={onOpen}
      onMouseMove={onPoint}
      className={cn(
        'cursor-pointer rounded-xl px-3 py-2',
        active && 'bg-accent/10 outline outline-2 outline-accent',
      )}
    >
      <span className="flex items-baseline justify-between gap-3">
        <span className="font-semibold">{hit.title}</span>
        <span className="shrink-0 text-xs font-semibold tracking-wide text-muted uppercase">
          {section}
        </span>
      </span>
      <span className="mt-1 block text-sm text-muted">
        <MarkedExcerpt excerpt={hit.excerpt} />
      </span>
    </li>
  );
}
