'use client';
// Client because 'Load More' reveals posts in place and the search box finds posts as the visitor
// types (a screen's worth of hits first, Load More showing more of them). The server renders this
// page's posts (./../sections/post-pages.ts: a page holds the first screen's worth) and the links to
// the other pages, which are what a visitor without JavaScript and a
// crawler follow; Load More fetches the next pages' cards (./use-later-cards.ts), never the whole list.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useIslandWords } from '@/components/i18n/island-words';
import { buttonClass } from '@/components/ui/button-class';
import { cn } from '@/components/ui/cn';
import { useHydrated } from './client-hooks';
import { SearchHits, usePostSearch } from './post-search';
import { useLaterCards } from './use-later-cards';

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

const fill = (template: string, count: number, query: string) =>
  template.replace('{count}', String(count)).replace('{query}', query.trim());

export function PostIndex({
  cards,
  rest,
  page,
  list,
  layout,
  step,
  loadMore,
  search,
  pagination,
  sidebar,
}: {
  /** This page's posts. */
  cards: ReactNode[];
  /** Posts from this page's first to the list's end (this page's and every later page's). */
  rest: number;
  page: number;
  /** The list's page 1 in the visitor's tree, with its slash: '/light/blog/'. */
  list: string;
  layout: 'grid' | 'list';
  step: number;
  loadMore: string;
  search: SearchTexts;
  pagination: ReactNode;
  sidebar: ReactNode;
}) {
  const words = useIslandWords();
  const {
    query,
    setQuery,
    listed,
    searching,
    result,
    found,
    showMore: showMoreHits,
  } = usePostSearch(step);
  const listRef = useRef<HTMLUListElement>(null);
  const hitsRef = useRef<HTMLUListElement>(null);
  const focusHitFrom = useRef<number | null>(null);
  const hydrated = useHydrated();
  const inputId = useId();
  const { shown, revealed, failed, showMore } = useLaterCards({
    size: cards.length,
    rest,
    page,
    list,
    step,
    listRef,
  });

  const more = !searching && shown < rest;

  // The same for the hits of a search: when their last Load More removed the button.
  const hitCount = found?.hits.length ?? 0;
  useEffect(() => {
    if (focusHitFrom.current === null || hitCount <= focusHitFrom.current || showMoreHits) return;
    hitsRef.current?.children[focusHitFrom.current]?.querySelector<HTMLElement>('h2 a')?.focus();
    focusHitFrom.current = null;
  }, [hitCount, showMoreHits]);
  function moreHits() {
    focusHitFrom.current = hitCount;
    showMoreHits?.();
  }

  const listClass = cn('grid gap-6', layout === 'grid' && 'sm:grid-cols-2');
  return (
    <div className="grid items-start gap-12 lg:grid-cols-[1fr_20rem]" data-hydrated={hydrated}>
      <div>
        <p role="status" className={cn('text-muted', searching && 'mb-6')}>
          {searching &&
            (result === 'failed'
              ? words.postSearchFailed
              : found &&
                (found.count === 0
                  ? fill(search.none, 0, listed)
                  : fill(found.count === 1 ? search.one : search.matches, found.count, listed)))}
          {!searching && failed && words.postsFailed}
        </p>
        {searching ? (
          found && <SearchHits hits={found.hits} className={listClass} listRef={hitsRef} />
        ) : (
          <ul ref={listRef} className={listClass} data-post-cards="">
            {cards.map((card, i) => (
              <li key={i}>{card}</li>
            ))}
            {revealed.map((html, i) => (
              // The card as the later page's own HTML has it (same tree, same language).
              <li key={cards.length + i} dangerouslySetInnerHTML={{ __html: html }} />
            ))}
          </ul>
        )}
        {(more || (searching && found && showMoreHits)) && (
          <div className="mt-10 text-center">
            <button
              type="button"
              onClick={searching ? moreHits : showMore}
              className={buttonClass('outline')}
            >
              {loadMore}
            </button>
          </div>
        )}
        {searching && found?.count === 0 && (
          <button
            type="button"
            onClick={() => setQuery('')}
            className={cn(buttonClass('outline'), 'mt-2')}
          >
            {search.clear}
          </button>
        )}
        {pagination}
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
            {/* Its label whole beside the box (the box gives way), up to half the row. */}
            <button type="submit" className={cn(buttonClass('solid'), 'max-w-1/2 shrink-0')}>
              {search.submit}
              {/* Heard apart from the header's Search, which opens the site's search. */}
              <span className="sr-only"> – {search.label}</span>
            </button>
          </div>
        </form>
        {sidebar}
      </aside>
    </div>
  );
}
