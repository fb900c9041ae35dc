import { startTransition, useEffect, useState } from 'react';

const REDUCE = '(prefers-reduced-motion: reduce)';

/**
 * Whether the page as a whole has hydrated: components/islands/link-router.tsx marks <html> once it has.
 * An island mounted after that (a page opened by the client router) is interactive from its first render.
 */
const pageInteractive = () =>
  typeof document !== 'undefined' && 'interactive' in document.documentElement.dataset;

/**
 * Whether the visitor asks for reduced motion, following changes to the setting. The server render and
 * hydration answer `true`, so nothing moves before the browser has said it may; the browser's answer
 * comes in a transition after hydration (see useHydrated), or at once in an island mounted later.
 */
export function useReducedMotion(): boolean {
  const [reduce, setReduce] = useState(
    () => !pageInteractive() || window.matchMedia(REDUCE).matches,
  );
  useEffect(() => {
    const query = window.matchMedia(REDUCE);
    const read = () => startTransition(() => setReduce(query.matches));
    read();
    query.addEventListener('change', read);
    return () => query.removeEventListener('change', read);
  }, []);
  return reduce;
}

/**
 * False in the server render and during hydration, true once the island is interactive. Islands expose
 * it as `data-hydrated` so tests wait for it before clicking.
 *
 * The switch to true is a transition, rendered after hydration in pieces the browser can interrupt. (A
 * store read through useSyncExternalStore, whose server value differs, makes React render every such
 * island again synchronously inside hydration's commit: 170 ms of one 450 ms task on the shop page with
 * the CPU slowed 4x; issue 61.)
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageInteractive);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
