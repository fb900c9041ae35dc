// The site search dialog's behaviour, as two hooks (components/islands/site-search.tsx keeps the
// markup): useSearch starts Pagefind and asks it as the visitor types; useSearchDialog renders and opens
// the dialog from the button, a key or the phone menu. Each returns a tuple, as useState does, so the
// names of what it hands back are not shipped twice.
import { useEffect, useRef, useState } from 'react';
import { useLocale, useTree } from '@/components/layout/theme-tree';
import type { SearchHit } from '@/components/search/engine';
import { earlyQuery, isOpener, OPEN_EVENT, type EarlyKey } from './search-keys';

const engine = () => import('@/components/search/engine');

/**
 * The field's text, Pagefind's status, the results on screen and the active option, with `start`
 * (Pagefind, once) and `find` (the text typed).
 */
export function useSearch() {
  const locale = useLocale();
  const tree = useTree();
  const asked = useRef(0);
  /** Which search's results are on screen: a later one replaces them, an earlier one does not. */
  const shownAsk = useRef(0);
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<'idle' | 'loading' | 'ready' | 'failed'>('idle');
  const [hits, setHits] = useState<{ query: string; hits: SearchHit[] } | null>(null);
  const [active, setActive] = useState(-1);

  const start = () => {
    if (status === 'loading' || status === 'ready') return;
    setStatus('loading');
    engine()
      .then((search) => search.startSearch())
      .then(
        () => setStatus('ready'),
        () => setStatus('failed'),
      );
  };

  const find = (text: string) => {
    setQuery(text);
    setActive(-1);
    const ask = ++asked.current;
    if (!text.trim()) {
      shownAsk.current = ask;
      return setHits(null);
    }
    start();
    engine()
      .then((search) =>
        search.search(text, tree, locale, (found) => {
          // The newest answer yet is shown while a later one is on its way: results follow the typing.
          if (ask < shownAsk.current) return;
          shownAsk.current = ask;
          setHits({ query: text, hits: found });
        }),
      )
      .catch(() => ask === asked.current && setStatus('failed'));
  };

  return [query, status, hits, active, setActive, start, find] as const;
}

/**
 * The dialog's element and field, whether it is rendered yet, `open` (with text typed before it opened
 * and the element to return focus to) and the dialog's close handler, which returns focus there.
 */
export function useSearchDialog(query: string, start: () => void, find: (text: string) => void) {
  const dialog = useRef<HTMLDialogElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const returnTo = useRef<Element | null>(null);
  // The dialog is not in the served HTML (every page would carry its twenty elements): it is rendered at
  // the first opening, which then completes once it is on the page.
  const [rendered, setRendered] = useState(false);
  const pending = useRef<[string | undefined, Element | null | undefined] | null>(null);

  const open = (typed?: string, from?: Element | null) => {
    const box = dialog.current;
    if (!box) {
      pending.current = [typed, from ?? document.activeElement];
      setRendered(true);
      return;
    }
    if (!box.open) {
      returnTo.current = from ?? document.activeElement;
      box.showModal();
    }
    field.current?.focus();
    start();
    if (typed) find(query + typed);
  };

  useEffect(() => {
    if (!rendered || !pending.current) return;
    const [typed, from] = pending.current;
    pending.current = null;
    open(typed, from);
  });

  // `/` (outside a text field) or Ctrl+K / ⌘K opens the search; the phone menu's button asks by event.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (dialog.current?.open || !isOpener(event)) return;
      event.preventDefault();
      open();
    };
    const onAsk = (event: Event) => open(undefined, (event as CustomEvent<Element>).detail);
    document.addEventListener('keydown', onKeyDown);
    window.addEventListener(OPEN_EVENT, onAsk);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener(OPEN_EVENT, onAsk);
    };
  });

  // Keys pressed before the page started (recorded by the paint-first loader): an opener among them
  // opens the search with what was typed after it.
  useEffect(() => {
    const keys = (window as { earlyKeys?: EarlyKey[] }).earlyKeys;
    delete (window as { earlyKeys?: EarlyKey[] }).earlyKeys;
    const typed = keys && earlyQuery(keys);
    // The keys come from outside React (the loader), once, at start-up: opening the dialog with them
    // is this effect's one job.
    if (typed !== undefined) open(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onClose = () => {
    const back = returnTo.current;
    returnTo.current = null;
    if (back instanceof HTMLElement && back.isConnected) back.focus();
  };

  return [dialog, field, rendered, open, onClose] as const;
}
