'use client';
// Client because choosing a tab shows its panel (APG tabs with automatic activation).
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { DIRECTION } from '@/content/locale';
import { useLocale } from '@/components/layout/theme-tree';
import { cn } from '@/components/ui/cn';
import { useHydrated } from './client-hooks';

/**
 * Tabs: a `tablist` of buttons and one `tabpanel` per tab, rendered on the server. Arrow keys move
 * between tabs (wrapping) in the direction they point, so in right-to-left pages, where the tabs run
 * from the right, Left Arrow goes to the next one; Home and End go to the first and last; the focused
 * tab is shown at once.
 */
export function Tabs({
  label,
  tabs,
  panels,
  initial = 0,
}: {
  label: string;
  tabs: string[];
  panels: ReactNode[];
  initial?: number;
}) {
  const [selected, setSelected] = useState(Math.min(Math.max(0, initial), tabs.length - 1));
  const hydrated = useHydrated();
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const rtl = DIRECTION[useLocale()] === 'rtl';
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const back = rtl ? 'ArrowRight' : 'ArrowLeft';

  const select = (index: number) => {
    setSelected(index);
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[index]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const last = tabs.length - 1;
    const next =
      event.key === forward
        ? selected === last
          ? 0
          : selected + 1
        : event.key === back
          ? selected === 0
            ? last
            : selected - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    select(next);
  };

  return (
    <div data-hydrated={hydrated}>
      <div
        ref={list}
        role="tablist"
        aria-label={label}
        className="flex flex-wrap gap-2 border-b border-line"
      >
        {tabs.map((tab, i) => (
          <button
            key={tab}
            type="button"
            role="tab"
            id={`${id}-tab${i}`}
            aria-selected={i === selected}
            aria-controls={`${id}-panel${i}`}
            tabIndex={i === selected ? 0 : -1}
            onClick={() => setSelected(i)}
            onKeyDown={onKeyDown}
            className={cn(
              '-mb-px min-h-11 border-b-2 px-4 font-display font-semibold',
              i === selected
                ? 'border-accent text-accent'
                : 'border-transparent text-muted hover:text-ink',
            )}
          >
            {tab}
          </button>
        ))}
      </div>
      {panels.map((panel, i) => (
        <div
          key={tabs[i]}
          role="tabpanel"
          id={`${id}-panel${i}`}
          aria-labelledby={`${id}-tab${i}`}
          hidden={i !== selected}
          tabIndex={0}
          className="pt-8"
        >
          {panel}
        </div>
      ))}
    </div>
  );
}
