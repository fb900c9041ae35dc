'use client';
// Client because the filters, sort and pages rearrange the server-rendered product cards in place and
// keep the choice in the address bar. Without JavaScript every card is on the page (a <noscript> list).
import { useDeferredValue, useId, useMemo, useRef, type ReactNode } from 'react';
import type { Shop } from '@/content/schema';
import { buttonClass } from '@/components/ui/button-class';
import { cn } from '@/components/ui/cn';
import { useHydrated } from '@/components/islands/client-hooks';
import { RangeSlider } from '@/components/range-slider/range-slider';
import {
  applyFilters,
  defaultFilters,
  isDefault,
  restOfCatalogue,
  resultsNote,
  sortChoices,
  toggled,
  toQuery,
  type CatalogueItem,
  type CatalogueOptions,
  type Sort,
} from './catalogue-query';
import { CheckGroup, Pagination, TagGroup, filterHeading } from './catalogue-parts';
import { useCatalogueFilters } from './use-catalogue-filters';

type Text = Shop['text']['catalogue'];

const field =
  'min-h-11 w-full rounded-full border border-line bg-page px-4 text-ink focus-visible:border-accent';
const heading = filterHeading;

export function Catalogue({
  items,
  cards,
  options,
  text,
}: {
  items: CatalogueItem[];
  /** Each product's card, rendered on the server, by id. */
  cards: Record<string, ReactNode>;
  options: CatalogueOptions;
  text: Text;
}) {
  const [filters, update] = useCatalogueFilters(options);
  const hydrated = useHydrated();
  const id = useId();
  const top = useRef<HTMLDivElement>(null);

  // The controls show each change at once; the cards follow in a render React may interrupt when the
  // next change comes, so a click or a key never waits for the grid to be laid out again.
  const shown = useDeferredValue(filters);
  const result = useMemo(() => applyFilters(items, shown, options), [items, shown, options]);
  const note = resultsNote(result, text);

  const goTo = (page: number) => {
    update({ page });
    top.current?.scrollIntoView({ block: 'start' });
    top.current?.focus({ preventScroll: true });
  };
  const pageHref = (page: number) => toQuery({ ...filters, page }, options) || '?';
  const sorts = sortChoices(text);
  const rest = restOfCatalogue(items, options);

  return (
    <div data-hydrated={hydrated} className="grid items-start gap-12 lg:grid-cols-[1fr_18rem]">
      <div ref={top} tabIndex={-1} className="scroll-mt-28 outline-none">
        <div className="flex flex-wrap items-center justify-between gap-4 rounded-3xl border border-line bg-surface px-6 py-4">
          <p aria-live="polite" className="font-semibold">
            {note}
          </p>
          <label className="flex items-center gap-3 text-sm whitespace-nowrap text-muted">
            {text.sortLabel}
            <select
              value={filters.sort}
              onChange={(event) => update({ sort: event.target.value as Sort })}
              className={cn(field, 'w-auto pe-8')}
            >
              {sorts.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </label>
        </div>
        {result.total === 0 ? (
          <div className="mt-8 flex flex-col items-start gap-4 rounded-3xl border border-line bg-surface p-8">
            <p className="text-lg">{text.empty}</p>
            <button
              type="button"
              onClick={() => update(defaultFilters(options))}
              className={buttonClass()}
            >
              {text.clear}
            </button>
          </div>
        ) : (
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
            {result.ids.map((productId) => (
              <li key={productId} className="grid">
                {cards[productId]}
              </li>
            ))}
          </ul>
        )}
        {!hydrated && (
          <noscript>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
              {rest.map((productId) => (
                <li key={productId} className="grid">
                  {cards[productId]}
                </li>
              ))}
            </ul>
          </noscript>
        )}
        {hydrated && (
          <Pagination
            page={result.page}
            pages={result.pages}
            href={pageHref}
            onGo={goTo}
            text={text}
          />
        )}
      </div>
      <aside
        aria-label={text.filters}
        className="grid gap-8 rounded-3xl border border-line bg-surface p-6"
      >
        <form role="search" onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={`${id}-q`} className={heading}>
            {text.search}
          </label>
          <input
            id={`${id}-q`}
            type="search"
            name="q"
            value={filters.q}
            placeholder={text.searchPlaceholder}
            onChange={(event) => update({ q: event.target.value })}
            className={cn(field, 'mt-3')}
          />
        </form>
        <CheckGroup
          legend={text.categories}
          options={options.categories}
          labels={options.labels}
          selected={filters.categories}
          onToggle={(category) => update((f) => ({ categories: toggled(f.categories, category) }))}
        />
        <div role="group" aria-labelledby={`${id}-price`}>
          <h2 id={`${id}-price`} className={heading}>
            {text.price}
          </h2>
          <RangeSlider
            min={options.price.min}
            max={options.price.max}
            step={options.price.step}
            minValue={filters.min}
            maxValue={filters.max}
            minName={text.minPrice}
            maxName={text.maxPrice}
            prefix="$"
            onChange={({ minValue, maxValue }) => {
              if (minValue !== filters.min || maxValue !== filters.max)
                update({ min: minValue, max: maxValue });
            }}
            className="mx-3 mt-2"
          />
        </div>
        <CheckGroup
          legend={text.brands}
          options={options.brands}
          selected={filters.brands}
          onToggle={(brand) => update((f) => ({ brands: toggled(f.brands, brand) }))}
        />
        <TagGroup
          id={`${id}-tags`}
          heading={text.tags}
          tags={options.tags}
          labels={options.labels}
          selected={filters.tag}
          onPick={(tag) => update({ tag })}
        />
        {!isDefault(filters, options) && (
          <button
            type="button"
            onClick={() => update(defaultFilters(options))}
            className={buttonClass('outline')}
          >
            {text.clear}
          </button>
        )}
      </aside>
    </div>
  );
}
