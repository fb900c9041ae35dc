import type { TeamMember } from '@/content/schema';
import type { SectionOf } from '@/content/sections';
import { Picture } from '@/components/ui/picture';
import { Section } from '@/components/ui/section';
import { ProgressList } from './progress-list';
import { Prose } from './prose';

/** A team member: portrait, bio, contact and skill bars. */
export function MemberProfile({
  member,
  skillsTitle,
  ...section
}: SectionOf<'member-profile'> & { member: TeamMember }) {
  return (
    <Section {...section}>
      <div className="grid gap-12 lg:grid-cols-[2fr_3fr]">
        <Picture
          image={member.portrait}
          priority
          sizes="(min-width: 1024px) 40vw, 100vw"
          className="w-full rounded-3xl"
        />
        <div>
          <Prose>
            {member.bio.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </Prose>
          <p className="mt-6">
            <a
              href={`mailto:${member.email}`}
              className="font-semibold text-accent hover:underline"
            >
              {member.email}
            </a>
          </p>
          <h2 className="mt-10 mb-6 font-display text-2xl font-semibold">{skillsTitle}</h2>
          <ProgressList items={member.skills} />
        </div>
      </div>
    </Section>
  );
}
