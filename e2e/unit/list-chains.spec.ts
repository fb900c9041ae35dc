import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { Locale } from '../../content/locale';
import { joinPath } from '../../components/ui/tree-href';
import { en } from '../../components/i18n/en';
import { ar } from '../../components/i18n/ar';
import { parseAttributes } from '../../pipeline/security/policy';
import { fileOf, outDir } from '../site/routes';
import { listsOf, type List } from './paginated-lists';
import { pageAt, pageNumbersShown } from '../oracles';

/*
 * Every page of every paginated list, in the four trees, read from out/ without a browser: each page's
 * previous, next and numbered links lead to the right page of the same list, tree and language, and the
 * pages form one chain from the first to the last, as many as the content makes (the loaders say how
 * many posts or projects each list holds and how many a page shows, and e2e/oracles.ts which numbers a
 * page's pagination shows). A list of one page shows no pagination. The browser (e2e/site/blog-pages.spec.ts) reads the first pages as a visitor does.
 */

const WORDS = { en, ar } as const;
const TREES = [
  ['dark', 'en'],
  ['light', 'en'],
  ['dark', 'ar'],
  ['light', 'ar'],
] as const;

type Links = {
  /** How many <nav>s carry the list's pagination name. */
  navs: number;
  prev?: string;
  next?: string;
  /** The numbered links in order: [number its name says, href, whether it is marked current]. */
  numbers: [number, string, boolean][];
  /** Links in the pagination that are none of those, and rel attributes that disagree with the name. */
  odd: string[];
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The pagination links of a page's HTML, found by the names a person hears (the dictionary's). */
function paginationOf(html: string, locale: Locale, label: List['label']): Links {
  const t = WORDS[locale];
  const numbered = new RegExp(`^${escape(t.pageNumber).replace('\\{n\\}', '(\\d+)')}$`);
  const links: Links = { navs: 0, numbers: [], odd: [] };
  for (const nav of html.matchAll(/<nav\b([^>]*)>([\s\S]*?)<\/nav>/g)) {
    if (parseAttributes(nav[1]!).get('aria-label') !== t[label]) continue;
    links.navs++;
    for (const anchor of nav[2]!.matchAll(/<a\b([^>]*)>/g)) {
      const attrs = parseAttributes(anchor[1]!);
      const [name, href, rel] = [
        attrs.get('aria-label'),
        attrs.get('href') ?? '',
        attrs.get('rel'),
      ];
      const number = numbered.exec(name ?? '');
      if (name === t.pagePrevious && rel === 'prev') links.prev = href;
      else if (name === t.pageNext && rel === 'next') links.next = href;
      else if (number && rel === undefined)
        links.numbers.push([Number(number[1]), href, attrs.get('aria-current') === 'page']);
      else links.odd.push(`<a${anchor[1]}>`);
    }
  }
  return links;
}

/** Where each page's links lead, and what is wrong on it; `path(k)` is page k's address in the tree. */
function checkPage(
  list: List,
  k: number,
  path: (page: number) => string,
  links: Links,
  problems: string[],
) {
  const at = path(k);
  const wrong = (what: string) => problems.push(`${at} (page ${k} of ${list.pages}): ${what}`);
  if (list.pages === 1) {
    if (links.navs > 0) wrong('a list of one page shows pagination');
    return;
  }
  if (links.navs !== 1) return wrong(`${links.navs} pagination <nav>s, not one`);
  for (const [name, href, expected] of [
    ['previous', links.prev, k > 1 ? path(k - 1) : undefined],
    ['next', links.next, k < list.pages ? path(k + 1) : undefined],
  ] as const)
    if (href !== expected)
      wrong(`${name} leads to ${href ?? 'nowhere'}, not ${expected ?? 'nowhere'}`);
  const shown = links.numbers.map(([n]) => n).join(' ');
  const expected = pageNumbersShown(k, list.pages).join(' ');
  if (shown !== expected) wrong(`numbers ${shown}, not ${expected}`);
  for (const [n, href, current] of links.numbers) {
    if (href !== path(n)) wrong(`the link to page ${n} leads to ${href}, not ${path(n)}`);
    if (current !== (n === k)) wrong(`page ${n} ${current ? 'is' : 'is not'} marked current`);
  }
  for (const odd of links.odd) wrong(`a link that is no page link: ${odd}`);
}

