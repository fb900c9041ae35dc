import { Icon } from './icon';

/** A list of short points, each with a tick in the accent colour; spacing comes from `className`. */
export function CheckList({
  items,
  icon = 'check-line',
  className,
}: {
  items: string[];
  icon?: string;
  className?: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <Icon name={icon} className="mt-1 shrink-0 text-accent" />
          {item}
        </li>
      ))}
    </ul>
  );
}
