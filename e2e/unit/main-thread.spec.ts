import { expect, test } from '@playwright/test';
import {
  LIMIT_RATIO,
  judge,
  judgeWithLook,
  LOOK_LOADS,
  longestTask,
  median,
  type TraceEvent,
} from '../../tools/perf/main-thread-limit';
import { scatteringHost } from './perf-runs';

/*
 * The rule of `npm run check:main-thread` (tools/main-thread.ts) on traces shaped as Chromium writes
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

/** Loads of the page and of the floor reading the given figures in turn, the last one again after. */
function scripted(page: number[], floor: number[]) {
  const taken = { page: 0, floor: 0 };
  const at = (values: number[], i: number) => values[Math.min(i, values.length - 1)]!;
  return {
    taken,
    again: {
      page: async () => at(page, taken.page++),
      floor: async () => at(floor, taken.floor++),
    },
  };
}

const floorOf6 = [250, 250, 250, 250, 250, 250];

test('a page within the limit is not loaded again', async () => {
  const { again, taken } = scripted([900], [250]);
  const verdict = await judgeWithLook({ page: [300, 520, 310], floor: floorOf6 }, again);
  expect(verdict).toMatchObject({ pass: true, looked: false });
  expect(taken).toEqual({ page: 0, floor: 0 });
});

test('a page over on its first loads is loaded again beside the floor, and judged on all its loads', async () => {
  const { again, taken } = scripted([300], [250]);
  const verdict = await judgeWithLook({ page: [510, 560, 300], floor: floorOf6 }, again);
  expect(taken).toEqual({ page: LOOK_LOADS, floor: LOOK_LOADS + 1 });
  expect(verdict.page.slice(0, 4)).toEqual([510, 560, 300, 300]);
  expect(verdict).toMatchObject({ pass: true, looked: true });
  // The look counts with the first loads: four loads over among seven keep the page over.
  const close = await judgeWithLook(
    { page: [510, 560, 600], floor: floorOf6 },
    scripted([300, 300, 600, 600], [250]).again,
    4,
  );
  expect(close.page).toHaveLength(7);
  expect(close).toMatchObject({ pass: false, looked: true });
});

test('a page that stays over fails after its look, and without a look on its first loads', async () => {
  // The shop before issue 61: a 671 ms task against the floor's 280 ms.
  const verdict = await judgeWithLook(
    { page: [671, 671, 671], floor: [280, 280] },
    scripted([671], [280]).again,
  );
  expect(verdict).toMatchObject({ pass: false, looked: true });
  const { again, taken } = scripted([300], [280]);
  expect(await judgeWithLook({ page: [671, 671, 671], floor: [280] }, again, 0)).toMatchObject({
    pass: false,
    looked: false,
  });
  expect(taken).toEqual({ page: 0, floor: 0 });
});

/** The share of checks, one page at each of `ratios` x the floor's longest task, that fail. */
async function failedChecks(ratios: number[], length: number, checks = 1000) {
  // One load's longest task scatters by about 40 % on these hosts (2026-11-30, 12 loads of the floor).
  const draw = scatteringHost(61, 0.4);
  const floorMs = 250;
  let failed = 0;
  for (let c = 0; c < checks; c++) {
    const floor = Array.from({ length: 6 }, () => draw(floorMs));
    let pass = true;
    for (const ratio of ratios) {
      const page = Array.from({ length: 3 }, () => draw(floorMs * ratio));
      const again = { page: async () => draw(floorMs * ratio), floor: async () => draw(floorMs) };
      pass = (await judgeWithLook({ page, floor }, again, length)).pass && pass;
    }
    if (!pass) failed++;
  }
  return failed / checks;
}

test("the site's page types pass on a scattering host; a page at 2.4x the floor is still caught", async () => {
  // The six page types stand at 1.25-1.5x the floor. On three loads alone, such a check often fails.
  const site = [1.5, 1.25, 1.3, 1.3, 1.45, 1.5];
  expect(await failedChecks(site, 0)).toBeGreaterThan(0.3);
  expect(await failedChecks(site, LOOK_LOADS)).toBeLessThan(0.04);
  // A page whose task is 2.4x the floor's fails about as often as with no look.
  const slow = await failedChecks([2.4], LOOK_LOADS);
  expect(slow).toBeGreaterThan(0.6);
  expect(slow).toBeGreaterThan((await failedChecks([2.4], 0)) - 0.1);
  expect(await failedChecks([3], LOOK_LOADS)).toBeGreaterThan(0.85);
});
