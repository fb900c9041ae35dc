import { CountUp } from '@/components/islands/count-up';
import { cn } from '@/components/ui/cn';

export type Claim = { value: number; suffix: string; title: string };

/** Headline figures ("25+ Years of Experience") that count up when scrolled into view. */
export function ClaimList({ claims, className }: { claims: Claim[]; className?: string }) {
  return (
    <dl className={cn('flex flex-wrap gap-x-12 gap-y-6', className)}>
      {claims.map((claim) => (
        <div key={claim.title} className="flex flex-col-reverse">
          <dt className="text-sm text-muted">{claim.title}</dt>
          <dd className="font-display text-4xl font-semibold text-ink sm:text-5xl">
            <CountUp value={claim.value} suffix={claim.suffix} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
