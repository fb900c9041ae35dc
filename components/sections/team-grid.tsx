import { getTeam } from '@/content';
import { Headline } from '@/components/ui/headline';
import { Section, type SectionProps } from '@/components/ui/section';
import { CardGrid, cardSizes } from './card-grid';
import { CardLink } from './card-link';

/** Team member cards, each to the member's profile. */
export function TeamGrid({
  title,
  eyebrow,
  limit,
  ...section
}: SectionProps & { title: string; eyebrow?: string; limit?: number }) {
  return (
    <Section {...section}>
      <Headline eyebrow={eyebrow} title={title} />
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
