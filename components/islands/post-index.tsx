'use client';
// Client because 'Load More' reveals posts in place and the search box filters them as the visitor
// types. The server renders the first posts; the rest are in a <noscript> list, so without
// JavaScript every post is on the page.
import {
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  useTransition,
  type ReactNode,
} from 'react';
import { buttonClass } from '@/components/ui/button-class';
import { cn } from '@/components/ui/cn';
import { useHydrated } from './client-hooks';

export type SearchTexts = {
  label: string;
  placeholder: string;
  submit: string;
  /** Contain `{count}` / `{query}`. */
  matches: string;
  one: string;
  none: string;
  clear: string;
};

/** The indices of the posts whose text holds every word of the query (all of them for no query). */
export function matching(texts: string[], query: string): number[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return texts.flatMap((text, i) => (words.every((word) => text.includes(word)) ? [i] : []));
}

/** The address bar's query does not change while the page is open. */
const noChange = () => () => {};

const fill = (template: string, count: number, query: string) =>
  template.replace('{count}', String(count)).replace('{query}', query.trim());

export function PostIndex({
  cards,
  texts,
  layout,
  initial,
  step,
  loadMore,
  search,
  sidebar,
}: {
  cards: ReactNode[];
  /** Per card, the lower-case text the search looks through. */
  texts: string[];
  layout: 'grid' | 'list';
  initial: number;
  step: number;
  loadMore: string;
  search: SearchTexts;
  sidebar: ReactNode;
}) {
  const [shown, setShown] = useState(initial);
  // What the visitor typed here; until then, a search sent from elsewhere as ?q=…
  const [typed, setQuery] = useState<string | null>(null);
  const sent = useSyncExternalStore(
    noChange,
    () => new URLSearchParams(window.location.search).get('q') ?? '',
    () => '',
  );
  const query = typed ?? sent;
  const list = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);
  const hydrated = useHydrated();
  const inputId = useId();

  // After 'Load More' removed itself, focus moves to the first post it revealed (its title's link).
  useEffect(() => {
    if (focusFrom.current === null) return;
    list.current?.children[focusFrom.current]?.querySelector<HTMLElement>(':is(h2, h3) a')?.focus();
    focusFrom.current = null;
  }, [shown]);

  // The field shows each key at once; the list follows in a render React may interrupt when the next
  // key comes, so typing never waits for posts to be laid out.
  const listed = useDeferredValue(query);
  const searching = listed.trim() !== '';
  const found = useMemo(() => matching(texts, listed), [texts, listed]);
  const visible = searching ? found : found.slice(0, shown);
  const more = !searching && shown < cards.length;

  // The posts a click reveals are drawn in a transition: the press paints at once and the new cards
  // follow a frame or two later, drawn in slices that keep the page answering. Drawn in the click's own
  // task, they held the next frame 216-256 ms on a phone-speed CPU (4x slower), the slowest answer of
  // the site (npm run perf -- --inp).
  const [, startTransition] = useTransition();
  function showMore() {
    const next = Math.min(cards.length, shown + step);
    if (next >= cards.length) focusFrom.current = shown;
    startTransition(() => setShown(next));
  }

  const listClass = cn('grid gap-6', layout === 'grid' && 'sm:grid-cols-2');
  return (
    <div className="grid items-start gap-12 lg:grid-cols-[1fr_20rem]" data-hydrated={hydrated}>
      <div>
        <p role="status" className={cn('text-muted', searching && 'mb-6')}>
          {searching &&
            (found.length === 0
              ? fill(search.none, 0, listed)
              : fill(found.length === 1 ? search.one : search.matches, found.length, listed))}
        </p>
        <ul ref={list} className={listClass}>
          {visible.map((i) => (
            <li key={i}>{cards[i]}</li>
          ))}
        </ul>
        {!hydrated && (
          <noscript>
            <ul className={cn(listClass, 'mt-6')}>
              {cards.slice(initial).map((card, i) => (
                <li key={i}>{card}</li>
              ))}
            </ul>
          </noscript>
        )}
        {more && (
          <div className="mt-10 text-center">
            <button type="button" onClick={showMore} className={buttonClass('outline')}>
              {loadMore}
            </button>
          </div>
        )}
        {searching && found.length === 0 && (
          <button
            type="button"
            onClick={() => setQuery('')}
            className={cn(buttonClass('outline'), 'mt-2')}
          >
            {search.clear}
          </button>
        )}
      </div>
      <aside className="space-y-10 lg:sticky lg:top-28">
        <form role="search" onSubmit={(event) => event.preventDefault()} className="grid gap-2">
          <label htmlFor={inputId} className="font-display text-lg font-semibold">
            {search.label}
          </label>
          <div className="flex gap-2">
            <input
              id={inputId}
              type="search"
              name="q"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={search.placeholder}
              className="min-h-11 w-full rounded-xl border border-line bg-page px-4 py-2 text-ink placeholder:text-muted"
            />
            <button type="submit" className={buttonClass('solid')}>
              {search.submit}
            </button>
          </div>
        </form>
        {sidebar}
      </aside>
    </div>
  );
}
