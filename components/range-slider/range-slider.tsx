'use client';
// Client because the handles follow pointer, touch, keyboard and wheel. Radix's Slider gives the two
// thumbs (role="slider", aria values, dragging, arrows and Page keys); this file adds the spec's
// extras on top: ruler and labels, captions, wheel gestures, bar clicks, Home/End per handle and
// debounced callbacks. The value rules live in range-values.ts.
import * as Slider from '@radix-ui/react-slider';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { DIRECTION } from '@/content/locale';
import { useIslandWords } from '@/components/i18n/island-words';
import { useLocale } from '@/components/layout/theme-tree';
import { cn } from '@/components/ui/cn';
import {
  RANGE_DEFAULTS,
  barClick,
  clampValues,
  formatRangeValue,
  handleToEnd,
  normaliseSettings,
  rulerMarks,
  wheelValues,
  type Handle,
  type RangeResult,
} from './range-values';

export type RangeSliderProps = {
  min?: number;
  max?: number;
  step?: number;
  minValue?: number;
  maxValue?: number;
  /** Let both handles hold the same value. */
  allowEqual?: boolean;
  ruler?: boolean;
  /** The minimum and maximum under the bar (or `labels`). */
  label?: boolean;
  /** Ten small marks per ruler segment. */
  subRules?: boolean;
  /** Shift/Ctrl + wheel moves the handles. */
  wheel?: boolean;
  disabled?: boolean;
  /** Text shown over a handle instead of its value. */
  minCaption?: string;
  maxCaption?: string;
  /** Labels spread under the bar instead of the minimum and maximum. */
  labels?: string[];
  /** The handles' accessible names. */
  minName?: string;
  maxName?: string;
  /** Written before every value shown or spoken, e.g. "$". */
  prefix?: string;
  /**
   * The reading direction, as Radix's `dir`: in right to left the minimum is on the right, the
   * ruler and labels run from the right, and the arrow keys follow what they point at (Left Arrow
   * raises). The page's direction when not given.
   */
  dir?: 'ltr' | 'rtl';
  /** Called 20 ms after the values last moved. */
  onInput?: (result: RangeResult) => void;
  /** Called 20 ms after the values last moved, or 100 ms after the last wheel gesture. */
  onChange?: (result: RangeResult) => void;
  className?: string;
};

const DEBOUNCE_MS = 20;
const WHEEL_HOLD_MS = 100;

