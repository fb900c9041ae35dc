import { median } from './median';
import type { EventEntry, LongFrame } from './inp-page';
import { DESKTOP, PHONE, type Scenario } from './inp-scenario';

/*
 * The table `npm run perf -- --inp` prints: one row per interaction as soon as its runs are done (the
 * median and the maximum, the slowest event's parts, what the main thread did meanwhile), then the
 * verdict against the budget.
 */

/** What an interaction may take: the "good" INP threshold. */
export const BUDGET_MS = 100;

/** One run of an interaction. */
export type Measured = {
  latency: number;
  /** The entry that set the latency, if there was one. */
  worst?: EventEntry;
  /** What the main thread did in the long frames during that entry. */
  mainThread: string;
  interactions: number;
};

export type Result = { scenario: Scenario; runs: Measured[]; error?: string };

/**
 * What the main thread did during an entry, from the long frames that overlap it: the script time (and
 * the longest script, by what invoked it and its file, with the style and layout it forced) and the
 * rendering time (style, layout, paint).
 * "no long frame" means no frame over 50 ms: the time went to short tasks or off the main thread.
 */
export function mainThreadDuring(entry: EventEntry | undefined, frames: LongFrame[]): string {
  if (!entry) return '—';
  const from = entry.startTime;
  const to = entry.startTime + entry.duration;
  const overlapping = frames.filter((f) => f.startTime < to && f.startTime + f.duration > from);
  if (!overlapping.length) return 'no long frame';
  const scripts = overlapping
    .flatMap((f) => f.scripts)
    .filter((x) => x.startTime < to && x.startTime + x.duration > from);
  const scriptMs = scripts.reduce((sum, x) => sum + x.duration, 0);
  const renderMs = overlapping
    .filter((f) => f.renderStart > 0)
    .reduce((sum, f) => sum + (f.startTime + f.duration - f.styleAndLayoutStart), 0);
  const top = scripts.reduce<(typeof scripts)[number] | undefined>(
    (a, x) => (!a || x.duration > a.duration ? x : a),
    undefined,
  );
  const file = top?.sourceURL.split('/').at(-1) ?? '';
  const topText = top
    ? ` (longest ${Math.round(top.duration)}: ${top.invoker.slice(0, 40)}${file ? ` in ${file}` : ''}${
        top.forcedStyleAndLayoutDuration >= 1
          ? `, of which forced style/layout ${Math.round(top.forcedStyleAndLayoutDuration)}`
          : ''
      })`
    : '';
  return `scripts ${Math.round(scriptMs)}${topText}, rendering ${Math.round(renderMs)}`;
}
const ms = (value: number) => (value > 0 ? String(Math.round(value)) : '<16');

/** The slowest entry as input delay + event handlers + until the next paint. */
const breakdown = (e: EventEntry | undefined) =>
  e
    ? `${e.name} on ${e.target || '(removed)'}: ${Math.round(e.processingStart - e.startTime)} + ${Math.round(e.processingEnd - e.processingStart)} + ${Math.round(e.startTime + e.duration - e.processingEnd)}`
    : '—';

/** What was measured and how, and the table's head. */
export function printHeader(chromium: string, cpuSlowdown: number, runs: number) {
  console.log(
    [
      `Interaction latency (Event Timing, as INP): Chromium ${chromium}, CPU slowed ${cpuSlowdown}x, ` +
        `${runs} runs each on a fresh page load, median and max; budget ${BUDGET_MS} ms.`,
      `Viewport ${DESKTOP.width}x${DESKTOP.height} unless marked (phone: ${PHONE.width}x${PHONE.height}). ` +
        'Slowest event: input delay + handlers + until the next paint, ms. Main thread: script and rendering ' +
        'time in the long animation frames (over 50 ms) during that event; the rest went to short tasks or ' +
        'off the main thread (raster, compositing).',
      '',
      '| interaction | page | median ms | max ms | slowest event (run with the max) | main thread in its long frames, ms | result |',
      '|---|---|---|---|---|---|---|',
    ].join('\n'),
  );
}

/** One interaction's row: its figures, or the error that stopped it. */
export function printRow({ scenario, runs, error }: Result) {
  const label = `${scenario.name}${scenario.viewport === 'phone' ? ' (phone)' : ''}`;
  if (error) {
    console.log(`| ${label} | \`${scenario.path}\` | — | — | ${error} | — | ERROR |`);
    return;
  }
  const latencies = runs.map((r) => r.latency);
  const worstRun = runs.reduce((a, r) => (r.latency > a.latency ? r : a));
  const mid = median(latencies);
  console.log(
    `| ${label} | \`${scenario.path}\` | ${ms(mid)} | ${ms(Math.max(...latencies))} | ${breakdown(worstRun.worst)}${worstRun.interactions > 1 ? ` (slowest of ${worstRun.interactions} interactions)` : ''} | ${worstRun.mainThread} | ${mid > BUDGET_MS ? 'SLOW' : 'OK'} |`,
  );
}

/** The closing line; true when every interaction ran and its median is within the budget. */
export function printVerdict(results: Result[]): boolean {
  const slow = results.filter((r) => !r.error && median(r.runs.map((m) => m.latency)) > BUDGET_MS);
  const failed = results.filter((r) => r.error);
  console.log(
    `\n${results.length - slow.length - failed.length} of ${results.length} interactions within ${BUDGET_MS} ms` +
      (slow.length ? `; slow: ${slow.map((r) => r.scenario.name).join(', ')}` : '') +
      (failed.length ? `; could not run: ${failed.map((r) => r.scenario.name).join(', ')}` : ''),
  );
  return !slow.length && !failed.length;
}
