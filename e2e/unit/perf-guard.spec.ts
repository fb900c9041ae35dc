import { expect, test } from '@playwright/test';
import {
  overGuard,
  printGuard,
  secondLooked,
  type Row,
  type Run,
} from '../../scripts/perf/lighthouse-report';
import { parseArgs } from '../../scripts/perf/pages';

/*
 * `npm run perf`'s guard (issue 61): each page's median TBT against the floor measured on either side of
 * its group of pages, 1.2x that or + 60 ms, whichever is more.
 */

const run = (tbt: number): Run => ({
  score: 90,
  fcp: 800,
  lcp: 900,
  tbt,
  cls: 0,
  jsKb: 125,
  benchmarkIndex: 1700,
});
const row = (path: string, tbts: number[], floorTbt?: number): Row => ({
  name: path,
  path,
  runs: tbts.map(run),
  ...(floorTbt === undefined ? {} : { floorTbt }),
});

// The guard prints its verdict: not wanted in the test's output.
const log = console.log;
test.beforeEach(() => {
  console.log = () => {};
});
test.afterEach(() => {
  console.log = log;
});

test('a page is judged by its own floor: the host slowed down for its group, so did the floor', () => {
  // Against the sitting's 300 ms floor (limit 360 ms) the 500 ms page would fail; its group's floor
  // read 450 ms (limit 540 ms).
  expect(printGuard([row('/', [480, 500, 520], 450)], 300)).toBe(true);
  // And the other way: a page measured while the host was fast is held to that floor.
  expect(printGuard([row('/ar/', [280, 290, 300], 200)], 300)).toBe(false);
});

test('the limit is 1.2x the floor, or the floor + 60 ms where that is more', () => {
  expect(printGuard([row('/', [360, 360, 360], 300)], 300)).toBe(true);
  expect(printGuard([row('/', [361, 361, 361], 300)], 300)).toBe(false);
  // A small floor: + 60 ms is the larger allowance.
  expect(printGuard([row('/', [160, 160, 160], 100)], 100)).toBe(true);
  expect(printGuard([row('/', [161, 161, 161], 100)], 100)).toBe(false);
  // A row without a floor of its own takes the sitting's.
  expect(printGuard([row('/', [361, 361, 361])], 300)).toBe(false);
});

test('--floor-every sets how many pages stand between two floors; 0 measures it once', () => {
  expect(parseArgs([]).floorEvery).toBe(4);
  expect(parseArgs(['--floor-every', '2']).floorEvery).toBe(2);
  expect(parseArgs(['--floor-every', '0']).floorEvery).toBe(0);
  expect(parseArgs(['--floor-every', '-3']).floorEvery).toBe(0);
});

test('a second look adds to the first: the verdict rests on all the page runs against all the floor runs', () => {
  const floor = (tbts: number[]) => tbts.map(run);
  const around = floor([200, 200, 200, 200, 200, 200]);
  // Over the guard at first (310 ms against a 200 ms floor: limit 260 ms) ...
  const first = row('/', [300, 310, 320], 200);
  expect(overGuard(first, 200)).toBe(true);
  // ... a second look beside the floor that reads as the floor does brings the median of the six to 250 ms.
  const again = secondLooked(first, floor([200, 200, 200]), [
    ...around,
    ...floor([190, 210, 200, 205]),
  ]);
  expect(again.runs).toHaveLength(6);
  expect(again.secondLook).toBe(3);
  expect(again.floorTbt).toBe(200);
  expect(printGuard([again], 200)).toBe(true);
  // A first look far over is not outvoted by a second look of as many runs.
  const far = secondLooked(row('/', [400, 400, 400], 200), floor([240, 240, 240]), around);
  expect(printGuard([far], 200)).toBe(false);
  // And the floor beside the second look counts: had it read faster, so is the limit lower.
  const fastHost = secondLooked(first, floor([200, 200, 200]), [
    ...around,
    ...floor([100, 100, 100, 100, 100, 100, 100]),
  ]);
  expect(printGuard([fastHost], 200)).toBe(false);
});

test('--second-look is as long as the first look unless told; 0 turns it off', () => {
  expect(parseArgs([]).secondLook).toBe(3);
  expect(parseArgs(['--runs', '5']).secondLook).toBe(5);
  expect(parseArgs(['--second-look', '0']).secondLook).toBe(0);
  expect(parseArgs(['--second-look', '4']).secondLook).toBe(4);
});
