import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Request } from '@playwright/test';
import { getPosts, getProducts } from '../../content';
import { newestFirst, postsPerPage, termsOf } from '../oracles';
import {
  PAGE_SEGMENT_RSC_FILE,
  SEGMENT_RSC_FILE,
  TREE_RSC_FILE,
  UNREAD_RSC_FILE,
} from '../../pipeline/hydration/rsc-files';
import { expect, test } from './fixtures';
import { otherFonts } from '../../pipeline/fonts/language-fonts';
import { exportedRoutes, fileOf, isArabic, toArabic, toLight } from './routes';
import { sitePaths } from '../../content/site-paths';

/*
 * The RSC files a browser asks for are all in the export (pipeline/hydration/rsc-files.ts): the post-export
 * deletes the one Next writes that nothing reads (__next._full.txt), so a Next release whose router starts
 * asking for it, or for another file the export lacks, must fail here. In two of the four trees (below),
 * a sample of pages is opened, every link on them is focused and one is pointed at (the site's link router
 * prefetches on both, components/islands/link-router.tsx), a link is followed by a click, and the visit
 * goes back and forward: every request for a `.txt` file must be answered 200 (the test server answers a
 * missing file with 404.html and status 404, as a host does).
 */

test.use({ viewport: { width: 1280, height: 800 } });

/** What kind of RSC file a request asks for, by its file name. */
function kindOf(pathname: string): string {
  const name = pathname.slice(pathname.lastIndexOf('/') + 1);
  if (name === 'index.txt') return 'payload';
  if (name === TREE_RSC_FILE) return 'tree';
  if (name === UNREAD_RSC_FILE) return 'full';
  if (PAGE_SEGMENT_RSC_FILE.test(name)) return 'page segment';
  if (SEGMENT_RSC_FILE.test(name)) return 'layout segment';
  return 'other';
}

/** Every request for a `.txt` file while the tab is open, with its answer, and those still in flight. */
function watchTxt(page: Page) {
  const answered: { path: string; status: number }[] = [];
  const failed: string[] = [];
  const inFlight = new Set<Request>();
  const isTxt = (request: Request) => new URL(request.url()).pathname.endsWith('.txt');
  page.on('request', (request) => {
    if (isTxt(request)) inFlight.add(request);
  });
  page.on('requestfinished', async (request) => {
    if (!isTxt(request)) return;
    const response = await request.response();
    answered.push({ path: new URL(request.url()).pathname, status: response?.status() ?? 0 });
    inFlight.delete(request);
  });
  page.on('requestfailed', (request) => {
    if (!isTxt(request)) return;
    inFlight.delete(request);
    // A prefetch the router drops when the visitor moves on is not a missing file.
    const error = request.failure()?.errorText ?? 'unknown';
    if (error !== 'net::ERR_ABORTED') failed.push(`${request.url()}: ${error}`);
  });
  /** Waits until no `.txt` request is in flight and none has started for half a second. */
  const settled = async () => {
    for (let before = -1; before !== answered.length || inFlight.size > 0;) {
      before = answered.length;
      await page.waitForTimeout(500); // eslint-disable-line no-restricted-syntax -- a quiet stretch is what is waited for
    }
  };
  return { answered, failed, settled };
}

/** The blog's second page, when the content has posts enough for one. */
const SECOND_PAGE = getPosts().length > postsPerPage('blog') ? '/blog/page/2/' : undefined;
/** Where the visit follows a link from the blog: its second page, else its newest post. */
const FOLLOWED = SECOND_PAGE ?? `/blog/${newestFirst(getPosts())[0]!.slug}/`;

/** The sample, in the dark English tree: lists and their later pages, a post, a term, the shop. */
function sample(): string[] {
  const post = getPosts()[0]!;
  const tag = termsOf('tag')[0];
  return [
    '/',
    '/about/',
    '/blog/',
    ...(SECOND_PAGE ? [SECOND_PAGE] : []),
    `/blog/${post.slug}/`,
    ...(tag ? [`${tag.href}/`] : []),
    '/shop/',
    `/shop/${getProducts()[0]!.id}/`,
  ];
}

/*
 * English dark and Arabic light: each language and each theme. What the router asks for is the same code
 * in every tree; the files differ, and the last test checks every page's in all four without a browser.
 * (The four trees took 53 s of test time in a run, these two half that.)
 */
const TREES = [
  { name: 'dark', tree: (route: string) => route },
  { name: 'Arabic light', tree: (route: string) => toArabic(toLight(route)) },
];

for (const { name, tree } of TREES) {
  test(`every .txt file the pages ask for is in the export (${name} tree)`, async ({ page }) => {
    test.slow();
    const txt = watchTxt(page);
    for (const route of sample().map(tree)) {
      await page.goto(route);
      await expect(page.locator('html[data-interactive]')).toBeAttached();
      // Focus every link to a page of this tree, as the keyboard would: each is prefetched.
      await page.evaluate(() => {
        for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')) {
          link.focus({ preventScroll: true });
        }
        (document.activeElement as HTMLElement | null)?.blur();
      });
      await txt.settled();
    }
    // Point at a link, follow it, then go back and forward.
    await page.goto(tree('/blog/'));
    await expect(page.locator('html[data-interactive]')).toBeAttached();
    const next = page.locator(`a[href="${tree(FOLLOWED)}"]`).first();
    await next.hover();
    await next.click();
    await page.waitForURL((url) => url.pathname === tree(FOLLOWED));
    await page.goBack();
    await page.waitForURL((url) => url.pathname === tree('/blog/'));
    await page.goForward();
    await page.waitForURL((url) => url.pathname === tree(FOLLOWED));
    await txt.settled();

    const missing = txt.answered.filter(({ status }) => status !== 200);
    expect(
      [...missing.map(({ path, status }) => `${status} ${path}`), ...txt.failed],
      'requests for .txt files that the export does not answer',
    ).toEqual([]);
    // The visit exercised what it claims: the payload, and the router's prefetch of each kind of file.
    const kinds = new Set(txt.answered.map(({ path }) => kindOf(path)));
    expect([...kinds].sort()).toEqual(['layout segment', 'page segment', 'payload', 'tree']);
  });
}

test('every page keeps the RSC files the router asks for, none keeps the unread one, and its route tree hints only its own fonts', () => {
  const problems: string[] = [];
  const routes = exportedRoutes();
  // Every page of the four trees: content/site-paths.ts lists one tree's.
  expect(routes.length).toBe(4 * sitePaths().size);
  for (const route of routes) {
    const folder = join(fileOf(route), '..');
    const names = readdirSync(folder);
    if (!existsSync(join(folder, 'index.txt'))) problems.push(`${route}: no index.txt`);
    if (!names.includes(TREE_RSC_FILE)) problems.push(`${route}: no ${TREE_RSC_FILE}`);
    const pages = names.filter((name) => PAGE_SEGMENT_RSC_FILE.test(name));
    if (pages.length !== 1) problems.push(`${route}: ${pages.length} page segment files`);
    if (names.includes(UNREAD_RSC_FILE))
      problems.push(`${route}: ${UNREAD_RSC_FILE} is still there`);
    // The route tree a prefetch fetches hints only this language's fonts, as index.txt does.
    const tree = join(folder, TREE_RSC_FILE);
    const other = otherFonts(isArabic(route) ? 'ar' : 'en');
    if (existsSync(tree) && other.some((font) => readFileSync(tree, 'utf8').includes(`/${font}.`)))
      problems.push(`${route}: ${TREE_RSC_FILE} hints the other language's fonts`);
  }
  expect(problems).toEqual([]);
});
