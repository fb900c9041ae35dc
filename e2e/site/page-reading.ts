import type { Page } from '@playwright/test';
import { heldRenderer, watchAnswers } from './held-renderer';

/*
 * What the sweep reads in a page as a visitor scrolls through it: layout shift from before the first
 * byte, the policy violations the page's own Content-Security-Policy reported, images that could not be
 * shown.
 */

type ShiftLog = { shifts: string[]; total: number };

/** From before the page's first byte: every layout shift not caused by input, with the elements it moved. */
export function recordShifts(page: Page) {
  return page.addInitScript(() => {
    const log: ShiftLog = { shifts: [], total: 0 };
    (window as unknown as { shiftLog: ShiftLog }).shiftLog = log;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node }[];
      })[]) {
        // A resize counts as input: the layout it moves is the new width's, not a shift.
        if (entry.hadRecentInput) continue;
        log.total += entry.value;
        const moved = entry.sources.map((source) => {
          const node = source.node;
          if (!(node instanceof Element)) return node?.nodeName ?? '?';
          return `${node.localName}${node.id ? `#${node.id}` : ''}.${[...node.classList].slice(0, 3).join('.')}`;
        });
        log.shifts.push(
          `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join(', ')}`,
        );
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift so far, and starts a new count. */
export function takeShifts(page: Page): Promise<ShiftLog> {
  return page.evaluate(() => {
    const log = (window as unknown as { shiftLog: ShiftLog }).shiftLog;
    const taken = { shifts: [...log.shifts], total: log.total };
    log.shifts.length = 0;
    log.total = 0;
    return taken;
  });
}

/**
 * From before the page's first byte: every violation of the page's Content-Security-Policy, as
 * "directive blocked-address". A page served with no header has only its own <meta> policy, and
 * anything it refuses is a part of the page that does not work.
 */
export function recordViolations(page: Page) {
  return page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { violations: string[] }).violations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
}

/** The policy violations of the page open now. */
export function violations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { violations: string[] }).violations);
}

/**
 * Scrolls from the top to the bottom a screen at a time, as a visitor flicking through would: at each
 * screen it waits a frame (lazy images and carousels start on the way) and for the images then in view
 * to load or fail (3 s at most) and be drawn, then goes back to the top. Returns each frame that did not
 * come within 250 ms: "<scroll position>, <document.visibilityState>, <ms since the page started>:
 * came after <n> ms" or ": never came".
 */
export async function scrollThrough(page: Page): Promise<string[]> {
  const reading = readByScrolling(page);
  const answers = watchAnswers(page);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tooLong = new Promise<'too long'>(
    (done) => (timer = setTimeout(() => done('too long'), TOO_LONG_MS)),
  );
  const first = await Promise.race([reading, answers.stopped, tooLong]);
  clearTimeout(timer);
  answers.stop();
  if (Array.isArray(first)) return first;
  // The page is closed after the failure: its answer, if one ever comes, is an error nobody waits for.
  reading.catch(() => {});
  if (first === 'stopped answering') throw await heldRenderer(page, 'during the scroll-through');
  throw new Error(
    `The scroll-through did not finish in ${TOO_LONG_MS / 1000} s, though the page answered`,
  );
}

/**
 * A scroll-through takes a few seconds (each screen waits 3 s at most for its images). One that takes 30
 * while the page still answers is stuck in its own waits: it fails then, instead of at the test's 60 s.
 */
const TOO_LONG_MS = 30_000;

function readByScrolling(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    // A frame, or 250 ms when none comes. A frame that never came held a page's check until its timeout
    // (60 s, on five pages of 2026-11-28's clean-clone runs, never in 420 local repeats). Chromium runs
    // no animation frame for a document it does not draw (hidden, or its compositor starved), and
    // nothing in a sweep's result depends on one: the wait is for lazy work to start. Each miss is
    // kept, with the document's visibility, and the sweep reports it, so a run that meets one again
    // says in which state the page was (issue 51).
    const missed: { at: string; late?: number }[] = [];
    const frame = () =>
      new Promise<void>((done) => {
        const asked = performance.now();
        let came = false;
        let miss: { at: string; late?: number } | undefined;
        requestAnimationFrame(() => {
          came = true;
          if (miss) miss.late = Math.round(performance.now() - asked);
          done();
        });
        setTimeout(() => {
          if (!came) {
            const at = `${Math.round(window.scrollY)} px, ${document.visibilityState}, ${Math.round(asked)} ms`;
            missed.push((miss = { at }));
          }
          done();
        }, 250);
      });
    const inView = (el: Element) => {
      const box = el.getBoundingClientRect();
      // Across too: an image on a carousel's next slide, off to the side, is not loaded until shown.
      return (
        box.bottom > 0 &&
        box.top < window.innerHeight &&
        box.right > 0 &&
        box.left < window.innerWidth &&
        box.width > 0
      );
    };
    const settle = async () => {
      await frame();
      const loading = [...document.images].filter((img) => !img.complete && inView(img));
      const loaded = Promise.all(
        loading.map(
          (img) =>
            new Promise((done) => {
              img.addEventListener('load', done, { once: true });
              img.addEventListener('error', done, { once: true });
            }),
        ),
      );
      // A cap, not a pause: an image that never answers is reported as a failed request instead.
      await Promise.race([loaded, new Promise((done) => setTimeout(done, 3_000))]);
      if (loading.length > 0) await frame();
    };
    // At most 200 screens: a page that kept growing as it was scrolled would otherwise never end.
    for (let y = 0, screens = 0; screens < 200; y += Math.max(1, window.innerHeight), screens++) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await settle();
      if (y + window.innerHeight >= document.documentElement.scrollHeight) break;
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    await frame();
    // A last frame's time for a late one to come.
    await new Promise((done) => setTimeout(done, missed.length > 0 ? 500 : 0));
    return missed.map(({ at, late }) =>
      late === undefined ? `${at}: never came` : `${at}: came after ${late} ms`,
    );
  });
}

/** Images the browser has finished with but could not show (a broken file or a wrong path). */
export function brokenImages(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.images]
      .filter((img) => img.complete && img.currentSrc !== '' && img.naturalWidth === 0)
      .map((img) => img.currentSrc),
  );
}
