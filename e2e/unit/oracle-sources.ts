import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { importsOf } from './import-scan';

/*
 * Where a test's expected values may come from (DESIGN.md, Tests, "Oracles"): the content, read through
 * the loaders, and the rules of e2e/oracles.ts; never the site's function that decides what a page shows.
 * Each such function is refused below by the module that declares it, with the reason. A test file that
 * imports one (by name, through a re-export, as a namespace or with import()) is named with its line.
 *
 * A unit spec whose subject is one of them may import it (SUBJECTS): it calls it for the value under
 * test and writes the value it expects out in its own lines.
 */

const PAGINATES = 'paginates: how many pages a list makes, where they are and what each holds';
const TERMS =
  'derives the blog’s terms (categories, tags, months) with their posts, counts and order';
const CHOOSES = 'chooses the item a page shows';
const WORDS = 'formats what a page shows';

/** Refused selectors: module (from the repository's root, without extension) → name → why. */
export const REFUSED: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'content/blog': {
    postsOf: 'selects the posts a term’s page lists',
    getRelatedPosts: 'relates posts: which ones a post’s page offers next',
    getRecentPosts: 'selects the newest posts the sidebar shows',
    getTerms: TERMS,
    getTerm: TERMS,
    getCategories: TERMS,
    getTags: TERMS,
    getArchives: TERMS,
    termSlug: 'forms a term’s address',
    tagSlug: 'forms a tag’s address',
    monthOf: 'files a post under its month',
    termPageParams: PAGINATES,
    laterPageNumbers: PAGINATES,
    pageSizeOf: PAGINATES,
    searchText: 'says what the blog’s search finds a post by',
  },
  'content/index': {
    featuredItem: CHOOSES,
    featuredCaseStudy: CHOOSES,
    caseStudyForPath: CHOOSES,
    serviceForRoute: CHOOSES,
    postForRoute: CHOOSES,
    projectForRoute: CHOOSES,
    memberForRoute: CHOOSES,
    projectNeighbours: 'relates projects: the previous and next a project’s page links',
    projectsPerPage: PAGINATES,
    laterProjectPages: PAGINATES,
    portfolioParams: PAGINATES,
    jobApplyHref: 'forms the address a job’s Apply link leads to',
  },
  'content/list-pages': { pageCount: PAGINATES, pagePath: PAGINATES },
  'content/markdown': { quoteParts: 'decides which line of a quote is its source' },
  'components/sections/post-pages': {
    postsOfPage: PAGINATES,
    pageNumbers: 'decides which page numbers a list’s pagination shows',
    pageParam: PAGINATES,
    pageOfParams: PAGINATES,
  },
  'components/shop/catalogue-query': {
    applyFilters: 'filters, sorts and pages the catalogue',
    newerFirst: 'sorts the catalogue',
    restOfCatalogue: 'sorts and pages the catalogue',
    resultsNote: WORDS,
    sortChoices: WORDS,
  },
  'components/shop/shop-state': { cartTotals: 'prices the cart', fill: WORDS },
  'components/shop/order': { makeOrder: 'prices an order' },
  'components/shop/wishlist-actions': {
    selectionOf: 'selects the wishlist’s rows an action applies to',
    cartAddition: 'decides what the wishlist adds to the cart',
    removalMessage: WORDS,
  },
  'components/i18n/words': { fill: WORDS },
  'components/ui/format': { formatPrice: WORDS, formatDate: WORDS },
  'components/range-slider/range-values': { formatRangeValue: WORDS },
  'components/seo/structured-data': {
    organizationData: WORDS,
    breadcrumbData: WORDS,
    faqData: WORDS,
    postData: WORDS,
    productData: WORDS,
  },
};

