import { getPage } from '../../content';
import type { Locale } from '../../content/locale';
import type { PageSection, SectionOf } from '../../content/sections';

/*
 * The sections of content/pages/ the specs read their words and figures from, so that editing content
 * does not break them.
 */

/**
 * The first section of `type` on a page of content/pages/ (in `locale`, by default the content's
 * language; with `layout`, the first laid out so).
 */
export function sectionOf<T extends PageSection['type']>(
  page: string,
  type: T,
  { locale, layout }: { locale?: Locale; layout?: string } = {},
): SectionOf<T> {
  const found = (getPage(page, locale).sections ?? []).find(
    (s) => s.type === type && (layout === undefined || ('layout' in s && s.layout === layout)),
  );
  if (!found)
    throw new Error(
      `content/pages/${page}.json has no "${type}" section${layout ? ` laid out as ${layout}` : ''}`,
    );
  return found as SectionOf<T>;
}
