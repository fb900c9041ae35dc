import type { SectionOf } from '@/content/sections';
import { getCaseStudies } from '@/content';
import { ActiveList } from '@/components/islands/active-list';
import { ButtonLink } from '@/components/ui/button';
import { Icon, iconSet } from '@/components/ui/icon';
import { Link } from '@/components/ui/link';
import { Picture } from '@/components/ui/picture';
import { Section } from '@/components/ui/section';

/**
 * Numbered case studies; the hovered or focused one is active and shows its picture (the first at load).
 * The title is the link, stretched over the whole row. The picture's column is always reserved, so
 * nothing moves when another row becomes active.
 */
export function CaseStudyList({ cta, ...section }: SectionOf<'case-studies'>) {
  // No case study yet: no section (its link leads to the case-study pages, which say so).
  if (getCaseStudies().length === 0) return null;
  const arrows = iconSet();
  const items = getCaseStudies().map((study) => (
    <div
      key={study.slug}
      className="relative grid grid-cols-[3rem_1fr] items-center gap-x-6 gap-y-2 rounded-2xl px-4 py-8 transition-colors group-data-[active=true]:bg-surface sm:grid-cols-[4rem_1fr_auto] lg:grid-cols-[5rem_1fr_12rem_auto] lg:px-8 lg:py-6"
    >
      <span className="font-display text-2xl font-semibold text-muted group-data-[active=true]:text-accent">
        {study.number}
      </span>
      <div>
        <p className="mb-1 text-sm text-muted">{study.category}</p>
        <h3 className="font-display text-xl font-semibold text-balance sm:text-2xl">
          <Link
            href={`/case-study-details/${study.slug}`}
            className="group-data-[active=true]:text-accent after:absolute after:inset-0 after:rounded-2xl"
          >
            {study.title}
          </Link>
        </h3>
      </div>
      <Picture
        image={study.thumbnail}
        sizes="12rem"
        className="hidden aspect-[3/2] w-full scale-90 rounded-xl object-cover opacity-0 transition duration-300 group-data-[active=true]:scale-100 group-data-[active=true]:opacity-100 lg:block"
      />
      <span
        aria-hidden="true"
        className="hidden size-12 place-items-center rounded-full border border-line text-xl transition-transform group-data-[active=true]:rotate-45 group-data-[active=true]:border-accent group-data-[active=true]:bg-accent group-data-[active=true]:text-on-accent sm:grid rtl:group-data-[active=true]:-rotate-45"
      >
        <Icon name="arrow-right-up-line" set={arrows} className="inline-block rtl:-scale-x-100" />
      </span>
    </div>
  ));
  return (
    <Section {...section}>
      <ActiveList items={items} initial={0} className="divide-y divide-line border-y border-line" />
      {cta && (
        <div className="mt-12 text-center">
          <ButtonLink href={cta.href} variant="outline">
            {cta.label}
          </ButtonLink>
        </div>
      )}
    </Section>
  );
}
