/*
 * The two-handle range slider's value logic, pure (no React, no DOM): the widget (range-slider.tsx, with
 * its hook use-range-values.ts) and its unit tests use it. The rules are the spec's: the lower value stays within [min, max]; the
 * upper stays within the range and at least one step above the lower, unless equal values are allowed.
 */

export type RangeSettings = {
  min: number;
  max: number;
  step: number;
  /** Whether both handles may hold the same value (otherwise they stay one step apart). */
  allowEqual: boolean;
};

/** What the slider reports to its owner. */
export type RangeResult = { min: number; max: number; minValue: number; maxValue: number };

export type Handle = 'min' | 'max';

export const RANGE_DEFAULTS = {
  min: 0,
  max: 100,
  step: 5,
  minValue: 25,
  maxValue: 75,
  allowEqual: false,
} as const;

export const RANGE_ERROR = 'maxValue is less than minValue';

/** The spec's evaluation check: an upper value below the lower one is an error. */
export function checkRange(result: RangeResult): RangeResult {
  if (result.maxValue < result.minValue) throw new RangeError(RANGE_ERROR);
  return result;
}

const finite = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

/**
 * Settings any caller may hand over, made usable: finite numbers, max above min, a positive step no
 * larger than the range. Never throws.
 */
export function normaliseSettings(settings: Partial<RangeSettings>): RangeSettings {
  let min = finite(settings.min, RANGE_DEFAULTS.min);
  let max = finite(settings.max, RANGE_DEFAULTS.max);
  if (max < min) [min, max] = [max, min];
  if (max === min) max = min + 1;
  let step = finite(settings.step, RANGE_DEFAULTS.step);
  if (step <= 0 || step > max - min) step = max - min;
  return { min, max, step, allowEqual: settings.allowEqual ?? RANGE_DEFAULTS.allowEqual };
}

/** The least distance between the handles: one step, or none when equal values are allowed. */
export const gapOf = (s: RangeSettings) => (s.allowEqual ? 0 : Math.min(s.step, s.max - s.min));

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** Rounds away floating-point dust (0.1 + 0.2) without touching real decimals. */
const tidy = (value: number) => Math.round(value * 1e9) / 1e9 || 0;

/**
 * The two values made valid. `moved` is the handle the visitor moved: the other one is kept where it
 * is (if valid) and the moved one stops at it. Not-a-number values fall back to the range's ends.
 */
export function clampValues(
  s: RangeSettings,
  minValue: number,
  maxValue: number,
  moved: Handle | 'both' = 'both',
): [number, number] {
  const gap = gapOf(s);
  let low = finite(minValue, s.min);
  let high = finite(maxValue, s.max);
  if (moved === 'min') {
    high = clamp(high, s.min + gap, s.max);
    low = clamp(low, s.min, high - gap);
  } else {
    low = clamp(low, s.min, s.max - gap);
    high = clamp(high, low + gap, s.max);
  }
  return [tidy(low), tidy(high)];
}

/** Moves one handle by a number of steps (negative: down), then clamps. */
export function stepHandle(
  s: RangeSettings,
  values: readonly [number, number],
  handle: Handle,
  steps: number,
): [number, number] {
  const [low, high] = values;
  return handle === 'min'
    ? clampValues(s, low + steps * s.step, high, 'min')
    : clampValues(s, low, high + steps * s.step, 'max');
}

/** Home and End: the handle goes as far as it may (for the lower one, up to the upper one). */
export function handleToEnd(
  s: RangeSettings,
  values: readonly [number, number],
  handle: Handle,
  end: 'start' | 'end',
): [number, number] {
  const far = end === 'start' ? s.min : s.max;
  return handle === 'min'
    ? clampValues(s, far, values[1], 'min')
    : clampValues(s, values[0], far, 'max');
}

/** The wheel's step: 1 % of the range, at most 1. */
export const wheelStep = (s: RangeSettings) => Math.min(1, (s.max - s.min) / 100);

/**
 * A wheel gesture: with Shift it moves the lower handle, with Ctrl the upper, with both both; up
 * (negative delta) raises. Without a modifier nothing moves (the page scrolls).
 */
