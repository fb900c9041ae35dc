'use client';
// Client because 'Load More' reveals posts in place and the search box finds posts as the visitor
// types (a screen's worth of hits first, Load More showing more of them). The server renders this
// page's posts (./../sections/post-pages.ts: a page holds the first screen's worth) and the links to
// the other pages, which are what a visitor without JavaScript and a
// crawler follow; Load More fetches the next pages' cards (their `cards.json`, a few KB each), never
// the whole list.
import { useEffect, useId, useRef, useState, useTransition, type ReactNode } from 'react';
import { useIslandWords } from '@/components/i18n/island-words';
import { buttonClass } from '@/components/ui/button-class';
import { cn } from '@/components/ui/cn';
import { useHydrated } from './client-hooks';
import { CARDS_FILE, PAGE_SEGMENT } from '@/components/sections/post-pages';
import { SearchHits, usePostSearch } from './post-search';

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

/** The file beside a later page with its cards' HTML (scripts/post-cards.ts writes it). */
const cardsUrl = (list: string, page: number) => `${list}${PAGE_SEGMENT}/${page}/${CARDS_FILE}`;

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
  const [shown, setShown] = useState(cards.length);
  /** The later pages' cards fetched so far (HTML, in order). */
  const [fetched, setFetched] = useState<string[]>([]);
  const [failed, setFailed] = useState(false);
  const loading = useRef(false);
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
  const focusFrom = useRef<number | null>(null);
  const focusHitFrom = useRef<number | null>(null);
  const hydrated = useHydrated();
  const inputId = useId();

  // After 'Load More' removed itself, focus moves to the first post it revealed (its title's link).
  useEffect(() => {
    if (focusFrom.current === null) return;
    listRef.current?.children[focusFrom.current]
      ?.querySelector<HTMLElement>(':is(h2, h3) a')
      ?.focus();
    focusFrom.current = null;
  }, [shown]);

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

  // The posts a click reveals are drawn in a transition: the press paints at once and the new cards
  // follow a frame or two later (drawn in the click's own task, they held the next frame 216-256 ms on
  // a phone-speed CPU: npm run perf -- --inp). The pages they are on are fetched first, once each.
  const [, startTransition] = useTransition();
  async function showMore() {
    if (loading.current) return;
    const next = Math.min(rest, shown + step);
    const size = cards.length;
    const have = [...fetched];
    loading.current = true;
    try {
      while (size + have.length < next) {
        const later = page + 1 + Math.floor(have.length / size);
        const response = await fetch(cardsUrl(list, later));
        if (!response.ok) throw new Error(`${response.status} ${response.url}`);
        const html = (await response.json()) as string[];
        if (html.length === 0) break;
        have.push(...html);
      }
    } catch {
      loading.current = false;
      setFailed(true);
      return;
    }
    loading.current = false;
    const reached = Math.min(next, size + have.length);
    if (reached >= rest) focusFrom.current = shown;
    setFailed(false);
    startTransition(() => {
      setFetched(have);
      setShown(reached);
    });
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
            {fetched.slice(0, shown - cards.length).map((html, i) => (
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
            </button>
          </div>
        </form>
        {sidebar}
      </aside>
    </div>
  );
}
