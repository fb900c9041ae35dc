import { expect, test } from '@playwright/test';
import {
  LIMIT_RATIO,
  judge,
  longestTask,
  median,
  type TraceEvent,
} from '../../scripts/perf/main-thread-limit';

/*
 * The rule of `npm run check:main-thread` (scripts/main-thread.ts) on traces shaped as Chromium writes
 * them: the longest task is found on whichever renderer main thread ran it, and a page is judged as a
 * multiple of the floor's figure.
 */

const thread = (pid: number, tid: number, name: string): TraceEvent => ({
  ph: 'M',
  name: 'thread_name',
  pid,
  tid,
  args: { name },
});
const task = (pid: number, tid: number, ms: number, name = 'ThreadControllerImpl::RunTask') => ({
  ph: 'X',
  name,
  pid,
  tid,
  dur: ms * 1000,
});

test('the longest task is read from every renderer main thread, and from no other thread', () => {
  const events = [
    thread(1, 1, 'CrBrowserMain'),
    thread(2, 7, 'CrRendererMain'),
    thread(3, 9, 'CrRendererMain'),
    thread(3, 10, 'Compositor'),
    // The browser's own work and a compositor's are not the page's main thread.
    task(1, 1, 900),
    task(3, 10, 800),
    // The blank tab's renderer, then the one the navigation moved to (the site sends COOP).
    task(2, 7, 40),
    task(3, 9, 120),
    task(3, 9, 310.5, 'RunTask'),
    // Not a task: a slice inside one.
    { ph: 'X', name: 'Layout', pid: 3, tid: 9, dur: 2_000_000 },
  ];
  expect(longestTask(events)).toBe(310.5);
});

test('a trace without a renderer main thread, or without a task on one, is an error', () => {
  expect(() => longestTask([thread(1, 1, 'CrBrowserMain'), task(1, 1, 50)])).toThrow(
    /no renderer main thread/,
  );
  expect(() => longestTask([thread(2, 7, 'CrRendererMain'), task(1, 1, 50)])).toThrow(/no task/);
});

test('a page passes up to the limit times the floor, and fails past it', () => {
  expect(judge(300, 300)).toEqual({ ratio: 1, limit: LIMIT_RATIO * 300, pass: true });
  expect(judge(LIMIT_RATIO * 250, 250).pass).toBe(true);
  expect(judge(LIMIT_RATIO * 250 + 1, 250).pass).toBe(false);
  // The shop's task before issue 61: 671 ms against the floor's 280 ms.
  expect(judge(671, 280).pass).toBe(false);
  expect(() => judge(300, 0)).toThrow(/no reference/);
});

test('the median of an odd and an even number of loads', () => {
  expect(median([5, 1, 3])).toBe(3);
  expect(median([4, 1, 3, 2])).toBe(2.5);
  expect(() => median([])).toThrow();
});
