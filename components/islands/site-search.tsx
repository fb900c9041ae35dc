'use client';
// Client: the site search's button and dialog (issue 33). The search itself (Pagefind, the index) loads
// when the dialog opens or its field takes focus: components/search/engine.ts, a chunk of its own. This
// file is the markup; the behaviour is the hooks of ./use-search.ts.
import { useEffect, useId, type KeyboardEvent, type ReactNode } from 'react';
import { fill } from '@/components/i18n/island-words';
import { useLocale } from '@/components/layout/theme-tree';
import { searchAr, searchEn } from '@/components/search/search-words';
import type { SearchHit } from '@/components/search/engine';
import { ClientLink } from '@/components/ui/client-link';
import { cn } from '@/components/ui/cn';
import { chosenHit, nextActive } from './search-keys';
import { ResultOption } from './search-result';
import { useSearch, useSearchDialog } from './use-search';

type Section = { label: string; href: string };

/**
 * The header's search button (from 500 px up; under that the phone menu's SearchMenuButton opens the
 * same dialog) and the dialog: an APG modal dialog whose field is a combobox over a listbox of results.
 * `/` or Ctrl+K (⌘K) opens it from anywhere on the page, arrows move through the results, Enter opens
 * one, Escape closes it and returns focus where it was. A key pressed before the page has started is
 * not lost (./search-keys.ts).
 */
export function SiteSearch({
  sections,
  icon,
  closeIcon,
}: {
  /** The main sections, offered when nothing is found. */
  sections: Section[];
  icon: ReactNode;
  closeIcon: ReactNode;
}) {
  const w = useLocale() === 'ar' ? searchAr : searchEn;
  const id = useId();
  const [query, status, hits, active, setActive, start, find] = useSearch();
  const [dialog, field, rendered, open, onClose] = useSearchDialog(query, start, find);
  const optionId = (at: number) => `${id}-option-${at}`;

  // The active option stays in view as the arrows move through a long list.
  useEffect(() => {
    if (active >= 0)
      document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });

  const close = () => dialog.current?.close();
  const shown = hits?.hits ?? [];
  const go = (hit: SearchHit | undefined) => {
    if (!hit) return;
    close();
    window.location.assign(hit.url);
  };

  const onFieldKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!shown.length) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((at) => nextActive(at, step, shown.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      go(chosenHit(shown, active));
    }
  };

  const expanded = shown.length > 0;
  const nothing = hits !== null && hits.hits.length === 0 && status !== 'failed';

  return (
    <>
      <button
        type="button"
        aria-label={w.search}
        aria-haspopup="dialog"
        onClick={(event) => open(undefined, event.currentTarget)}
        className="hidden size-11 shrink-0 items-center justify-center rounded-full border border-line text-lg hover:border-accent hover:text-accent xs:inline-flex"
      >
        {icon}
      </button>
      {/* A click on the backdrop lands on the dialog itself; Escape closes it natively. */}
      {rendered && (
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
        <dialog
          ref={dialog}
          aria-labelledby={`${id}-title`}
          // Whether Pagefind has started: for tests and tools/search/time-search.ts.
          data-status={status}
          onClick={(event) => event.target === event.currentTarget && close()}
          onClose={onClose}
          className="m-auto mt-[10vh] w-[min(94vw,40rem)] rounded-2xl border border-line bg-surface p-0 text-ink shadow-2xl backdrop:bg-black/70"
        >
          <div className="flex items-center gap-2 border-b border-line p-3">
            <h2 id={`${id}-title`} className="sr-only">
              {w.dialogTitle}
            </h2>
            <span aria-hidden className="ps-1 text-lg text-muted">
              {icon}
            </span>
            <input
              ref={field}
              type="text"
              role="combobox"
              aria-label={w.field}
              aria-expanded={expanded}
              aria-controls={`${id}-results`}
              aria-autocomplete="list"
              aria-activedescendant={
                active >= 0 && active < shown.length ? optionId(active) : undefined
              }
              aria-describedby={`${id}-hint`}
              autoComplete="off"
              spellCheck={false}
              enterKeyHint="search"
              value={query}
              onFocus={start}
              onChange={(event) => find(event.target.value)}
              onKeyDown={onFieldKey}
              className="min-h-11 min-w-0 flex-1 bg-transparent px-1 text-base outline-none placeholder:text-muted"
            />
            <button
              type="button"
              aria-label={w.close}
              onClick={close}
              className="grid size-11 shrink-0 place-items-center rounded-full text-lg hover:text-accent"
            >
              {closeIcon}
            </button>
          </div>
          <p id={`${id}-hint`} className="sr-only">
            {w.hint}
          </p>
          <ul
            id={`${id}-results`}
            role="listbox"
            aria-label={w.results}
            className={cn('max-h-[60vh] overflow-y-auto p-2', !expanded && 'hidden')}
          >
            {shown.map((hit, at) => (
              <ResultOption
                key={hit.url}
                hit={hit}
                id={optionId(at)}
                active={at === active}
                section={w.sections[hit.section]}
                onOpen={() => go(hit)}
                onPoint={() => setActive(at)}
              />
            ))}
          </ul>
          <div role="status" className="px-4 pb-3 text-sm text-muted empty:hidden">
            {status === 'failed'
              ? w.failed
              : nothing
                ? fill(w.noResults, { query: hits.query })
                : status === 'loading' && query
                  ? w.loading
                  : expanded
                    ? shown.length === 1
                      ? w.foundOne
                      : fill(w.found, { count: shown.length })
                    : ''}
          </div>
          {(nothing || status === 'failed') && (
            <div className="px-4 pb-4">
              {!nothing ? null : <p className="text-sm">{w.tryASection}</p>}
              <ul className="mt-2 flex flex-wrap gap-2">
                {sections.map((section) => (
                  <li key={section.href}>
                    <ClientLink
                      href={section.href}
                      onClick={close}
                      className="inline-flex min-h-11 items-center rounded-full border border-line px-4 text-sm font-semibold hover:border-accent hover:text-accent"
                    >
                      {section.label}
                    </ClientLink>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </dialog>
      )}
    </>
  );
}