/** The unit specs whose subject a refused selector is, and which of them each tests. */
export const SUBJECTS: Readonly<Record<string, readonly string[]>> = {
  'e2e/unit/post-pages.spec.ts': [
    'pageCount',
    'pagePath',
    'postsOfPage',
    'pageNumbers',
    'pageParam',
    'pageOfParams',
  ],
  'e2e/unit/catalogue-query.spec.ts': [
    'applyFilters',
    'restOfCatalogue',
    'resultsNote',
    'sortChoices',
  ],
  'e2e/unit/shop-logic.spec.ts': ['applyFilters', 'makeOrder'],
  'e2e/unit/shop-state.spec.ts': ['cartTotals', 'fill'],
  'e2e/unit/format.spec.ts': ['formatPrice', 'formatDate'],
  'e2e/unit/range-values.spec.ts': ['formatRangeValue'],
  'e2e/unit/page-composition.spec.ts': ['featuredItem'],
  'e2e/unit/wishlist-actions.spec.ts': ['selectionOf', 'cartAddition', 'removalMessage'],
  'e2e/unit/json-ld-builders.spec.ts': [
    'organizationData',
    'breadcrumbData',
    'faqData',
    'postData',
    'productData',
  ],
  // Its subject is the error getTags raises on a bad tag.
  'e2e/unit/content-findings.spec.ts': ['getTags'],
  // The blog's terms, lists and routes on made-up posts, their expected values written out.
  'e2e/unit/blog-terms.spec.ts': [
    'getArchives',
    'getCategories',
    'getRecentPosts',
    'getRelatedPosts',
    'getTags',
    'getTerm',
    'laterPageNumbers',
    'monthOf',
    'pageCount',
    'pagePath',
    'pageSizeOf',
    'postForRoute',
    'postsOf',
    'searchText',
    'tagSlug',
    'termPageParams',
    'termSlug',
  ],
  'e2e/unit/content-routes.spec.ts': [
    'caseStudyForPath',
    'jobApplyHref',
    'laterProjectPages',
    'portfolioParams',
    'projectNeighbours',
    'projectsPerPage',
  ],
  'e2e/unit/markdown-reading.spec.ts': ['quoteParts'],
};

export type Finding = { file: string; line: number; name: string; module: string; reason: string };

export const describeFinding = (f: Finding) =>
  `${f.file}:${f.line} takes ${f.name} from ${f.module}: it ${f.reason}; state the rule in the test (e2e/oracles.ts)`;

/** A module specifier of `file` as a module of the repository ('content/blog'), or undefined for a package. */
export function moduleOf(
  file: string,
  specifier: string,
  root = process.cwd(),
): string | undefined {
  const path = specifier.startsWith('@/')
    ? specifier.slice(2)
    : specifier.startsWith('.')
      ? posix.join(posix.dirname(file), specifier)
      : undefined;
  if (path === undefined) return undefined;
  const bare = path.replace(/\.(tsx?|jsx?|mjs)$/, '');
  const isFile = (p: string) => ['.ts', '.tsx'].some((ext) => existsSync(join(root, p + ext)));
  return !isFile(bare) && isFile(`${bare}/index`) ? `${bare}/index` : bare;
}

/** A module's re-exports, `[from, name it has there or '*', name there]`, read once. */
const reExports = new Map<string, [string, string, string][]>();

function reExportsOf(module: string, root: string): [string, string, string][] {
  const key = `${root}:${module}`;
  let found = reExports.get(key);
  if (found) return found;
  const file = ['.ts', '.tsx'].map((ext) => join(root, module + ext)).find((p) => existsSync(p));
  found = importsOf(file ? readFileSync(file, 'utf8') : '')
    .filter((i) => i.reExport)
    .flatMap(({ specifier, names }) => {
      const from = moduleOf(module, specifier, root);
      if (!from) return [];
      return names === 'all'
        ? [[from, '*', '*'] as [string, string, string]]
        : names.map(([here, there]) => [from, here, there] as [string, string, string]);
    });
  reExports.set(key, found);
  return found;
}

/** The modules and names an export `name` of `module` may come from: itself, and what it re-exports. */
function origins(module: string, name: string, root: string, depth = 0): [string, string][] {
  const found: [string, string][] = [[module, name]];
  if (depth > 5) return found;
  for (const [from, here, there] of reExportsOf(module, root))
    if (here === '*' || here === name)
      found.push(...origins(from, here === '*' ? name : there, root, depth + 1));
  return found;
}

/** The refused selectors a test file's source takes, each with its line; `file` is from the root. */
export function refusedUses(file: string, text: string, root = process.cwd()): Finding[] {
  const findings: Finding[] = [];
  for (const { line, specifier, names } of importsOf(text)) {
    const target = moduleOf(file, specifier, root);
    if (!target) continue;
    const wanted: [string, number][] =
      names === 'all'
        ? Object.keys(REFUSED[target] ?? {}).map((name) => [name, line])
        : names.map(([, there, at]) => [there, at]);
    for (const [name, at] of wanted)
      for (const [from, original] of origins(target, name, root)) {
        const reason = REFUSED[from]?.[original];
        if (!reason || SUBJECTS[file]?.includes(original)) continue;
        findings.push({ file, line: at, name: original, module: from, reason });
        break;
      }
  }
  return findings;
}

/** Every TypeScript file under e2e/, from the repository's root. */
export function testFiles(root = process.cwd(), dir = 'e2e'): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(root, path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}
