import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import {
  RANGE_DEFAULTS,
  RANGE_ERROR,
  barClick,
  changeDelay,
  checkRange,
  clampValues,
  DEBOUNCE_MS,
  draggedValues,
  formatRangeValue,
  gapOf,
  handleToEnd,
  isEcho,
  normaliseSettings,
  pointerValue,
  stepHandle,
  wheelStep,
  wheelValues,
  WHEEL_HOLD_MS,
  type RangeSettings,
} from '../../components/range-slider/range-values';

/* The range slider's value rules (spec sections 5 and 9), on the pure module the widget uses. */

const shop: RangeSettings = { min: 0, max: 500, step: 5, allowEqual: false };
const start: [number, number] = [10, 400];

test('the evaluation check throws "maxValue is less than minValue" for an upper value below the lower', () => {
  expect(() => checkRange({ min: 0, max: 100, minValue: 60, maxValue: 40 })).toThrow(RANGE_ERROR);
  expect(RANGE_ERROR).toBe('maxValue is less than minValue');
  const equal = { min: 0, max: 100, minValue: 50, maxValue: 50 };
  expect(checkRange(equal)).toEqual(equal);
});

test('defaults are 0–100 in steps of 5 at 25–75, handles one step apart', () => {
  expect(RANGE_DEFAULTS).toMatchObject({ min: 0, max: 100, step: 5, minValue: 25, maxValue: 75 });
  const s = normaliseSettings({});
  expect(s).toEqual({ min: 0, max: 100, step: 5, allowEqual: false });
  expect(clampValues(s, RANGE_DEFAULTS.minValue, RANGE_DEFAULTS.maxValue)).toEqual([25, 75]);
});

test('keys: one step, ten steps, and Home/End stop at the other handle', () => {
  expect(stepHandle(shop, start, 'min', 1)).toEqual([15, 400]);
  expect(stepHandle(shop, start, 'max', -10)).toEqual([10, 350]);
  expect(stepHandle(shop, start, 'min', -10)).toEqual([0, 400]);
  expect(handleToEnd(shop, start, 'min', 'end')).toEqual([395, 400]);
  expect(handleToEnd(shop, start, 'max', 'start')).toEqual([10, 15]);
  expect(handleToEnd(shop, start, 'max', 'end')).toEqual([10, 500]);
  expect(handleToEnd({ ...shop, allowEqual: true }, start, 'min', 'end')).toEqual([400, 400]);
});

test('the wheel moves by 1 % of the range, at most 1: Shift the lower, Ctrl the upper, both both', () => {
  expect(wheelStep(shop)).toBe(1);
  expect(wheelStep({ ...shop, max: 50 })).toBe(0.5);
  expect(wheelValues(shop, start, { delta: -100, shift: true, ctrl: false })).toEqual([11, 400]);
  expect(wheelValues(shop, start, { delta: 100, shift: false, ctrl: true })).toEqual([10, 399]);
  expect(wheelValues(shop, start, { delta: -1, shift: true, ctrl: true })).toEqual([11, 401]);
  expect(wheelValues(shop, start, { delta: -1, shift: false, ctrl: false })).toEqual(start);
  // Both at the top: the upper cannot rise, so the lower stops one step below it.
  expect(wheelValues(shop, [495, 500], { delta: -1, shift: true, ctrl: true })).toEqual([495, 500]);
});

test('a click on the bar moves the nearest handle one step towards it', () => {
  expect(barClick(shop, start, 0)).toEqual([5, 400]);
  expect(barClick(shop, start, 100)).toEqual([15, 400]);
  expect(barClick(shop, start, 300)).toEqual([10, 395]);
  expect(barClick(shop, start, 480)).toEqual([10, 405]);
});

test('values show 2 decimals when the step has a decimal point', () => {
  expect(formatRangeValue(10, 0.5)).toBe('10.00');
  expect(formatRangeValue(12.5, 2.5)).toBe('12.50');
  expect(formatRangeValue(10, 5)).toBe('10');
  // A whole step shows the value without floating-point dust.
  expect(formatRangeValue(0.1 + 0.2, 1)).toBe('0.3');
});

test('bad settings and values are made usable, never thrown', () => {
  expect(normaliseSettings({ min: 100, max: 0, step: -3 })).toEqual({
    min: 0,
    max: 100,
    step: 100,
    allowEqual: false,
  });
  expect(normaliseSettings({ min: NaN, max: Infinity })).toMatchObject({ min: 0, max: 100 });
  expect(clampValues(shop, NaN, NaN)).toEqual([0, 500]);
  expect(clampValues(shop, 450, 20)).toEqual([450, 455]);
  expect(clampValues(shop, 450, 20, 'min')).toEqual([15, 20]);
});

/* ---- Gestures and timing ---- */

// A bar 200 px wide, from x = 100 to x = 300.
const bar = { left: 100, right: 300, width: 200 };

