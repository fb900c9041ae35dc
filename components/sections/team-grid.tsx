import { getTeam } from '@/content';
import { Section, type SectionProps } from '@/components/ui/section';
import { CardGrid, cardSizes } from './card-grid';
import { CardLink } from './card-link';

/** Team member cards, each to the member's profile. */
export function TeamGrid({ limit, ...section }: SectionProps & { limit?: number }) {
  return (
    <Section {...section}>
      <CardGrid columns={4}>
        {getTeam()
          .slice(0, limit)
          .map((member) => (
            <CardLink
              key={member.slug}
              href={`/team/${member.slug}`}
              image={member.portrait}
              sizes={cardSizes(4)}
              kicker={member.role}
              title={member.name}
            />
          ))}
      </CardGrid>
    </Section>
  );
}
