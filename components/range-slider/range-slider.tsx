'use client';
// Client because the handles follow pointer, touch, keyboard and wheel. Radix's Slider gives the two
// thumbs (role="slider", aria values, dragging, arrows and Page keys); this file adds the spec's
// extras on top: ruler and labels (./range-parts.tsx), captions, wheel gestures, bar clicks, Home/End per handle and
// debounced callbacks. The value and gesture rules live in range-values.ts, and the
// values with their callbacks in the hook use-range-values.ts.
//
// Radix's slider joins once the page has hydrated. Its root and thumbs keep their elements in state
// from ref callbacks and measure the thumbs in a layout effect: updates React must render before the
// commit's task ends, and to render them it first runs every effect the commit left pending. Hydrated
// with the page, the slider made one task of the shop's hydration commit, every island's effects and
// the updates they make (79-123 ms at 4x CPU, the shop's longest after its first paint; issue 61).
// Until then the served bar stands in for it: the same bar and range, and no thumbs (Radix shows none
// before it has measured them either).
import * as Slider from '@radix-ui/react-slider';
import { useMemo, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { DIRECTION } from '@/content/locale';
import { useIslandWords } from '@/components/i18n/island-words';
import { useHydrated } from '@/components/islands/client-hooks';
import { useLocale } from '@/components/layout/theme-tree';
import { cn } from '@/components/ui/cn';
import {
  draggedValues,
  pointerValue,
  RANGE_DEFAULTS,
  barClick,
  formatRangeValue,
  handleToEnd,
  normaliseSettings,
  type Handle,
  type RangeResult,
} from './range-values';
import { PARTS, RangeScale, ServedBar } from './range-parts';
import { useRangeValues } from './use-range-values';

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
  const live = useHydrated();
  const [values, commit, root] = useRangeValues(s, minValue, maxValue, {
    wheel,
    disabled,
    onInput,
    onChange,
    live,
  });
  const trackRef = useRef<HTMLSpanElement>(null);

  const show = (value: number) => `${prefix}${formatRangeValue(value, s.step)}`;

  /** A press on the bar (not on a thumb): the nearest handle moves one step towards it. */
  const onPointerDown = (event: PointerEvent<HTMLSpanElement>) => {
    const target = event.target as HTMLElement;
    if (target.closest('[role="slider"]')) return;
    event.preventDefault(); // Radix would jump the nearest thumb to the pointer instead.
    const rect = trackRef.current?.getBoundingClientRect();
    if (disabled || !rect || rect.width === 0) return;
    commit(barClick(s, values, pointerValue(s, rect, event.clientX, direction)));
  };

  /** Home and End move the focused handle only, as far as the other handle lets it. */
  const onKeyDown = (event: KeyboardEvent<HTMLSpanElement>) => {
    if (event.key !== 'Home' && event.key !== 'End') return;
    const handle = (event.target as HTMLElement).dataset['handle'] as Handle | undefined;
    if (!handle) return;
    event.preventDefault();
    commit(handleToEnd(s, values, handle, event.key === 'Home' ? 'start' : 'end'));
  };

  const texts = labels && labels.length > 0 ? labels : [show(s.min), show(s.max)];
  return (
    // `dir` here too, so the ruler, the labels and the captions follow the slider's direction.
    <div dir={direction} className={cn('pt-9', disabled && 'opacity-60', className)}>
      {live ? (
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
          onValueChange={(next) => commit(draggedValues(s, values, next))}
          onPointerDown={onPointerDown}
          onKeyDown={onKeyDown}
          className={PARTS.bar}
        >
          <Slider.Track ref={trackRef} className={PARTS.track}>
            <Slider.Range className={PARTS.range} />
          </Slider.Track>
          {(['min', 'max'] as const).map((handle, i) => (
            <Slider.Thumb
              key={handle}
              data-handle={handle}
              aria-label={handle === 'min' ? (minName ?? t.minimum) : (maxName ?? t.maximum)}
              // Radix learns a thumb's value only once mounted; written here, the thumb has it at once.
              aria-valuemin={s.min}
              aria-valuenow={values[i]}
              aria-valuemax={s.max}
              aria-valuetext={show(values[i]!)}
              className={PARTS.thumb}
            >
              <span aria-hidden="true" className={PARTS.caption}>
                {(handle === 'min' ? minCaption : maxCaption) ?? show(values[i]!)}
              </span>
            </Slider.Thumb>
          ))}
        </Slider.Root>
      ) : (
        <ServedBar settings={s} values={values} />
      )}
      <RangeScale settings={s} ruler={ruler} subRules={subRules} texts={label ? texts : []} />
    </div>
  );
}
