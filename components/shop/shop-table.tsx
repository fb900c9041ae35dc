/* eslint-disable @next/next/no-img-element -- pre-sized thumbnails; next/image would only add JS */
// The parts the cart and the wishlist share: their announcement line, the empty state, the table frame,
// the product cell and the remove button. Rendered inside those client views (no directive needed).
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

/** A scrollable table with a caption for screen readers and one column header per entry of `headers`. */
export function ShopTable({
  caption,
  headers,
  className,
  children,
}: {
  caption: string;
  headers: ReactNode[];
  /** The table's minimum width, e.g. `min-w-[40rem]`. */
  className: string;
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-3xl border border-line bg-surface">
      <table className={cn('w-full text-left', className)}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-line text-sm text-muted">
          <tr>
            {headers.map((header, i) => (
              <th key={i} scope="col" className="p-4">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">{children}</tbody>
      </table>
    </div>
  );
}

/** A row's header cell: the product's thumbnail and a link to its page. */
export function ProductCell({ product }: { product: ShopProduct }) {
  return (
    <th scope="row" className="p-4 font-semibold">
      <span className="flex items-center gap-4">
        <img
          src={product.image.src}
          alt=""
          width={product.image.width}
          height={product.image.height}
          className="size-16 shrink-0 rounded-xl object-cover"
        />
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
