import { getTeam } from '@/content';
import type { SectionOf } from '@/content/sections';
import { Section } from '@/components/ui/section';
import { CardGrid, cardSizes } from './card-grid';
import { CardLink } from './card-link';

/** Team member cards, each to the member's profile. */
export function TeamGrid({ limit, ...section }: SectionOf<'team-grid'>) {
  return (
    <Section {...section}>
      <CardGrid columns={3}>
        {getTeam()
          .slice(0, limit)
          .map((member) => (
            <CardLink
              key={member.slug}
              href={`/team/${member.slug}`}
              image={member.portrait}
              sizes={cardSizes(3)}
              kicker={member.role}
              title={member.name}
            />
          ))}
      </CardGrid>
    </Section>
  );
}