test('a press on the bar reads its value from the start of the bar, in either direction', () => {
  expect(pointerValue(shop, bar, 150, 'ltr')).toBe(125);
  expect(pointerValue(shop, bar, 150, 'rtl')).toBe(375);
  expect(pointerValue(shop, bar, 300, 'ltr')).toBe(500);
  expect(pointerValue(shop, bar, 300, 'rtl')).toBe(0);
  // A press just past either end counts as that end.
  expect(pointerValue(shop, bar, 40, 'ltr')).toBe(0);
  expect(pointerValue(shop, bar, 340, 'ltr')).toBe(500);
  expect(pointerValue({ ...shop, min: 100 }, bar, 200, 'ltr')).toBe(300);
});

test('a drag moves the handle whose value changed, which stops at the other one', () => {
  expect(draggedValues(shop, [10, 400], [50, 400])).toEqual([50, 400]);
  expect(draggedValues(shop, [10, 400], [10, 350])).toEqual([10, 350]);
  // The lower handle dragged past the upper stops a step below it; the upper stops a step above.
  expect(draggedValues(shop, [10, 400], [450, 400])).toEqual([395, 400]);
  expect(draggedValues(shop, [200, 400], [200, 100])).toEqual([200, 205]);
  // Values missing from Radix's list keep the handles where they are.
  expect(draggedValues(shop, [10, 400], [])).toEqual([10, 400]);
});

test('the owner handing back what onChange reported is an echo, anything else is a new value', () => {
  expect(isEcho(true, [20, 300], 20, 300)).toBe(true);
  expect(isEcho(true, [20, 300], 25, 300)).toBe(false);
  expect(isEcho(true, null, 20, 300)).toBe(false);
  // New settings (another range or step) always take the owner's value.
  expect(isEcho(false, [20, 300], 20, 300)).toBe(false);
});

test('onChange waits for the debounce, or for the wheel’s hold when that ends later', () => {
  expect(DEBOUNCE_MS).toBe(20);
  expect(changeDelay(1000, 0)).toBe(DEBOUNCE_MS);
  expect(changeDelay(1000, 1000 + WHEEL_HOLD_MS)).toBe(100);
  expect(changeDelay(1090, 1100)).toBe(DEBOUNCE_MS);
});

/* ---- Property-based: the invariants hold after any sequence of operations ---- */

const settingsArb = fc
  .record({
    min: fc.integer({ min: -1000, max: 1000 }),
    span: fc.integer({ min: 1, max: 2000 }),
    step: fc.constantFrom(0.25, 0.5, 1, 2, 5, 10, 25, 100),
    allowEqual: fc.boolean(),
  })
  .map(({ min, span, step, allowEqual }) =>
    normaliseSettings({ min, max: min + span, step, allowEqual }),
  );

const value = fc.oneof(
  fc.double({ min: -5000, max: 5000, noNaN: true }),
  fc.constantFrom(NaN, Infinity, -Infinity),
);
const handle = fc.constantFrom('min' as const, 'max' as const);

const operation = fc.oneof(
  fc.record({
    kind: fc.constant('step' as const),
    handle,
    steps: fc.integer({ min: -20, max: 20 }),
  }),
  fc.record({
    kind: fc.constant('end' as const),
    handle,
    end: fc.constantFrom('start' as const, 'end' as const),
  }),
  fc.record({
    kind: fc.constant('wheel' as const),
    delta: fc.integer({ min: -500, max: 500 }),
    shift: fc.boolean(),
    ctrl: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('bar' as const),
    at: fc.double({ min: -3000, max: 3000, noNaN: true }),
  }),
  fc.record({
    kind: fc.constant('set' as const),
    low: value,
    high: value,
    moved: fc.constantFrom('min' as const, 'max' as const, 'both' as const),
  }),
);

type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

function apply(s: RangeSettings, values: [number, number], op: Operation): [number, number] {
  switch (op.kind) {
    case 'step':
      return stepHandle(s, values, op.handle, op.steps);
    case 'end':
      return handleToEnd(s, values, op.handle, op.end);
    case 'wheel':
      return wheelValues(s, values, op);
    case 'bar':
      return barClick(s, values, op.at);
    case 'set':
      return clampValues(s, op.low, op.high, op.moved);
  }
}

test('10,000 random sequences keep both values in range, in order and a step apart', () => {
  fc.assert(
    fc.property(
      settingsArb,
      value,
      value,
      fc.array(operation, { maxLength: 30 }),
      (s, low, high, ops) => {
        let values = clampValues(s, low, high);
        for (const op of ops) {
          values = apply(s, values, op);
          const [a, b] = values;
          const valid =
            Number.isFinite(a) &&
            Number.isFinite(b) &&
            a >= s.min &&
            b <= s.max &&
            b - a >= gapOf(s) - 1e-9;
          if (!valid) return false;
          // The evaluation check never fires on values the module produced.
          checkRange({ min: s.min, max: s.max, minValue: a, maxValue: b });
          // Valid values are left alone.
          const again = clampValues(s, a, b);
          if (again[0] !== a || again[1] !== b) return false;
        }
        return true;
      },
    ),
    { numRuns: 10_000 },
  );
});
