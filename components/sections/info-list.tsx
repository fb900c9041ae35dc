/** Label/value facts of a project or case study, as a description list. */
export function InfoList({ items }: { items: [label: string, value: string][] }) {
  return (
    <dl className="grid gap-px overflow-hidden rounded-2xl border border-line bg-line sm:grid-cols-2 lg:grid-cols-4">
      {items.map(([label, value]) => (
        <div key={label} className="bg-surface p-6">
          <dt className="text-sm text-muted">{label}</dt>
          <dd className="mt-1 font-display text-lg font-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
