import type { ComponentType } from 'react';
import type { PageSection, SectionOf } from '@/content/sections';

/**
 * The components a page offers for its sections, by section type. A page module passes only the
 * components it can show, so its client bundle carries only their islands (a page that imports a
 * map of every section would ship Swiper and every other island whether it shows them or not).
 */
export type SectionComponents = {
  [T in PageSection['type']]?: ComponentType<SectionOf<T> & SectionPlacement>;
};

/**
 * Where a section sits, for the sections that care: the page's first section is at the top of the
 * first screen, so its leading image (often the largest paint of the page) loads at once, not lazily.
 */
export type SectionPlacement = { first?: boolean };

/**
 * Renders a page's sections in the order its content file lists them. A section type the page does
 * not offer stops the build with the file, the JSON path and the types it does offer.
 */
export function renderSections(
  page: string,
  sections: PageSection[],
  components: SectionComponents,
) {
  return sections.map((section, i) => {
    const Component = components[section.type] as
      ComponentType<PageSection & SectionPlacement> | undefined;
    if (!Component) {
      throw new Error(
        `Invalid content in content/pages/${page}.json:\n  at $.sections[${i}].type: ` +
          `"${section.type}" is not a section this page can show; expected one of: ` +
          Object.keys(components).join(', '),
      );
    }
    return <Component key={`${section.type}-${i}`} {...section} first={i === 0} />;
  });
}