/** The pages reached from `start` by following one kind of link, in order, until none or a loop. */
function walk(start: string, step: (path: string) => string | undefined): string[] {
  const reached: string[] = [];
  for (let at: string | undefined = start; at && !reached.includes(at); at = step(at))
    reached.push(at);
  return reached;
}

test('every page of every list links to the right pages of its list, in one chain from first to last', () => {
  const problems: string[] = [];
  let checked = 0;
  for (const [tree, locale] of TREES)
    for (const list of listsOf(locale)) {
      const path = (page: number) => joinPath(`${pageAt(list.root, page)}/`, tree, locale);
      const links = new Map<string, Links>();
      for (let k = 1; k <= list.pages; k++) {
        const file = fileOf(path(k));
        if (!existsSync(file)) {
          problems.push(`${path(k)} (page ${k} of ${list.pages}): no such page in out/`);
          continue;
        }
        const found = paginationOf(readFileSync(file, 'utf8'), locale, list.label);
        links.set(path(k), found);
        checkPage(list, k, path, found, problems);
        checked++;
      }
      // Followed as a visitor without JavaScript would: Next from page 1, Previous from the last.
      const pages = Array.from({ length: list.pages }, (_, i) => path(i + 1));
      const forward = walk(pages[0]!, (at) => links.get(at)?.next);
      const back = walk(pages.at(-1)!, (at) => links.get(at)?.prev);
      if (forward.join() !== pages.join())
        problems.push(
          `${pages[0]}: Next after Next reaches ${forward.join(' ')}, not the ${list.pages} pages`,
        );
      if ([...back].reverse().join() !== pages.join())
        problems.push(
          `${pages.at(-1)}: Previous after Previous reaches ${back.join(' ')}, not the ${list.pages} pages`,
        );
      // No page past the content's: the list's folder of later pages holds exactly 2…n.
      const folder = join(outDir, ...path(1).split('/').filter(Boolean), 'page');
      const later = existsSync(folder)
        ? readdirSync(folder)
            .sort((a, b) => +a - +b)
            .join(' ')
        : '';
      const expectedLater = pages
        .slice(1)
        .map((_, i) => i + 2)
        .join(' ');
      if (later !== expectedLater)
        problems.push(`${path(1)}page/ holds pages [${later}], not [${expectedLater}]`);
    }
  expect(checked, 'list pages in out/ (npm run build)').toBeGreaterThan(4 * 4);
  expect(problems).toEqual([]);
});

test('a later page whose links lead to the wrong page of its list is reported', () => {
  const list: List = { root: '/blog/tag/design', pages: 3, label: 'postPages' };
  const path = (page: number) => joinPath(`${pageAt(list.root, page)}/`, 'light', 'ar');
  const link = (href: string, name: string, extra = '') =>
    `<li><a href="${href}" aria-label="${name}"${extra}>x</a></li>`;
  // Page 3 of 3 in /ar/light/, its Previous leading to page 1 and a Next past the end.
  const html =
    `<nav aria-label="${ar.postPages}"><ul>${link(path(1), ar.pagePrevious, ' rel="prev"')}` +
    [1, 2, 3]
      .map((n) =>
        link(
          path(n),
          ar.pageNumber.replace('{n}', String(n)),
          n === 3 ? ' aria-current="page"' : '',
        ),
      )
      .join('') +
    `${link(`${path(3)}page/4/`, ar.pageNext, ' rel="next"')}</ul></nav>`;
  const problems: string[] = [];
  checkPage(list, 3, path, paginationOf(html, 'ar', list.label), problems);
  expect(problems).toEqual([
    `${path(3)} (page 3 of 3): previous leads to ${path(1)}, not ${path(2)}`,
    `${path(3)} (page 3 of 3): next leads to ${path(3)}page/4/, not nowhere`,
  ]);
});
