import { useSyncExternalStore } from 'react';

const REDUCE = '(prefers-reduced-motion: reduce)';

function subscribeToMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Whether the visitor asks for reduced motion, following changes to the setting. The server render and
 * hydration answer `true`, so nothing moves before the browser has said it may.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToMotion,
    () => window.matchMedia(REDUCE).matches,
    () => true,
  );
}

const never = () => () => {};

/**
 * False in the server render and during hydration, true once the island is interactive. Islands expose
 * it as `data-hydrated` so tests wait for it before clicking.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
