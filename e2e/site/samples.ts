import {
  getCaseStudies,
  getPosts,
  getProducts,
  getProjects,
  getServices,
  getTeam,
} from '../../content';
import { termsOf, type TermKind } from '../oracles';
import type { Locale } from '../../content/locale';
import { exportedRoutes, inEveryTree, isArabic, isLight, toArabic } from './routes';
import { isDynamic, matches, OPTIONAL_REST, PAGE_OF_LIST, templates } from './templates';
import { kindOf, longestRun, shownText, type TextKind } from './text-kinds';

/*
 * The pages the browser visits: each template's samples, picked from the content by rule, not by hand.
 * What a template decides (layout at every width, colours, target sizes, ARIA structure, motion, the
 * console of its islands, layout shift) is the same on all its pages; what the content changes in it
 * is how much there is and how long it is, so the samples are the pages with the most and the longest.
 * Everything else a page holds (links, ids, one h1, title, lang/dir, twins, alt text, sizes, policy
 * hashes, JSON-LD) is checked on every page without a browser (e2e/unit/pages.spec.ts).
 *
 * Templates are read from the app, not listed: each app/(dark)/**\/page.tsx is one, its route pattern
 * its folders without the route groups (`/blog/[slug]/`, `/shop/[id]/`, `/about/`).
 *
 * The rules, each applied in each language, to the items of the collection that feeds the template
 * (SOURCES below: posts, projects, case studies, team, services, products, and the blog's categories,
 * tags and months with their posts):
 *  1. 'longest title': the item whose title (or name) has the most characters.
 *  2. 'longest word: <kind>': for each kind of text (./text-kinds.ts: title, name, label, tag, prose,
 *     Markdown, caption, e-mail, phone, address, figure) the item with the longest unbroken run of it
 *     (between white space, in code points; of a Markdown text, what the visitor reads: its link texts
 *     and pasted addresses too). A post whose Arabic title is one 40-letter word is picked here, and so
 *     is a post whose body links a 239-character pasted address, and a member with a long e-mail.
 *  3. 'most <list>': for each list an item has (tags, gallery, sections, a term's posts, ...) the item
 *     with the most entries; for each long text (a body, over 200 characters somewhere) the longest.
 *  4. 'without optional fields': the fields some items have and others not are the optional ones; the
 *     item that lacks the most of them is picked (none when every item has them all).
 *  5. 'first/last page': a route whose path ends in /page/<n>/ is a page of a paginated list (the list
 *     is the path before /page/): of each template's lists, the one with the most pages gives its
 *     smallest and largest n (every tag's pages are one template: one tag's are enough).
 *  6. A page with no parameter (a static page such as /about/) is its own sample.
 * Ties go to the item first in the site's order. A static page and a paginated list's first later page
 * are visited in all four trees. Of a template's items, the sample most rules picked (its lead) is
 * visited in all four trees too, so each template meets both themes in both languages; every other
 * sample (a list's last page among them) in the dark tree of each language a rule picked it in (the
 * light tree has the same layout: the theme changes colours, which the lead's light visits check).
 */

export type Sample = {
  /** The route in the dark English tree. */
  route: string;
  /** The template's route pattern: `/blog/[slug]/`. */
  template: string;
  /** Which rules picked it, each with its language: `longest word (ar)`. */
  reasons: string[];
  /** The trees it is visited in: all four, or the dark tree of each language a rule picked it in. */
  routes: string[];
};

const LOCALES: Locale[] = ['en', 'ar'];

/** An item and its key; `of` names its fields' kinds (./text-kinds.ts): `posts` for `posts.title`. */
type Item = { key: string; item: unknown; of: string };
const keyed = (items: readonly unknown[], key: 'slug' | 'id', of: string): Item[] =>
  items.map((item) => ({ key: String((item as Record<string, unknown>)[key]), item, of }));
const terms = (kind: TermKind) => (locale: Locale) =>
  termsOf(kind, locale).map((term) => ({
    key: term.slug,
    // What a term's page shows: its name and its posts' titles (`terms.title`, `terms.posts[].title`).
    item: { title: term.name, posts: term.posts.map((post) => ({ title: post.title })) },
    of: 'terms',
  }));

/**
 * The collection whose items each dynamic template shows, keyed by its parameter. A new template with
 * a parameter needs its line here (samples() fails until it has one); a paginated list does not.
 */
