import type { Page } from '@playwright/test';

/*
 * What `npm run perf -- --inp` runs inside the measured page: the observers that keep the Event Timing
 * entries and the long animation frames for the harness, and the reads and waits it evaluates there.
 */

/** One Event Timing entry, as the page hands it over. */
export type EventEntry = {
  entryType: string;
  name: string;
  startTime: number;
  duration: number;
  processingStart: number;
  processingEnd: number;
  interactionId: number;
  target: string;
};

/** A long animation frame (over 50 ms; Long Animation Frames API), as the page hands it over. */
export type LongFrame = {
  startTime: number;
  duration: number;
  renderStart: number;
  styleAndLayoutStart: number;
  scripts: {
    invoker: string;
    sourceURL: string;
    startTime: number;
    duration: number;
    /** Style and layout the script forced (reading layout after changing the DOM). */
    forcedStyleAndLayoutDuration: number;
  }[];
};

/**
 * Installed in every page before its own scripts: keeps the Event Timing entries for the harness in
 * `window.__eventEntries` (as EventEntry). Plain text rather than a function, so that nothing the
 * TypeScript loader adds to functions (esbuild's name helpers) reaches the page.
 */
export const OBSERVE_EVENTS = `(() => {
  const kept = (window.__eventEntries = []);
  // The control an event's target belongs to (an icon's path stands for its button), and its name.
  const describe = (node) => {
    if (!(node instanceof Element)) return '';
    const el = node.closest('button, a, input, select, textarea, label, [role]') || node;
    // A label's own words, not those of the control inside it (a select's options).
    const own = (label) =>
      Array.from(label.childNodes)
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent)
        .join(' ')
        .trim() || label.textContent;
    const label = el.labels && el.labels[0] ? own(el.labels[0]) : '';
    const name = (el.getAttribute('aria-label') || label || el.textContent || '').trim().slice(0, 30);
    return el.tagName.toLowerCase() + (name ? ' "' + name + '"' : '');
  };
  const keep = (list) => {
    for (const e of list.getEntries())
      kept.push({
        entryType: e.entryType,
        name: e.name,
        startTime: e.startTime,
        duration: e.duration,
        processingStart: e.processingStart,
        processingEnd: e.processingEnd,
        interactionId: e.interactionId || 0,
        target: describe(e.target),
      });
  };
  try {
    new PerformanceObserver(keep).observe({ type: 'event', durationThreshold: 16, buffered: true });
    new PerformanceObserver(keep).observe({ type: 'first-input', buffered: true });
  } catch (error) {
    // No Event Timing: nothing is kept, and the harness reports "<16".
  }
  // Long animation frames say what kept the main thread from answering (the "why" of a slow one).
  const frames = (window.__longFrames = []);
  try {
    new PerformanceObserver((list) => {
      for (const f of list.getEntries())
        frames.push({
          startTime: f.startTime,
          duration: f.duration,
          renderStart: f.renderStart,
          styleAndLayoutStart: f.styleAndLayoutStart,
          scripts: f.scripts.map((x) => ({
            invoker: x.invoker,
            sourceURL: x.sourceURL,
            startTime: x.startTime,
            duration: x.duration,
            forcedStyleAndLayoutDuration: x.forcedStyleAndLayoutDuration,
          })),
        });
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch (error) {
    // No Long Animation Frames API: the diagnosis column stays empty.
  }
})();`;

/** The entries of interactions (interactionId > 0) since `since` (the page's clock). */
export const entriesSince = (page: Page, since: number) =>
  page.evaluate(
    (t) =>
      ((window as unknown as { __eventEntries?: EventEntry[] }).__eventEntries ?? []).filter(
        (e) => e.interactionId > 0 && e.startTime >= t,
      ),
    since,
  );

/** Two frames, then an idle moment (at most 3 s): what was started by the load has had its turn. */
export const settle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 3000 })),
        ),
      ),
  );

/** The long animation frames the page has kept. */
export const longFrames = (page: Page) =>
  page.evaluate(() => (window as unknown as { __longFrames?: LongFrame[] }).__longFrames ?? []);