export function RangeSlider({
  min,
  max,
  step,
  minValue = RANGE_DEFAULTS.minValue,
  maxValue = RANGE_DEFAULTS.maxValue,
  allowEqual,
  ruler = true,
  label = true,
  subRules = false,
  wheel = true,
  disabled = false,
  minCaption,
  maxCaption,
  labels,
  minName,
  maxName,
  prefix = '',
  dir,
  onInput,
  onChange,
  className,
}: RangeSliderProps) {
  const t = useIslandWords();
  const pageDirection = DIRECTION[useLocale()];
  const direction = dir ?? pageDirection;
  const s = useMemo(
    () => normaliseSettings({ min, max, step, allowEqual }),
    [min, max, step, allowEqual],
  );
  const [values, setValues] = useState(() => clampValues(s, minValue, maxValue));
  // The last values handed to onChange. The owner passes them back as its new value, and on a slow
  // device it may do so after the visitor has moved on (three quick presses of the arrow key: the
  // first one's value comes back after the third): that echo must not move the handles back.
  const [reported, setReported] = useState<readonly [number, number] | null>(null);
  // A new value from the owner (a reset, a shared link) replaces the handles' values.
  const [given, setGiven] = useState([minValue, maxValue, s] as const);
  if (given[0] !== minValue || given[1] !== maxValue || given[2] !== s) {
    setGiven([minValue, maxValue, s]);
    const echo = given[2] === s && reported?.[0] === minValue && reported[1] === maxValue;
    if (!echo) setValues(clampValues(s, minValue, maxValue));
  }

  const root = useRef<HTMLSpanElement>(null);
  const track = useRef<HTMLSpanElement>(null);
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

  const show = (value: number) => `${prefix}${formatRangeValue(value, s.step)}`;

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
      Math.max(DEBOUNCE_MS, t.wheelUntil - now),
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
  }, []);

  /** A press on the bar (not on a thumb): the nearest handle moves one step towards it. */
  const onPointerDown = (event: PointerEvent<HTMLSpanElement>) => {
    const target = event.target as HTMLElement;
    if (target.closest('[role="slider"]')) return;
    event.preventDefault(); // Radix would jump the nearest thumb to the pointer instead.
    const rect = track.current?.getBoundingClientRect();
    if (disabled || !rect || rect.width === 0) return;
    // The share of the bar from its start: the left end, or the right one in right to left.
    const fromStart = direction === 'rtl' ? rect.right - event.clientX : event.clientX - rect.left;
    const fraction = Math.min(1, Math.max(0, fromStart / rect.width));
    commit(barClick(s, values, s.min + fraction * (s.max - s.min)));
  };

  /** Home and End move the focused handle only, as far as the other handle lets it. */
  const onKeyDown = (event: KeyboardEvent<HTMLSpanElement>) => {
    if (event.key !== 'Home' && event.key !== 'End') return;
    const handle = (event.target as HTMLElement).dataset['handle'] as Handle | undefined;
    if (!handle) return;
    event.preventDefault();
    commit(handleToEnd(s, values, handle, event.key === 'Home' ? 'start' : 'end'));
  };

  const marks = ruler ? rulerMarks(s, subRules) : [];
  const texts = labels && labels.length > 0 ? labels : [show(s.min), show(s.max)];
  const thumb =
    'relative block size-6 rounded-full border-4 border-accent bg-page shadow transition-[box-shadow] hover:shadow-[0_0_0_6px_rgb(var(--color-accent)/0.2)] data-[disabled]:border-muted';
  const caption =
    'pointer-events-none absolute start-1/2 bottom-full mb-2 -translate-x-1/2 rtl:translate-x-1/2 rounded-md bg-raised px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-ink';

  return (
    // `dir` here too, so the ruler, the labels and the captions follow the slider's direction.
    <div dir={direction} className={cn('pt-9', disabled && 'opacity-60', className)}>
      <Slider.Root
        ref={root}
        dir={direction}
        min={s.min}
        max={s.max}
        step={s.step}
        minStepsBetweenThumbs={s.allowEqual ? 0 : 1}
        preserveThumbOrder
        value={values}
        disabled={disabled}
        onValueChange={(next) => {
          const [a = values[0], b = values[1]] = next;
          commit(clampValues(s, a, b, a !== values[0] ? 'min' : 'max'));
        }}
        onPointerDown={onPointerDown}
        onKeyDown={onKeyDown}
        className="relative flex h-6 touch-none items-center select-none"
      >
        <Slider.Track
          ref={track}
          className="relative h-1.5 grow cursor-pointer rounded-full bg-line"
        >
          <Slider.Range className="absolute h-full rounded-full bg-accent" />
        </Slider.Track>
        {(['min', 'max'] as const).map((handle, i) => (
          <Slider.Thumb
            key={handle}
            data-handle={handle}
            aria-label={handle === 'min' ? (minName ?? t.minimum) : (maxName ?? t.maximum)}
            // Radix learns a thumb's value only once mounted; written here, the served HTML has it too.
            aria-valuemin={s.min}
            aria-valuenow={values[i]}
            aria-valuemax={s.max}
            aria-valuetext={show(values[i]!)}
            className={thumb}
          >
            <span aria-hidden="true" className={caption}>
              {(handle === 'min' ? minCaption : maxCaption) ?? show(values[i]!)}
            </span>
          </Slider.Thumb>
        ))}
      </Slider.Root>
      {marks.length > 0 && (
        <div aria-hidden="true" className="relative mx-3 mt-2 h-2">
          {marks.map((mark) => (
            <span
              key={mark.at}
              className={cn('absolute top-0 w-px bg-muted/60', mark.major ? 'h-2' : 'h-1')}
              style={{ insetInlineStart: `${mark.at * 100}%` }}
            />
          ))}
        </div>
      )}
      {label && (
        <div aria-hidden="true" className="mt-1 flex justify-between text-xs text-muted">
          {texts.map((text) => (
            <span key={text}>{text}</span>
          ))}
        </div>
      )}
    </div>
  );
}
