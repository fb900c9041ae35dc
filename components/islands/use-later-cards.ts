// 'Load More' on a list of posts: the later pages' cards fetched as the visitor asks for them (each
// page's `cards.json` beside it, written by pipeline/post-cards.ts, a few KB each), once each, and drawn
// in a transition so that the press paints at once; focus moves to the first revealed post when the
// button goes away.
import { useEffect, useRef, useState, useTransition, type RefObject } from 'react';
import { CARDS_FILE, PAGE_SEGMENT } from '@/components/sections/post-pages';

/** The file beside a later page with its cards' HTML. */
const cardsUrl = (list: string, page: number) => `${list}${PAGE_SEGMENT}/${page}/${CARDS_FILE}`;

export function useLaterCards({
  size,
  rest,
  page,
  list,
  step,
  listRef,
}: {
  /** How many cards this page shows itself (every page of the list holds as many). */
  size: number;
  /** Posts from this page's first to the list's end. */
  rest: number;
  page: number;
  /** The list's page 1 in the visitor's tree, with its slash. */
  list: string;
  step: number;
  listRef: RefObject<HTMLUListElement | null>;
}) {
  const [shown, setShown] = useState(size);
  /** The later pages' cards fetched so far (HTML, in order). */
  const [fetched, setFetched] = useState<string[]>([]);
  const [failed, setFailed] = useState(false);
  const loading = useRef(false);
  const focusFrom = useRef<number | null>(null);

  // After 'Load More' removed itself, focus moves to the first post it revealed (its title's link).
  useEffect(() => {
    if (focusFrom.current === null) return;
    listRef.current?.children[focusFrom.current]
      ?.querySelector<HTMLElement>(':is(h2, h3) a')
      ?.focus();
    focusFrom.current = null;
  }, [shown, listRef]);

  // The posts a click reveals are drawn in a transition: the press paints at once and the new cards
  // follow a frame or two later (drawn in the click's own task, they held the next frame 216-256 ms on
  // a phone-speed CPU: npm run perf -- --inp). The pages they are on are fetched first, once each.
  const [, startTransition] = useTransition();
  async function showMore() {
    if (loading.current) return;
    const next = Math.min(rest, shown + step);
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

  /** The fetched cards now shown, after this page's own. */
  const revealed = fetched.slice(0, shown - size);
  return { shown, revealed, failed, showMore };
}
