'use client';
// Client because the item under the pointer or holding focus becomes the active one (spec section 4).
import { useState, type ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

/**
 * A list whose hovered or focused item is marked `data-active="true"`; style it with
 * `group-data-[active=true]:…` inside the item. `initial` is the item active at load (none if null).
 */
export function ActiveList({
  items,
  initial = null,
  className,
  itemClassName,
  ordered = false,
}: {
  items: ReactNode[];
  initial?: number | null;
  className?: string;
  itemClassName?: string;
  ordered?: boolean;
}) {
  const [active, setActive] = useState<number | null>(initial);
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={className}>
      {items.map((item, i) => (
        <li
          key={i}
          data-active={active === i}
          onPointerEnter={() => setActive(i)}
          onFocus={() => setActive(i)}
          className={cn('group', itemClassName)}
        >
          {item}
        </li>
      ))}
    </List>
  );
}
