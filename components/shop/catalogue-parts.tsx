// The catalogue's smaller parts: a checkbox group, the tag buttons and the pagination. Rendered inside the catalogue
// island (no directive needed).
import type { ReactNode } from 'react';
import type { Shop } from '@/content/schema';
import { cn } from '@/components/ui/cn';
import { fill } from './shop-state';

export const filterHeading = 'font-display text-lg font-semibold';

/** A group of checkboxes, one per option, checked when the option is among `selected`. */
export function CheckGroup({
  legend,
  options,
  labels = {},
  selected,
  onToggle,
}: {
  legend: string;
  options: readonly string[];
  /** What each option shows, when it is not the option itself. */
  labels?: Readonly<Record<string, string>>;
  selected: string[];
  onToggle: (option: string) => void;
}) {
  return (
    <fieldset>
      <legend className={filterHeading}>{legend}</legend>
      <ul className="mt-3 grid gap-1">
        {options.map((option) => (
          <li key={option}>
            <label className="flex min-h-11 cursor-pointer items-center gap-3">
              <input
                type="checkbox"
                checked={selected.includes(option)}
                onChange={() => onToggle(option)}
                className="size-5 accent-accent"
              />
              {labels[option] ?? option}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** The tags, one toggle button each: at most one is chosen, and pressing it again clears it. */
export function TagGroup({
  id,
  heading,
  tags,
  labels,
  selected,
  onPick,
}: {
  id: string;
  heading: string;
  tags: readonly string[];
  /** What each tag shows, when it is not the tag itself. */
  labels: Readonly<Record<string, string>>;
  selected: string | null;
  onPick: (tag: string | null) => void;
}) {
  return (
    <div role="group" aria-labelledby={id}>
      <h2 id={id} className={filterHeading}>
        {heading}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {tags.map((tag) => {
          const active = selected === tag;
          return (
            <li key={tag}>
              <button
                type="button"
                aria-pressed={active}
                onClick={() => onPick(active ? null : tag)}
                className={cn(
                  'min-h-11 rounded-full border px-4 text-sm font-semibold',
                  active
                    ? 'border-accent bg-accent text-on-accent'
                    : 'border-line hover:border-accent',
                )}
              >
                {labels[tag] ?? tag}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * 'Pagination': previous, one link per page (the current one marked) and next. Nothing for one page.
 */
export function Pagination({
  page,
  pages,
  href,
  onGo,
  text,
}: {
  page: number;
  pages: number;
  href: (page: number) => string;
  onGo: (page: number) => void;
  text: Pick<Shop['text']['catalogue'], 'pagination' | 'previous' | 'next' | 'page'>;
}) {
  if (pages <= 1) return null;
  // The arrows point the way the pages run: mirrored in right-to-left pages.
  const arrow = (glyph: string) => <span className="inline-block rtl:-scale-x-100">{glyph}</span>;
  const links: { to: number; label: string; content: ReactNode; current?: boolean }[] = [
    ...(page > 1 ? [{ to: page - 1, label: text.previous, content: arrow('←') }] : []),
    ...Array.from({ length: pages }, (_, i) => ({
      to: i + 1,
      label: fill(text.page, { n: i + 1 }),
      content: i + 1,
      current: i + 1 === page,
    })),
    ...(page < pages ? [{ to: page + 1, label: text.next, content: arrow('→') }] : []),
  ];
  return (
    <nav aria-label={text.pagination} className="mt-10">
      <ul className="flex flex-wrap items-center gap-2">
        {links.map((link) => (
          <li key={link.label}>
            <PageLink
              href={href(link.to)}
              onGo={() => onGo(link.to)}
              label={link.label}
              current={link.current}
            >
              {link.content}
            </PageLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A page link: a real address (shareable, opens in a new tab), followed in place on a plain click. */
function PageLink({
  href,
  onGo,
  label,
  current = false,
  children,
}: {
  href: string;
  onGo: () => void;
  label: string;
  current?: boolean;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        onGo();
      }}
      className={cn(
        'grid size-11 place-items-center rounded-full border font-semibold',
        current
          ? 'border-accent bg-accent text-on-accent'
          : 'border-line hover:border-accent hover:text-accent',
      )}
    >
      {children}
    </a>
  );
}
