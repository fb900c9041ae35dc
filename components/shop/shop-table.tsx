// The parts the cart and the wishlist share: their announcement line, the empty state, the table (frame,
// rows, cells, product cell) and the remove button. Rendered inside those client views (no directive needed).
import type { ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button-class';
import { cn } from '@/components/ui/cn';
import { ClientLink } from '@/components/ui/client-link';
import type { ShopProduct } from './shop-store';

/** What the last action did, announced to screen readers. */
export function ShopStatus({ message }: { message: string }) {
  return (
    <p role="status" className="min-h-6 font-semibold text-accent">
      {message}
    </p>
  );
}

/** An empty cart or wishlist: says so and leads back to the shop. */
export function EmptyShopList({
  text,
  back,
}: {
  text: string;
  back: { label: string; href: string };
}) {
  return (
    <div className="flex flex-col items-start gap-4 rounded-3xl border border-line bg-surface p-8">
      <p className="text-lg">{text}</p>
      <ClientLink href={back.href} className={buttonClass()}>
        {back.label}
      </ClientLink>
    </div>
  );
}

/** A column of a shop table: its header, and whether phones show it above the cards. */
export type ShopColumn = { header: ReactNode; onPhone?: boolean };

/**
 * A table with a caption for screen readers and one column header per entry of `columns`. From md it is
 * a table (scrolling sideways inside its frame if it must); under md each row is a card, each value
 * beside its column's name (`ShopCell`'s label), and headers not marked `onPhone` are read, not shown.
 * The parts keep their elements and take no explicit roles: browsers keep a table's semantics when its
 * parts are displayed as blocks or grids (e2e/site/shop-cart.spec.ts checks the phone layout still reads
 * as a table), and HTML forbids `role` on the rows and cells of a plain table.
 */
export function ShopTable({
  caption,
  columns,
  className,
  children,
}: {
  caption: string;
  columns: ShopColumn[];
  /** The table's minimum width from md, e.g. `md:min-w-[40rem]`. */
  className: string;
  children: ReactNode;
}) {
  const headOnPhone = columns.some((column) => column.onPhone);
  return (
    <div className="rounded-3xl border border-line bg-surface md:overflow-x-auto">
      {/* As a table (md and up) its columns keep the widths their whole words give them, but for the
          product's title (`ProductCell`), which breaks anywhere: an editor's long title wraps in its
          column rather than scroll the table. As cards (below md) every word wraps in its card. */}
      <table className={cn('w-full text-start max-md:block md:wrap-break-word', className)}>
        <caption className="sr-only">{caption}</caption>
        <thead
          className={cn(
            'border-b border-line text-sm text-muted max-md:block',
            !headOnPhone && 'max-md:border-0',
          )}
        >
          <tr className="max-md:flex">
            {columns.map((column, i) => (
              <th
                key={i}
                scope="col"
                className={cn('p-4 text-start', !column.onPhone && 'max-md:sr-only')}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line max-md:block">{children}</tbody>
      </table>
    </div>
  );
}

/** A row of a shop table: a card of stacked cells on phones (`className` sets its grid there). */
export function ShopRow({ className, children }: { className?: string; children: ReactNode }) {
  return <tr className={cn('max-md:grid max-md:gap-3 max-md:p-4', className)}>{children}</tr>;
}

/** A cell; on phones a line of the card with its column's name (`label`) before the value. */
export function ShopCell({
  label,
  className,
  children,
}: {
  label?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <td
      className={cn(
        'p-4 max-md:flex max-md:items-center max-md:justify-between max-md:gap-4 max-md:p-0',
        className,
      )}
    >
      {label && (
        // The column header already names the cell for screen readers.
        <span aria-hidden="true" className="text-sm font-normal text-muted md:hidden">
          {label}
        </span>
      )}
      {children}
    </td>
  );
}

/** A row's header cell: the product's thumbnail and a link to its page. */
export function ProductCell({ product }: { product: ShopProduct }) {
  return (
    // `wrap-anywhere` lowers the title's min-content width, so this column (not the prices and
    // buttons beside it, whose words stay whole) gives way to a title longer than the table is wide.
    <th scope="row" className="p-4 text-start font-semibold wrap-anywhere max-md:block max-md:p-0">
      <span className="flex items-center gap-4">
        <picture className="contents">
          {product.image.avif && <source type="image/avif" srcSet={product.image.avif} />}
          <img
            src={product.image.src}
            alt=""
            width={product.image.width}
            height={product.image.height}
            className="size-16 shrink-0 rounded-xl object-cover"
          />
        </picture>
        <ClientLink href={`/shop/${product.id}`} className="hover:text-accent">
          {product.title}
        </ClientLink>
      </span>
    </th>
  );
}

/** The round × button that takes a row out, named for its product. */
export function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="grid size-11 shrink-0 place-items-center rounded-full border border-line text-xl hover:border-accent hover:text-accent"
    >
      <span aria-hidden="true">×</span>
    </button>
  );
}
