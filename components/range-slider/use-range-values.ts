// The range slider's values as a hook (range-slider.tsx keeps the markup and the bar and key gestures):
// the two values, a new value from the owner, the debounced callbacks and the wheel. The rules it
// applies are the pure range-values.ts.
import { useEffect, useRef, useState } from 'react';
import {
  changeDelay,
  DEBOUNCE_MS,
  isEcho,
  WHEEL_HOLD_MS,
  clampValues,
  wheelValues,
  type RangeResult,
  type RangeSettings,
} from './range-values';

/** What the hook needs of the slider's props besides its settings and the owner's values. */
type RangeOptions = {
  wheel: boolean;
  disabled: boolean;
  onInput?: (result: RangeResult) => void;
  onChange?: (result: RangeResult) => void;
  /** Whether the slider's root (the returned ref's element) is on the page yet. */
  live: boolean;
};

export function useRangeValues(
  s: RangeSettings,
  minValue: number,
  maxValue: number,
  options: RangeOptions,
) {
  const { wheel, disabled, onInput, onChange, live } = options;
  const [values, setValues] = useState(() => clampValues(s, minValue, maxValue));
  // The last values handed to onChange. The owner passes them back as its new value, and on a slow
  // device it may do so after the visitor has moved on (three quick presses of the arrow key: the
  // first one's value comes back after the third): that echo must not move the handles back.
  const [reported, setReported] = useState<readonly [number, number] | null>(null);
  // A new value from the owner (a reset, a shared link) replaces the handles' values.
  const [given, setGiven] = useState([minValue, maxValue, s] as const);
  if (given[0] !== minValue || given[1] !== maxValue || given[2] !== s) {
    setGiven([minValue, maxValue, s]);
    if (!isEcho(given[2] === s, reported, minValue, maxValue))
      setValues(clampValues(s, minValue, maxValue));
  }

  const root = useRef<HTMLSpanElement>(null);
  const timers = useRef<{ input?: number; change?: number; wheelUntil: number }>({ wheelUntil: 0 });
  const callbacks = useRef({ onInput, onChange });
  useEffect(() => {
    callbacks.current = { onInput, onChange };
  });
  useEffect(() => {
    const t = timers.current;
    return () => {
      window.clearTimeout(t.input);
      window.clearTimeout(t.change);
    };
  }, []);

  /** Takes new values from any gesture and schedules the callbacks. */
  const commit = (next: [number, number], fromWheel = false) => {
    if (disabled) return;
    setValues(next);
    const result: RangeResult = { min: s.min, max: s.max, minValue: next[0], maxValue: next[1] };
    const t = timers.current;
    window.clearTimeout(t.input);
    t.input = window.setTimeout(() => callbacks.current.onInput?.(result), DEBOUNCE_MS);
    const now = performance.now();
    if (fromWheel) t.wheelUntil = now + WHEEL_HOLD_MS;
    window.clearTimeout(t.change);
    t.change = window.setTimeout(
      () => {
        setReported([result.minValue, result.maxValue]);
        callbacks.current.onChange?.(result);
      },
      changeDelay(now, t.wheelUntil),
    );
  };

  // Wheel: a native listener, because React's is passive and Ctrl + wheel would zoom the page.
  const latest = useRef({ values, commit, s, wheel, disabled });
  useEffect(() => {
    latest.current = { values, commit, s, wheel, disabled };
  });
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const onWheel = (event: WheelEvent) => {
      const { values: v, commit: take, s: settings, wheel: on, disabled: off } = latest.current;
      if (!on || off || (!event.shiftKey && !event.ctrlKey)) return;
      event.preventDefault();
      // Chrome turns Shift + wheel into a horizontal scroll.
      const delta = event.deltaY || event.deltaX;
      const next = wheelValues(settings, v, {
        delta,
        shift: event.shiftKey,
        ctrl: event.ctrlKey,
      });
      take(next, true);
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [live]);

  return [values, commit, root] as const;
}
