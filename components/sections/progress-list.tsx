import type { ProgressItem } from '@/content/schema';

/** Labelled percentage bars (skills, results); each bar a progressbar named by its label. */
export function ProgressList({ items }: { items: ProgressItem[] }) {
  return (
    <ul className="space-y-5">
      {items.map((item) => (
        <li key={item.title}>
          <div className="mb-2 flex justify-between text-sm font-semibold">
            <span>{item.title}</span>
            <span>{item.percentage}%</span>
          </div>
          <div
            role="progressbar"
            aria-label={item.title}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={item.percentage}
            aria-valuetext={`${item.percentage}%`}
            className="h-2 rounded-full bg-raised"
          >
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
