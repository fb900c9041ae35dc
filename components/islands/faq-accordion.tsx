'use client';
// Client because opening one answer closes the others (APG accordion, spec section 4).
import { useId, useState, type ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import { useHydrated } from './client-hooks';

export type AccordionItem = { question: string; answer: string };

/**
 * Questions as heading buttons with `aria-expanded`, answers as labelled regions. The first is open at
 * load, at most one is open, and activating the open one closes it.
 */
export function FaqAccordion({ items, icon }: { items: AccordionItem[]; icon: ReactNode }) {
  const [open, setOpen] = useState<number | null>(0);
  const hydrated = useHydrated();
  const id = useId();

  return (
    <div
      data-hydrated={hydrated}
      className="divide-y divide-line rounded-3xl border border-line bg-surface"
    >
      {items.map((item, i) => {
        const expanded = open === i;
        const buttonId = `${id}-q${i}`;
        const panelId = `${id}-a${i}`;
        return (
          <div key={item.question} className="px-6 sm:px-8">
            <h3 className="font-display text-lg font-semibold">
              <button
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : i)}
                className="flex w-full items-center justify-between gap-6 py-6 text-start hover:text-accent"
              >
                {item.question}
                <span
                  aria-hidden="true"
                  className={cn(
                    'grid size-9 shrink-0 place-items-center rounded-full border border-line text-lg transition-transform duration-300',
                    expanded && 'rotate-45 border-accent bg-accent text-on-accent',
                  )}
                >
                  {icon}
                </span>
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!expanded}
              className="pb-6 text-pretty text-muted"
            >
              <p>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
