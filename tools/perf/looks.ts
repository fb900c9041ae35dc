import { medianOf, overGuard, type Row, type Run } from './lighthouse-report';

/*
 * How `npm run perf` judges a page that reads over the guard: it looks again, beside the floor, for as
 * long as the page stays over, each look as long as all the page's runs so far (3, then 3 more, 6 more,
 * 12 more), up to `looks` times. The verdict rests on all the page's runs against all the floor's runs
 * around them, first look included: a look adds evidence, it does not replace what came before.
 *
 * Why more than one second look: a single Lighthouse run's TBT varies by 35-37 % on this kind of host
 * (coefficient of variation over 132 runs of the floor, issue 61) and two runs in a row hardly go
 * together (correlation 0.19). Resampling the floor's own runs as if they were a page's, a page that
 * blocks exactly as long as the floor breaks a 3-run guard with one second look 3.3 % of the time, so a
 * sitting of 88 such pages fails 95 % of the time; with looks that double while the page stays over, 0.1 %
 * and 4 %. A page really over is still caught: every one of 88 pages at 1.3x the floor's fails the sitting
 * either way. `e2e/unit/perf-guard.spec.ts` holds both figures to a synthetic host of the same spread.
 */

/** One more Lighthouse run of the page, and of the floor. */
export type Looker = { page: () => Run; floor: () => Run };

export type Verdict = {
  /** The page's row: all its runs, judged by all the floor's runs around them. */
  row: Row;
  /** The floor's runs taken beside the page's looks (for the sitting's figures). */
  floorLooks: Run[];
};

/**
 * Judges `row` against `around` (the floor's runs on either side of its group), looking again while it
 * is over the guard: the first further look has `firstLook` runs, each later one as many as the page
 * has by then, each page run after one of the floor's and one more of the floor's at the end of a look.
 * `onLook` sees the row after each look (the table prints it).
 */
export function judgePage(
  row: Row,
  around: Run[],
  { firstLook, looks }: { firstLook: number; looks: number },
  measure: Looker,
  onLook: (row: Row) => void = () => {},
): Verdict {
  let judged: Row = { ...row, floorTbt: medianOf(around, 'tbt') };
  const beside = [...around];
  const floorLooks: Run[] = [];
  for (let look = 0; look < looks && firstLook > 0 && overGuard(judged, judged.floorTbt!); look++) {
    const length = look === 0 ? firstLook : judged.runs.length;
    const pageRuns: Run[] = [];
    const floorRuns: Run[] = [];
    for (let i = 0; i < length; i++) {
      floorRuns.push(measure.floor());
      pageRuns.push(measure.page());
    }
    floorRuns.push(measure.floor());
    floorLooks.push(...floorRuns);
    beside.push(...floorRuns);
    judged = {
      ...judged,
      runs: [...judged.runs, ...pageRuns],
      floorTbt: medianOf(beside, 'tbt'),
      looks: (judged.looks ?? 0) + 1,
    };
    onLook(judged);
  }
  return { row: judged, floorLooks };
}
