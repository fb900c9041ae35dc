import { test } from '@playwright/test';
import { getPage } from '../../content';
import type { Locale } from '../../content/locale';
import type { PageSection, SectionOf } from '../../content/sections';

/*
 * The sections of content/pages/ the specs read their words and figures from, so that editing content
 * does not break them. An agency may leave any section out of a page (the schemas allow it): a test
 * that needs one the content does not have is then skipped, saying which, rather than failing.
 */

type Where = { locale?: Locale; layout?: string };

/** The first section of `type` on a page of content/pages/ (in `locale`; with `layout`, the first laid out so). */
export function findSection<T extends PageSection['type']>(
  page: string,
  type: T,
  { locale, layout }: Where = {},
): SectionOf<T> | undefined {
  return (getPage(page, locale).sections ?? []).find(
    (s) => s.type === type && (layout === undefined || ('layout' in s && s.layout === layout)),
  ) as SectionOf<T> | undefined;
}

const missing = (page: string, type: string, { locale, layout }: Where) =>
  `content/pages/${page}${locale ? `.${locale}` : ''}.json has no "${type}" section` +
  `${layout ? ` laid out as ${layout}` : ''}: the content leaves it out, so there is nothing of it to check`;

/** Whether a test (or a hook) is running: test.info() throws outside one. */
function inTest(): boolean {
  try {
    test.info();
    return true;
  } catch {
    return false;
  }
}

/**
 * The section, read when first used: a spec may name it at its top level, and a test that uses it skips
 * (with the reason) when the content has no such section. Used where no test runs (while the file's tests
 * are being listed), a missing section is an error naming the file.
 */
export function sectionOf<T extends PageSection['type']>(
  page: string,
  type: T,
  where: Where = {},
): SectionOf<T> {
  let found: SectionOf<T> | undefined;
  const resolve = (): object => {
    found ??= findSection(page, type, where);
    if (found) return found;
    const why = missing(page, type, where);
    if (inTest()) test.skip(true, why);
    throw new Error(why);
  };
  // Every operation on the section goes to the content's object, found on first use.
  return new Proxy({} as SectionOf<T>, {
    get: (_, key) => Reflect.get(resolve(), key),
    has: (_, key) => Reflect.has(resolve(), key),
    ownKeys: () => Reflect.ownKeys(resolve()),
    getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(resolve(), key),
  });
}
