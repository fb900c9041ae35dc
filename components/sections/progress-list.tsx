import type { ProgressItem } from '@/content/schema';

/** Labelled percentage bars (skills, results); the figure is text, the bar is decoration. */
export function ProgressList({ items }: { items: ProgressItem[] }) {
  return (
    <ul className="space-y-5">
      {items.map((item) => (
        <li key={item.title}>
          <div className="mb-2 flex justify-between text-sm font-semibold">
            <span>{item.title}</span>
            <span>{item.percentage}%</span>
          </div>
          <div aria-hidden="true" className="h-2 rounded-full bg-raised">
            <div
              className="h-full rounded-full bg-accent"
              style={{ width: `${item.percentage}%` }}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
