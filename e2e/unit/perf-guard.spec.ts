import { expect, test } from '@playwright/test';
import { printGuard } from '../../tools/perf/lighthouse-report';
import { parseArgs } from '../../tools/perf/pages';
import { row } from './perf-runs';

/*
 * `npm run perf`'s guard (issue 61): each page's median TBT against the floor measured on either side of
 * its group of pages, 1.2x that or + 60 ms, whichever is more.
 */

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

test('--second-look is as long as the first look unless told; 0 turns it off', () => {
  expect(parseArgs([]).secondLook).toBe(3);
  expect(parseArgs(['--runs', '5']).secondLook).toBe(5);
  expect(parseArgs(['--second-look', '0']).secondLook).toBe(0);
  expect(parseArgs(['--second-look', '4']).secondLook).toBe(4);
});

test('--looks caps how many times a page over the guard is looked at again: 3 unless told', () => {
  expect(parseArgs([]).looks).toBe(3);
  expect(parseArgs(['--looks', '1']).looks).toBe(1);
  expect(parseArgs(['--looks', '-2']).looks).toBe(0);
});
