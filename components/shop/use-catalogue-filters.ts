// The catalogue's filters as a hook (catalogue.tsx keeps the markup): read from the address bar once
// the page is interactive and on Back and Forward, and written back to it after each change. A tuple,
// as useState returns, so the names of what it hands back are not shipped twice.
import { useEffect, useRef, useState } from 'react';
import {
  changeFilters,
  defaultFilters,
  parseQuery,
  sameFilters,
  toQuery,
  type CatalogueOptions,
  type Filters,
} from './catalogue-query';

export function useCatalogueFilters(options: CatalogueOptions) {
  const [filters, setFilters] = useState<Filters>(() => defaultFilters(options));
  // The filters last asked for, rendered or not: a change builds on them, not on the last render's. The
  // paint-first loader replays what the visitor did before start-up as soon as the page has hydrated,
  // which can come before React has drawn the address bar's filters read just before it.
  const latest = useRef(filters);

  // The address bar's filters, once the page is interactive (the static HTML shows the defaults).
  // The same filters keep the same state: an address without a query does not draw the whole catalogue
  // again straight after hydration (about 50 ms off its last long task at 4x CPU on /ar/shop/).
  useEffect(() => {
    const read = () => {
      const next = parseQuery(window.location.search, options);
      if (sameFilters(latest.current, next)) return;
      latest.current = next;
      setFilters(next);
    };
    read();
    window.addEventListener('popstate', read);
    return () => window.removeEventListener('popstate', read);
  }, [options]);

  // The address bar follows the filters after the next paint: writing it goes through Next's router,
  // which is work the visitor's click or key should not wait for.
  const urlWrite = useRef<string | null>(null);
  /** Applies a change, given as the new values or as a function of the filters it changes. */
  const update = (change: Partial<Filters> | ((current: Filters) => Partial<Filters>)) => {
    const base = latest.current;
    const next = changeFilters(base, typeof change === 'function' ? change(base) : change);
    latest.current = next;
    setFilters(next);
    const pending = urlWrite.current !== null;
    const path = window.location.pathname;
    urlWrite.current = `${path}${toQuery(next, options)}${window.location.hash}`;
    if (pending) return;
    requestAnimationFrame(() =>
      setTimeout(() => {
        const url = urlWrite.current;
        urlWrite.current = null;
        // Not once the visitor has gone on to another page in the meantime.
        if (url !== null && window.location.pathname === path)
          window.history.replaceState(window.history.state, '', url);
      }),
    );
  };

  return [filters, update] as const;
}
