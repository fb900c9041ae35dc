'use client';
// Client because it lets the page's later sections into layout, a few at a time, after start-up.
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { DEFERRED_SELECTOR, LAID_OUT_ATTRIBUTE, SLICE_MS } from './layout-release-names';

/**
 * A phone's first layout of a long page is one long task (the digital home's: 70-90 ms at full speed,
 * 140-190 ms in Lighthouse's simulation of a mid-range phone). With the off-screen boxes left out, the
 * first screen is laid out alone; here the rest follows after start-up, top to bottom, in tasks of about
 * SLICE_MS that a tap can come between (a box that takes longer has its task to itself).
 *
 * Until then a deferred box has a stand-in height. A jump computed from it would land in the wrong place
 * once the real heights arrive: an instant jump is kept in place by the browser's scroll anchoring, a
 * smooth one is not (its end point is fixed when it starts), so smooth scrolling waits for the last box
 * (LAID_OUT_ATTRIBUTE). Before start-up the paint-first loader lays every box out at once ahead of a
 * jump the browser makes (a fragment, an in-page link, End: pipeline/hydration/paint-first.ts). A page
 * opened by the client router starts over with its new sections.
 */
export function LayoutRelease() {
  const pathname = usePathname();

  useEffect(() => {
    const root = document.documentElement;
    // A page opened at a fragment is laid out at once, so that the jump to it lands where it should.
    if (window.location.hash) {
      for (const box of document.querySelectorAll(DEFERRED_SELECTOR))
        box.setAttribute('data-shown', '');
      return root.setAttribute(LAID_OUT_ATTRIBUTE, '');
    }
    root.removeAttribute(LAID_OUT_ATTRIBUTE);
    let timer = 0;
    const slice = () => {
      const start = performance.now();
      for (let box = document.querySelector(DEFERRED_SELECTOR); box;) {
        box.setAttribute('data-shown', '');
        // Laid out now, in this task, so that the time it takes is counted here.
        void (box as HTMLElement).offsetHeight;
        box = document.querySelector(DEFERRED_SELECTOR);
        if (box && performance.now() - start > SLICE_MS) {
          timer = window.setTimeout(slice);
          return;
        }
      }
      root.setAttribute(LAID_OUT_ATTRIBUTE, '');
    };
    timer = window.setTimeout(slice);
    return () => clearTimeout(timer);
  }, [pathname]);

  return null;
}
