import { getAwards } from '@/content';
import type { SectionOf } from '@/content/sections';
import { Section } from '@/components/ui/section';
import { ThemedPicture } from '@/components/ui/picture';

/** The studio's awards: badge, award, category and year; no section while there is none. */
export function AwardList(section: SectionOf<'awards'>) {
  if (getAwards().length === 0) return null;
  return (
    <Section {...section}>
      <ul className="divide-y divide-line border-y border-line">
        {getAwards().map((award) => (
          <li
            key={award.slug}
            className="grid items-center gap-4 py-6 sm:grid-cols-[10rem_1fr_auto]"
          >
            <ThemedPicture image={award.image} className="h-16 w-auto" />
            <div>
              <h3 className="font-display text-xl font-semibold">{award.title}</h3>
              <p className="mt-1 text-muted">
                {award.brand} · {award.subtitle}
              </p>
            </div>
            <p className="font-display text-lg font-semibold text-accent">{award.date}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
