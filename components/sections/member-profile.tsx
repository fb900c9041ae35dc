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
          // Two fifths of the container (80rem less its padding and the 3rem gap) from lg, else its width.
          sizes="(min-width: 1280px) 29.2rem, (min-width: 1024px) calc(40vw - 2.8rem), (min-width: 640px) calc(100vw - 4rem), calc(100vw - 2.5rem)"
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
