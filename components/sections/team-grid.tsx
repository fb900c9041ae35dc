import { getTeam } from '@/content';
import type { SectionOf } from '@/content/sections';
import type { SectionPlacement } from './render-sections';
import { Section } from '@/components/ui/section';
import { CardGrid, cardSizes } from './card-grid';
import { CardLink } from './card-link';

/** Team member cards, each to the member's profile. */
export function TeamGrid({
  limit,
  first = false,
  ...section
}: SectionOf<'team-grid'> & SectionPlacement) {
  return (
    <Section {...section}>
      <CardGrid columns={3}>
        {getTeam()
          .slice(0, limit)
          // At the top of the page, the first card (the only one on a phone's first screen) loads at once.
          .map((member, i) => (
            <CardLink
              key={member.slug}
              href={`/team/${member.slug}`}
              image={member.portrait}
              sizes={cardSizes(3)}
              priority={first && i === 0}
              kicker={member.role}
              title={member.name}
            />
          ))}
      </CardGrid>
    </Section>
  );
}
