import { getPage } from '@/content';
import { PageHeading, type Crumb } from '@/components/layout/page-heading';
import { renderSections, type SectionComponents } from './render-sections';

/**
 * An inner page of the general layout: the heading block of its content file (or of the item it shows)
 * with the breadcrumb, then its sections in order, drawn by the components the page offers.
 */
export function InnerPage({
  name,
  components,
  heading,
  parent,
  crumb,
}: {
  /** The page's file in content/pages/, without `.json`. */
  name: string;
  components: SectionComponents;
  /** The heading of the item a detail page shows, instead of the page file's. */
  heading?: { eyebrow?: string; heading: string; lede?: string };
  /** The page the breadcrumb passes through, by its file name and path (e.g. service, /service). */
  parent?: { name: string; href: string };
  /** The last crumb, when it is not the heading: "Page 2" of a list of posts. */
  crumb?: string;
}) {
  const page = getPage(name);
  const shown = heading ?? page.meta;
  const crumbs: Crumb[] = [
    ...(parent ? [{ label: getPage(parent.name).meta.title, href: parent.href }] : []),
    { label: crumb ?? heading?.heading ?? page.meta.title },
  ];
  return (
    <>
      <PageHeading
        eyebrow={shown.eyebrow}
        heading={shown.heading}
        lede={shown.lede}
        crumbs={crumbs}
      />
      {renderSections(name, page.sections ?? [], components)}
    </>
  );
}
