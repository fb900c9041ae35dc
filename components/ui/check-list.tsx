import { Icon, iconSet, type IconSet } from './icon';
import { cn } from './cn';

/**
 * A list of short points, each with a mark in the accent colour; spacing comes from `className`. The
 * default mark is a tick drawn in CSS (`.ticks` in app/globals.css: no element per item); with `icon`,
 * each item gets that icon, its drawing written once per list (or once for every list sharing `set`).
 */
export function CheckList({
  items,
  icon,
  className,
  set = iconSet(),
}: {
  items: string[];
  icon?: string;
  className?: string;
  set?: IconSet;
}) {
  if (!icon)
    return (
      <ul className={cn('ticks', className)}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <Icon name={icon} set={set} className="mt-1 shrink-0 text-accent" />
          {item}
        </li>
      ))}
    </ul>
  );
}