export const SOURCES: Readonly<Record<string, (locale: Locale) => Item[]>> = {
  '/blog/[slug]/': (locale) => keyed(getPosts(locale), 'slug', 'posts'),
  '/blog/category/[slug]/': terms('category'),
  '/blog/tag/[slug]/': terms('tag'),
  '/blog/archive/[slug]/': terms('archive'),
  // A project's page (the list's later pages under it are rule 5's).
  '/portfolio/[...path]/': (locale) => keyed(getProjects(locale), 'slug', 'projects'),
  '/case-study-details/[[...slug]]/': (locale) =>
    keyed(getCaseStudies(locale), 'slug', 'case-studies'),
  '/team/[slug]/': (locale) => keyed(getTeam(locale), 'slug', 'team'),
  '/service/[slug]/': (locale) => keyed(getServices(locale), 'slug', 'services'),
  '/shop/[id]/': (locale) => keyed(getProducts(locale), 'id', 'products'),
};

type Text = { path: string; kind: TextKind; value: string | number };

/**
 * Every text and figure of an item a visitor reads, with its field path and kind (./text-kinds.ts);
 * what is not (slugs, ids, dates, paths, URLs: the kind `fixed`) and fields no kind names are left out.
 */
function texts(value: unknown, of: string, path = ''): Text[] {
  if (typeof value === 'string' || typeof value === 'number') {
    const kind = kindOf(`${of}.${path}`);
    return kind && kind !== 'fixed' ? [{ path, kind, value }] : [];
  }
  if (Array.isArray(value)) return value.flatMap((entry) => texts(entry, of, `${path}[]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, entry]) =>
      texts(entry, of, path ? `${path}.${key}` : key),
    );
  return [];
}

/** Every list of an item with its length, by field path (`tags`, `gallery`, `sections[].items`). */
function lists(value: unknown, path = '', found = new Map<string, number>()): Map<string, number> {
  if (Array.isArray(value)) {
    found.set(path, Math.max(found.get(path) ?? 0, value.length));
    for (const entry of value) lists(entry, `${path}[]`, found);
  } else if (value && typeof value === 'object') {
    for (const [key, entry] of Object.entries(value))
      lists(entry, path ? `${path}.${key}` : key, found);
  }
  return found;
}

const length = (text: string) => [...text].length;
/** The longest unbroken run of an item's texts of one kind, as the visitor reads them. */
const longestWord = (of: string, kind: TextKind) => (item: unknown) =>
  Math.max(
    0,
    ...texts(item, of)
      .filter((text) => text.kind === kind)
      .map((text) => longestRun(shownText(kind, text.value))),
  );
const title = (item: unknown) => {
  const record = item as Record<string, unknown>;
  const value = record['title'] ?? record['name'];
  return typeof value === 'string' ? value : '';
};
const topKeys = (item: unknown) =>
  item && typeof item === 'object' ? Object.keys(item).filter((key) => key !== '$schema') : [];

/** The item with the largest score (the first of those tied), or undefined when all score 0 or less. */
function largest(items: Item[], score: (item: unknown) => number): Item | undefined {
  let best: Item | undefined;
  let bestScore = 0;
  for (const entry of items) {
    const value = score(entry.item);
    if (value > bestScore) [best, bestScore] = [entry, value];
  }
  return best;
}

/** The items each rule picks among one language's items: [key, reason]. */
export function pick(items: Item[], locale: Locale): [string, string][] {
  const picked: [string, string | undefined, Item | undefined][] = [];
  picked.push(['longest title', undefined, largest(items, (item) => length(title(item)))]);
  const of = items[0]?.of ?? '';
  const kinds = new Set(items.flatMap(({ item }) => texts(item, of).map((text) => text.kind)));
  for (const kind of [...kinds].sort())
    picked.push([`longest word: ${kind}`, undefined, largest(items, longestWord(of, kind))]);
  const listPaths = new Set(items.flatMap(({ item }) => [...lists(item).keys()]));
  for (const path of [...listPaths].sort())
    picked.push([`most ${path}`, undefined, largest(items, (item) => lists(item).get(path) ?? 0)]);
  const longTexts = new Set(
    items.flatMap(({ item }) =>
      texts(item, of)
        .filter(({ value }) => typeof value === 'string' && length(value) > 200)
        .map(({ path }) => path),
    ),
  );
  for (const path of [...longTexts].sort())
    picked.push([
      `longest ${path}`,
      undefined,
      largest(items, (item) =>
        texts(item, of)
          .filter((text) => text.path === path)
          .reduce((sum, { value }) => sum + length(String(value)), 0),
      ),
    ]);
  const counts = new Map<string, number>();
  for (const { item } of items)
    for (const key of topKeys(item)) counts.set(key, (counts.get(key) ?? 0) + 1);
  const optional = [...counts].filter(([, n]) => n < items.length).map(([key]) => key);
  if (optional.length)
    picked.push([
      `without optional fields (${optional.join(', ')})`,
      undefined,
      largest(items, (item) => optional.filter((key) => !topKeys(item).includes(key)).length),
    ]);
  return picked.flatMap(([reason, , item]) => (item ? [[item.key, `${reason} (${locale})`]] : []));
}

/**
 * Every sample, by template: the static pages, the items the rules pick in each language, and the
 * first and last page of each paginated list. Throws for a dynamic template without a source.
 */
export function samples(routes = exportedRoutes()): Sample[] {
  const darkEnglish = routes.filter((route) => !isLight(route) && !isArabic(route));
  const found: Sample[] = [];
  const add = (template: string, route: string, reason: string, locales: Locale[] | 'all') => {
    let sample = found.find((s) => s.route === route);
    if (!sample) found.push((sample = { route, template, reasons: [], routes: [] }));
    sample.reasons.push(reason);
    const trees =
      locales === 'all'
        ? inEveryTree(route)
        : locales.map((l) => (l === 'ar' ? toArabic(route) : route));
    for (const tree of trees) if (!sample.routes.includes(tree)) sample.routes.push(tree);
  };

  // Rule 5, over the routes themselves: of each template that writes later pages, the list with the
  // most pages (ties: the first in order), its first later page and its last. One list a template: each
  // tag's pages are the same template as any other tag's, so the samples do not grow with the tags.
  const all = templates();
  const lists = new Map<string, Map<string, number[]>>();
  for (const route of darkEnglish) {
    const match = PAGE_OF_LIST.exec(route);
    if (!match || !/^\d+$/.test(match[2]!)) continue;
    const template = all.find((t) => matches(t, route)) ?? `${match[1]}page/[n]/`;
    const ofTemplate = lists.get(template) ?? new Map<string, number[]>();
    lists.set(template, ofTemplate);
    ofTemplate.set(match[1]!, [...(ofTemplate.get(match[1]!) ?? []), Number(match[2])]);
  }
  for (const [template, ofTemplate] of lists) {
    const [list, numbers] = [...ofTemplate]
      .sort(([a], [b]) => a.localeCompare(b))
      .reduce((best, entry) => (entry[1].length > best[1].length ? entry : best));
    add(template, `${list}page/${Math.min(...numbers)}/`, 'first page', 'all');
    add(template, `${list}page/${Math.max(...numbers)}/`, 'last page', ['en', 'ar']);
  }

  for (const template of templates()) {
    if (!isDynamic(template)) {
      // Rule 6 (the legacy redirect pages too: they are checked where they land).
      if (darkEnglish.includes(template)) add(template, template, 'static page', 'all');
      continue;
    }
    if (PAGE_OF_LIST.test(template)) continue; // rule 5 only
    // A term's page with its later pages (`/blog/tag/[slug]/[[...page]]/`): its items are the term's
    // first pages; the later ones are rule 5's.
    // A folder's own optional catch-all (`/blog/[[...page]]/`, `/case-study-details/[[...slug]]/`): the
    // folder itself is its first page, a static page; its items, if any, are keyed in SOURCES by it.
    const own = !isDynamic(template.replace(OPTIONAL_REST, ''));
    if (own && darkEnglish.includes(template.replace(OPTIONAL_REST, '')))
      add(template, template.replace(OPTIONAL_REST, ''), 'static page', 'all');
    const base = own ? template : template.replace(OPTIONAL_REST, '');
    const source = SOURCES[base];
    if (!source && own) continue;
    if (!source)
      throw new Error(
        `e2e/site/samples.ts: the template ${template} has no content source in SOURCES, so no sample`,
      );
    for (const locale of LOCALES)
      for (const [key, reason] of pick(source(locale), locale)) {
        const route = base.replace(/\[\[?[^\]]+\]\]?/, key);
        add(template, route, reason, [locale]);
      }
    // The lead is one of its items (a list's pages, rule 5's, are in the four trees already).
    const mine = found.filter(
      (sample) =>
        sample.template === template && !sample.reasons.every((r) => /^(first|last) page$/.test(r)),
    );
    const lead = mine.reduce<Sample | undefined>(
      (best, sample) => (!best || sample.reasons.length > best.reasons.length ? sample : best),
      undefined,
    );
    if (lead) add(template, lead.route, "the template's lead", 'all');
  }
  return found.sort((a, b) => a.route.localeCompare(b.route));
}

/** The routes the browser visits: every sample in the trees its rules picked it for. */
export const sampleRoutes = (all = samples()) => [...new Set(all.flatMap((s) => s.routes))].sort();

/** For the report: `/blog/x/ (longest word (ar), most tags (en))`. */
export const describeSample = (sample: Sample) => `${sample.route} (${sample.reasons.join(', ')})`;
