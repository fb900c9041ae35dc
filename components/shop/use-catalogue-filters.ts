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

  // The address bar's filters, once the page is interactive (the static HTML shows the defaults).
  // The same filters keep the same state: an address without a query does not draw the whole catalogue
  // again straight after hydration (about 50 ms off its last long task at 4x CPU on /ar/shop/).
  useEffect(() => {
    const read = () => {
      const next = parseQuery(window.location.search, options);
      setFilters((current) => (sameFilters(current, next) ? current : next));
    };
    read();
    window.addEventListener('popstate', read);
    return () => window.removeEventListener('popstate', read);
  }, [options]);

  // The address bar follows the filters after the next paint: writing it goes through Next's router,
  // which is work the visitor's click or key should not wait for.
  const urlWrite = useRef<string | null>(null);
  const update = (change: Partial<Filters>) => {
    const next = changeFilters(filters, change);
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
