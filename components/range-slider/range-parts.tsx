// The range slider's drawn parts, without state: the classes of its bar, track, range, thumbs and
// captions; the bar served before the slider joins (the same bar and range, no thumbs); and the ruler
// and labels under the bar, for the eye only (the thumbs speak their own values).
import { cn } from '@/components/ui/cn';
import { percentOf, rulerMarks, type RangeSettings } from './range-values';

export const PARTS = {
  bar: 'relative flex h-6 touch-none items-center select-none',
  track: 'relative h-1.5 grow cursor-pointer rounded-full bg-line',
  range: 'absolute h-full rounded-full bg-accent',
  thumb:
    'relative block size-6 rounded-full border-4 border-accent bg-page shadow transition-[box-shadow] hover:shadow-[0_0_0_6px_rgb(var(--color-accent)/0.2)] data-[disabled]:border-muted',
  caption:
    'pointer-events-none absolute start-1/2 bottom-full mb-2 -translate-x-1/2 rtl:translate-x-1/2 rounded-md bg-raised px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-ink',
};

/** The bar as served, standing in for Radix's until the page has hydrated. */
export function ServedBar({
  settings,
  values,
}: {
  settings: RangeSettings;
  values: readonly [number, number];
}) {
  return (
    <span className={PARTS.bar}>
      <span className={PARTS.track}>
        <span
          className={PARTS.range}
          style={{
            insetInlineStart: `${percentOf(settings, values[0])}%`,
            insetInlineEnd: `${100 - percentOf(settings, values[1])}%`,
          }}
        />
      </span>
    </span>
  );
}

/** The ruler's marks and the words under the bar. */

export function RangeScale({
  settings,
  ruler,
  subRules,
  texts,
}: {
  settings: RangeSettings;
  /** Draw the ruler's marks (ten small ones per segment with `subRules`). */
  ruler: boolean;
  subRules: boolean;
  /** The words spread under the bar; none when empty. */
  texts: string[];
}) {
  const marks = ruler ? rulerMarks(settings, subRules) : [];
  return (
    <>
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
      {texts.length > 0 && (
        <div aria-hidden="true" className="mt-1 flex justify-between text-xs text-muted">
          {texts.map((text) => (
            <span key={text}>{text}</span>
          ))}
        </div>
      )}
    </>
  );
}