export function wheelValues(
  s: RangeSettings,
  values: readonly [number, number],
  gesture: { delta: number; shift: boolean; ctrl: boolean },
): [number, number] {
  if ((!gesture.shift && !gesture.ctrl) || gesture.delta === 0) return [values[0], values[1]];
  const by = (gesture.delta < 0 ? 1 : -1) * wheelStep(s);
  let [low, high] = values;
  const moveHigh = () => ([low, high] = clampValues(s, low, high + by, 'max'));
  const moveLow = () => ([low, high] = clampValues(s, low + by, high, 'min'));
  // Moving both, the handle in front goes first so the other one has room.
  const order =
    by > 0
      ? [gesture.ctrl && moveHigh, gesture.shift && moveLow]
      : [gesture.shift && moveLow, gesture.ctrl && moveHigh];
  for (const move of order) if (move) move();
  return [low, high];
}

/** A click on the bar at `value`: the nearest handle moves one step towards it. */
export function barClick(
  s: RangeSettings,
  values: readonly [number, number],
  value: number,
): [number, number] {
  const [low, high] = values;
  const handle: Handle =
    Math.abs(value - low) < Math.abs(value - high) || (value < low && low === high) ? 'min' : 'max';
  const from = handle === 'min' ? low : high;
  if (value === from) return [low, high];
  return stepHandle(s, values, handle, value > from ? 1 : -1);
}

/** A value as the slider shows it: 2 decimals when the step has a decimal point. */
export function formatRangeValue(value: number, step: number): string {
  return String(step).includes('.') ? value.toFixed(2) : String(tidy(value));
}

/** Where a value sits on the bar, in percent from its start (as Radix places the range and thumbs). */
export function percentOf(s: RangeSettings, value: number): number {
  return s.max === s.min ? 0 : ((value - s.min) / (s.max - s.min)) * 100;
}

/** The ruler's marks, as fractions of the bar: one per step, or ten segments when steps are many. */
export function rulerMarks(s: RangeSettings, subRules: boolean): { at: number; major: boolean }[] {
  const steps = Math.round((s.max - s.min) / s.step);
  const segments = steps >= 1 && steps <= 20 ? steps : 10;
  const per = subRules ? 10 : 1;
  return Array.from({ length: segments * per + 1 }, (_, i) => ({
    at: i / (segments * per),
    major: i % per === 0,
  }));
}

/* ---- Gestures and timing: where a press lands, what a drag moves, the owner's echo ---- */

/** onInput (and onChange, without a wheel gesture) is called this long after the values last moved. */
export const DEBOUNCE_MS = 20;
/** onChange waits this long after the last wheel gesture. */
export const WHEEL_HOLD_MS = 100;

/**
 * The value under a press at `clientX` on a bar spanning `box`: its share of the bar from the start (the
 * left end, or the right one in right to left), kept within the bar.
 */
export function pointerValue(
  s: RangeSettings,
  box: { left: number; right: number; width: number },
  clientX: number,
  direction: 'ltr' | 'rtl',
): number {
  const fromStart = direction === 'rtl' ? box.right - clientX : clientX - box.left;
  const fraction = Math.min(1, Math.max(0, fromStart / box.width));
  return s.min + fraction * (s.max - s.min);
}

/**
 * Radix's new values made valid: the handle whose value changed is the one moved, and it stops at the
 * other one. A missing value keeps the handle's current one.
 */
export function draggedValues(
  s: RangeSettings,
  values: readonly [number, number],
  next: readonly number[],
): [number, number] {
  const [a = values[0], b = values[1]] = next;
  return clampValues(s, a, b, a !== values[0] ? 'min' : 'max');
}

/**
 * Whether the owner's new value is only the echo of what onChange last reported (with the same
 * settings): the owner hands it back, perhaps after the visitor has moved on, and it must not move the
 * handles back.
 */
export const isEcho = (
  sameSettings: boolean,
  reported: readonly [number, number] | null,
  minValue: number,
  maxValue: number,
) => sameSettings && reported?.[0] === minValue && reported[1] === maxValue;

/** Milliseconds from `now` until onChange: the debounce, or the end of the wheel's hold if later. */
export const changeDelay = (now: number, wheelUntil: number) =>
  Math.max(DEBOUNCE_MS, wheelUntil - now);
