/*
 * The pure half of `npm run check:main-thread` (scripts/main-thread.ts): a page's longest main-thread
 * task read from a Chromium trace, and the rule that judges it against the bare Next page's measured
 * in the same run. Unit-tested in e2e/unit/main-thread.spec.ts.
 */

/** The trace events read here (Chromium's JSON trace format; other fields are ignored). */
export type TraceEvent = {
  name?: string;
  ph?: string;
  pid?: number;
  tid?: number;
  /** Microseconds. */
  dur?: number;
  args?: { name?: string };
};

/** One turn of a thread's task loop, as the `toplevel` category names it (and as devtools does). */
const TASK_NAMES = new Set(['ThreadControllerImpl::RunTask', 'RunTask']);

/**
 * The longest task, in milliseconds, on any renderer main thread of the trace: a navigation may move the
 * tab to a new renderer process (the site's pages are served with Cross-Origin-Opener-Policy), so
 * every `CrRendererMain` counts. Throws when there is no such thread or no task on one: the trace was
 * not recorded as asked.
 */
export function longestTask(events: readonly TraceEvent[]): number {
  const mains = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  if (mains.size === 0)
    throw new Error('The trace names no renderer main thread (CrRendererMain).');
  let longest = -1;
  for (const e of events)
    if (e.ph === 'X' && TASK_NAMES.has(e.name ?? '') && mains.has(`${e.pid}:${e.tid}`))
      longest = Math.max(longest, (e.dur ?? 0) / 1000);
  if (longest < 0) throw new Error('The trace holds no task on a renderer main thread.');
  return longest;
}

export const median = (values: readonly number[]) => {
  if (values.length === 0) throw new Error('The median of no value');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * How far a page's longest task may go past the floor's (medians of one run). The floor's longest task
 * is the framework's start-up; a page's is that start-up with its hydration, or its first style and
 * layout, each a task of its own when nothing stacks work onto them. Set from four runs of 2026-11-29
 * after issue 61, on a busy host (single loads of the floor from 214 to 607 ms): the pages' medians
 * stood at 0.70-1.61x the floor's, the Arabic home highest (its first layout). The shop before issue
 * 61, whose islands re-rendered inside hydration's commit, ran a 671 ms task against the floor's
 * 280 ms: 2.4x.
 */
export const LIMIT_RATIO = 2;

export type Verdict = { ratio: number; limit: number; pass: boolean };

/** A page's median longest task judged against the floor's. */
export function judge(pageMs: number, floorMs: number): Verdict {
  if (!(floorMs > 0)) throw new Error(`The floor's longest task is ${floorMs} ms: no reference.`);
  const limit = LIMIT_RATIO * floorMs;
  return { ratio: pageMs / floorMs, limit, pass: pageMs <= limit };
}
