'use client';
// Client because it listens to the whole document for link clicks and for the intent to follow one.
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { isSitePage, localeOf, treeOf } from '@/components/ui/tree-href';

/**
 * The site's links are server-rendered `<a>` elements with nothing to hydrate (components/ui/link).
 * This one listener gives them what next/link would give each of them: a page of the site opens
 * without a full reload, and its data is fetched when the visitor shows the intent to follow the link
 * (pointer over it, touch, keyboard focus), never merely because it scrolled into view.
 *
 * Left to the browser: modified clicks (new tab, download), other targets, other sites, files, a
 * change of hash on the same page (native anchor scrolling), and the other tree, whose root layout
 * needs a full load anyway. Before this island runs, every link works as a plain link.
 */
export function LinkRouter() {
  const router = useRouter();

  useEffect(() => {
    /** The site page an event's link leads to, as a path, or null when the browser should handle it. */
    const destination = (event: Event): string | null => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement)) return null;
      if (anchor.hasAttribute('download')) return null;
      if (anchor.target && anchor.target !== '_self') return null;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin || !isSitePage(url.pathname)) return null;
      // Another theme or language is another root layout: a full page load.
      if (treeOf(url.pathname) !== treeOf(window.location.pathname)) return null;
      if (localeOf(url.pathname) !== localeOf(window.location.pathname)) return null;
      const here = window.location;
      if (url.pathname === here.pathname && url.search === here.search && url.hash) return null;
      return url.pathname + url.search + url.hash;
    };

    const prefetched = new Set<string>();
    const prefetch = (event: Event) => {
      const path = destination(event)?.replace(/#.*$/, '');
      if (!path || prefetched.has(path)) return;
      prefetched.add(path);
      router.prefetch(path);
    };

    const click = (event: MouseEvent) => {
      // A widget has handled it already.
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const path = destination(event);
      if (!path) return;
      event.preventDefault();
      router.push(path);
    };

    const options = { passive: true, capture: true } as const;
    document.addEventListener('pointerover', prefetch, options);
    document.addEventListener('touchstart', prefetch, options);
    document.addEventListener('focusin', prefetch, options);
    // On window, so that it runs after React's own listeners on the document have had their say.
    window.addEventListener('click', click);
    // The page has hydrated (this effect runs after the whole page's commit): the paint-first loader
    // (pipeline/hydration/paint-first.ts) replays a button press it held while React was starting.
    document.documentElement.dataset.interactive = '';
    return () => {
      delete document.documentElement.dataset.interactive;
      document.removeEventListener('pointerover', prefetch, options);
      document.removeEventListener('touchstart', prefetch, options);
      document.removeEventListener('focusin', prefetch, options);
      window.removeEventListener('click', click);
    };
  }, [router]);

  return null;
}
