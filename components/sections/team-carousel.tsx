import { getTeam } from '@/content';
import type { TeamMember } from '@/content/schema';
import type { SectionOf } from '@/content/sections';
import { Slides } from './slides';
import { Link } from '@/components/ui/link';
import { Picture } from '@/components/ui/picture';
import { Section } from '@/components/ui/section';

function MemberCard({ member }: { member: TeamMember }) {
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-line bg-surface transition-colors hover:border-accent">
      <Picture
        image={member.portrait}
        sizes="(min-width: 1750px) 25vw, (min-width: 991px) 33vw, (min-width: 500px) 50vw, 100vw"
        className="aspect-[4/5] w-full object-cover"
      />
      <div className="p-6">
        <h3 className="font-display text-xl font-semibold">
          <Link
            href={`/team/${member.slug}`}
            className="group-hover:text-accent after:absolute after:inset-0"
          >
            {member.name}
          </Link>
        </h3>
        <p className="mt-1 text-sm text-muted">{member.role}</p>
      </div>
    </article>
  );
}

/** Team members from team.json in the card carousel, each linking to their profile. */
export function TeamCarousel({ limit, ...section }: SectionOf<'team'>) {
  return (
    <Section {...section}>
      <Slides preset="cards" label={section.title}>
        {getTeam()
          .slice(0, limit)
          .map((member) => (
            <MemberCard key={member.slug} member={member} />
          ))}
      </Slides>
    </Section>
  );
}
