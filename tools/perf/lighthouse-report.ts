import { median } from './median';

/*
 * The table `npm run perf` prints: one row per page as soon as its runs are done (the median of each
 * metric, TBT as a multiple of the floor's), the host's benchmarkIndex, then the guard's verdict.
 */

/** One Lighthouse run's figures. */
export type Run = {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsKb: number;
  benchmarkIndex: number;
};

/**
 * A page's runs; the floor's rows are marked. `floorTbt`: the floor's median TBT the page is judged by
 * (the floor measured on either side of its group of pages, and beside its second look if it had one).
 */
export type Row = {
  name: string;
  path: string;
  runs: Run[];
  floor?: boolean;
  floorTbt?: number;
  /** How many times the page was looked at again, over the guard at first (tools/perf/looks.ts). */
  looks?: number;
};

export const medianOf = (runs: Run[], key: keyof Run) => median(runs.map((r) => r[key]));

/** The guard: no page's TBT above 1.2x the floor's or the floor's + 60 ms, whichever is more (issue 61). */
const GUARD_FACTOR = 1.2;
const GUARD_MARGIN_MS = 60;
const tbtLimit = (floorTbt: number) =>
  Math.max(GUARD_FACTOR * floorTbt, floorTbt + GUARD_MARGIN_MS);

/** Whether a page's median TBT is above the guard's limit for its floor. */
export const overGuard = (row: Row, floorTbt: number) =>
  medianOf(row.runs, 'tbt') > tbtLimit(row.floorTbt ?? floorTbt);

/** TBT as a multiple of the floor's ("—" when there is no floor, or it read 0 ms). */
const multiple = (tbt: number, floorTbt: number | undefined) =>
  floorTbt === undefined ? '—' : floorTbt > 0 ? `${(tbt / floorTbt).toFixed(2)}x` : '—';

export function printRow({ name, path, runs, floor, looks }: Row, floorTbt: number | undefined) {
  const m = (key: keyof Run) => medianOf(runs, key);
  const label = floor
    ? `**${name}**`
    : `${name} (\`${path}\`)${looks ? `, all ${runs.length} runs after ${looks === 1 ? 'a second look' : `${looks} more looks`}` : ''}`;
  console.log(
    `| ${label} | ${m('score')} | ${Math.round(m('fcp'))} | ${Math.round(m('lcp'))} | ${Math.round(m('tbt'))} | ${multiple(m('tbt'), floorTbt)} | ${m('cls').toFixed(3)} | ${m('jsKb').toFixed(1)} | ${Math.round(m('benchmarkIndex'))} |`,
  );
}

/** What was measured and how (`title`), and the table's head. */
export function printHead(title: string) {
  console.log(
    [
      title,
      '',
      '| page | perf | FCP ms | LCP ms | TBT ms | TBT x floor | CLS | JS KB transferred | benchmarkIndex |',
      '|---|---|---|---|---|---|---|---|---|',
    ].join('\n'),
  );
}

/** The host's speed over the sitting, as Lighthouse measured it with each run. */
export function printBenchmarks(benchmarks: number[]) {
  console.log(
    `\nbenchmarkIndex median ${Math.round(median(benchmarks))} (min ${Math.round(Math.min(...benchmarks))}, max ${Math.round(Math.max(...benchmarks))})`,
  );
}

/**
 * The guard's verdict on the pages' rows, each against its own floor (`row.floorTbt`, else the sitting's
 * `floorTbt`): true when every page is within it.
 */
export function printGuard(rows: Row[], floorTbt: number): boolean {
  const floorOf = (row: Row) => row.floorTbt ?? floorTbt;
  const over = rows.filter((row) => overGuard(row, floorTbt));
  const floors = [...new Set(rows.map(floorOf))];
  const limits = floors.map((f) => Math.round(tbtLimit(f)));
  console.log(
    `\nGuard: TBT at most the floor's x ${GUARD_FACTOR} or + ${GUARD_MARGIN_MS} ms, whichever is more: ` +
      (floors.length === 1
        ? `${limits[0]} ms (the floor's ${Math.round(floors[0]!)} ms).`
        : `${Math.min(...limits)}-${Math.max(...limits)} ms, from the floor measured on either side of each page's group (${floors.map(Math.round).join(', ')} ms).`),
  );
  if (!over.length) {
    console.log(`All ${rows.length} pages are within the guard.`);
    return true;
  }
  console.log(`${over.length} of ${rows.length} pages break the guard:`);
  for (const row of over) {
    const tbt = medianOf(row.runs, 'tbt');
    const limit = tbtLimit(floorOf(row));
    console.log(
      `  - ${row.name} (${row.path}): TBT ${Math.round(tbt)} ms, ${multiple(tbt, floorOf(row))} its floor's, ${Math.round(tbt - limit)} ms over`,
    );
  }
  return false;
}
