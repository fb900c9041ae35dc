import { expect, test } from '@playwright/test';
import {
  barClick,
  clampValues,
  gapOf,
  isEcho,
  normaliseSettings,
  percentOf,
  rulerMarks,
  wheelValues,
  type RangeSettings,
} from '../../components/range-slider/range-values';

/*
 * The range slider's bar (components/range-slider/range-values.ts): where a value sits on it, its ruler,
 * and the edge cases of its settings and gestures that range-values.spec.ts does not reach.
 */

const shop: RangeSettings = { min: 0, max: 500, step: 5, allowEqual: false };
const equalAllowed: RangeSettings = { ...shop, allowEqual: true };

test('a value sits at its share of the range, from the range’s start', () => {
  expect(percentOf(shop, 125)).toBe(25);
  expect(percentOf(shop, 500)).toBe(100);
  expect(percentOf({ ...shop, min: 100, max: 300 }, 150)).toBe(25);
  // A range of one value (settings not normalised) puts everything at the start, not NaN.
  expect(percentOf({ ...shop, min: 7, max: 7 }, 7)).toBe(0);
});

test('the ruler has a major mark per step, ten minor ones between, or ten segments for many steps', () => {
  const quarters = { ...shop, max: 100, step: 25 };
  expect(rulerMarks(quarters, false)).toEqual([
    { at: 0, major: true },
    { at: 0.25, major: true },
    { at: 0.5, major: true },
    { at: 0.75, major: true },
    { at: 1, major: true },
  ]);
  const fine = rulerMarks(quarters, true);
  expect(fine).toHaveLength(41);
  expect(fine.filter((m) => m.major).map((m) => m.at)).toEqual([0, 0.25, 0.5, 0.75, 1]);
  expect(fine[1]).toEqual({ at: 0.025, major: false });
  // 20 steps still get a mark each; 21 or more, or less than one, get ten segments.
  expect(rulerMarks({ ...shop, max: 100, step: 5 }, false)).toHaveLength(21);
  expect(rulerMarks({ ...shop, max: 105, step: 5 }, false)).toHaveLength(11);
  expect(rulerMarks({ ...shop, max: 100, step: 100 }, false)).toHaveLength(2);
  expect(rulerMarks({ ...shop, max: 100, step: 1000 }, false)).toHaveLength(11);
  // The steps are counted over the range, wherever it starts.
  expect(rulerMarks({ ...shop, min: 100, max: 200, step: 25 }, false)).toHaveLength(5);
});

test('settings: one value becomes a range of one, a step too large or zero becomes the range', () => {
  expect(normaliseSettings({ min: 5, max: 5 })).toMatchObject({ min: 5, max: 6, step: 1 });
  expect(normaliseSettings({ min: 0, max: 50, step: 80 })).toMatchObject({ step: 50 });
  expect(normaliseSettings({ min: 0, max: 50, step: 50 })).toMatchObject({ step: 50 });
  expect(normaliseSettings({ min: 0, max: 50, step: 0 })).toMatchObject({ step: 50 });
  expect(normaliseSettings({ min: 0, max: 50, step: 0.5 })).toMatchObject({ step: 0.5 });
  expect(normaliseSettings({ min: 10, max: 60, step: 60 })).toMatchObject({ step: 50 });
  expect(normaliseSettings({ min: -20, max: -10 })).toMatchObject({ min: -20, max: -10 });
  expect(normaliseSettings({ allowEqual: true }).allowEqual).toBe(true);
});

test('the handles keep one step apart, or none when equal values are allowed', () => {
  expect(gapOf(shop)).toBe(5);
  expect(gapOf(equalAllowed)).toBe(0);
  // Unnormalised settings: the gap is never more than the whole range.
  expect(gapOf({ ...shop, max: 3 })).toBe(3);
  expect(clampValues(equalAllowed, 200, 200)).toEqual([200, 200]);
  expect(clampValues(shop, 200, 200)).toEqual([200, 205]);
  expect(clampValues(shop, 200, 200, 'min')).toEqual([195, 200]);
});

test('values come out without floating-point dust and never as minus zero', () => {
  const tenths: RangeSettings = { min: -1, max: 1, step: 0.1, allowEqual: false };
  expect(clampValues(tenths, 0.1 + 0.2, 0.7)).toEqual([0.3, 0.7]);
  const [low] = clampValues(tenths, -0, 0.5);
  expect(Object.is(low, 0)).toBe(true);
});

test('turning the wheel down with both keys moves the lower handle first', () => {
  // The lower handle goes first so the upper one may follow it down by the same amount.
  expect(wheelValues(shop, [10, 15], { delta: 100, shift: true, ctrl: true })).toEqual([9, 14]);
  // Up, the upper one goes first for the same reason.
  expect(wheelValues(shop, [10, 15], { delta: -100, shift: true, ctrl: true })).toEqual([11, 16]);
  // A range of 50 from 100: the wheel's step is 0.5 (1 % of 50).
  const narrow: RangeSettings = { min: 100, max: 150, step: 5, allowEqual: false };
  expect(wheelValues(narrow, [110, 140], { delta: -1, shift: true, ctrl: false })).toEqual([
    110.5, 140,
  ]);
  // A wheel that did not turn moves nothing, whatever the keys.
  expect(wheelValues(shop, [10, 400], { delta: 0, shift: true, ctrl: true })).toEqual([10, 400]);
  expect(wheelValues(shop, [10, 400], { delta: -1, shift: false, ctrl: true })).toEqual([10, 401]);
});

test('a click halfway between the handles moves the upper; on a handle, nothing moves', () => {
  expect(barClick(shop, [100, 200], 150)).toEqual([100, 195]);
  expect(barClick(shop, [100, 200], 149)).toEqual([105, 200]);
  expect(barClick(shop, [100, 200], 100)).toEqual([100, 200]);
  expect(barClick(shop, [100, 200], 200)).toEqual([100, 200]);
  // Handles at one value: a click below moves the lower down, a click above the upper up.
  expect(barClick(equalAllowed, [50, 50], 20)).toEqual([45, 50]);
  expect(barClick(equalAllowed, [50, 50], 80)).toEqual([50, 55]);
});

test('only the exact pair onChange reported is an echo', () => {
  expect(isEcho(true, [20, 300], 20, 305)).toBe(false);
  expect(isEcho(true, [20, 300], 20, 300)).toBe(true);
});
