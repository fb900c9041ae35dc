// The blog's search box as the index island uses it (components/islands/post-index.tsx): the query
// (typed, or sent as ?q=), Pagefind asked for posts as the visitor types, and the hits drawn as cards.
// Client because the search runs in the browser; Pagefind and the index load at the first query, so a
// list page carries none of the posts' text (its size is the same at any number of posts).
import { useDeferredValue, useEffect, useState, useSyncExternalStore, type Ref } from 'react';
import { useLocale, useTree } from '@/components/layout/theme-tree';
import type { SearchHit } from '@/components/search/engine';
import { MarkedExcerpt } from '@/components/search/marked-excerpt';

/** The address bar's query does not change while the page is open. */
const noChange = () => () => {};

type Answer = { query: string; count: number; hits: SearchHit[] };

export type PostSearch = {
  /** What the field shows. */
  query: string;
  setQuery: (query: string) => void;
  /** The query the hits are for (it follows the field a render later). */
  listed: string;
  searching: boolean;
  /** The answer to `listed`, once in; `failed` when Pagefind could not be loaded. */
  result: Answer | 'failed' | null;
  /** `result` when it answers the query listed now (not an earlier one still shown). */
  found: Answer | null;
  /** Asks for `step` more hits of the current answer; null when every post it found is shown. */
  showMore: (() => void) | null;
};

/**
 * `step`: how many more hits Load More shows (the list's own step). The first answer holds a screen's
 * worth (the engine's MAX_RESULTS).
 */
export function usePostSearch(step: number): PostSearch {
  const tree = useTree();
  const locale = useLocale();
  // What the visitor typed here; until then, a search sent from elsewhere as ?q=…
  const [typed, setQuery] = useState<string | null>(null);
  const sent = useSyncExternalStore(
    noChange,
    () => new URLSearchParams(window.location.search).get('q') ?? '',
    () => '',
  );
  const query = typed ?? sent;
  // The field shows each key at once; the search follows the deferred value.
  const listed = useDeferredValue(query);
  const asked = listed.trim();
  const [result, setResult] = useState<PostSearch['result']>(null);
  // How many hits Load More asked for, for the query it was pressed under (a new query starts again).
  const [wanted, setWanted] = useState<{ query: string; limit: number } | null>(null);
  const limit = wanted?.query === asked ? wanted.limit : undefined;

  useEffect(() => {
    if (!asked) return;
    let current = true;
    import('@/components/search/engine')
      .then((engine) => engine.searchPosts(asked, tree, locale, limit))
      .then(
        (found) => current && setResult({ query: asked, ...found }),
        () => current && setResult('failed'),
      );
    return () => {
      current = false;
    };
  }, [asked, tree, locale, limit]);

  const found = result !== null && result !== 'failed' && result.query === asked ? result : null;
  const showMore =
    found && found.count > found.hits.length
      ? () => setWanted({ query: asked, limit: found.hits.length + step })
      : null;
  return { query, setQuery, listed, searching: asked !== '', result, found, showMore };
}

/** The posts a search found: title (a link to the post) and an excerpt with the matched words marked. */
export function SearchHits({
  hits,
  className,
  listRef,
}: {
  hits: SearchHit[];
  className: string;
  listRef?: Ref<HTMLUListElement>;
}) {
  return (
    <ul ref={listRef} className={className}>
      {hits.map((hit) => (
        <li key={hit.url}>
          <article className="relative flex h-full flex-col gap-3 rounded-2xl border border-line bg-surface p-6 transition-colors hover:border-accent">
            <h2 className="font-display text-xl font-semibold">
              <a href={hit.url} className="after:absolute after:inset-0 hover:text-accent">
                {hit.title}
              </a>
            </h2>
            <p className="text-muted">
              <MarkedExcerpt excerpt={hit.excerpt} />
            </p>
          </article>
        </li>
      ))}
    </ul>
  );
}
