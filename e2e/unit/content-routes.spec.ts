import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import {
  caseStudyForPath,
  caseStudyPathParams,
  getCaseStudies,
  getPageNames,
  getProjects,
  jobApplyHref,
  laterProjectPages,
  portfolioParams,
  projectNeighbours,
  projectsPerPage,
} from '../../content';
import { sitePaths } from '../../content/site-paths';
import { diskJson, onlyPosts, postFiles, withContent, withoutFolder } from './content-source';

/*
 * The routes the content makes (content/index.ts, content/site-paths.ts): the portfolio's pages, the
 * Prev/Next of a project, the case-study pages, a job's Apply link, the page files, and every root
 * path of a small app/ folder with made-up posts.
 */

const dirs: string[] = [];
test.afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** An app/ folder with a page.tsx in each of `folders` ('' for the root). */
function appDir(folders: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'rawnaq-routes-'));
  dirs.push(dir);
  for (const folder of folders) {
    mkdirSync(join(dir, folder), { recursive: true });
    writeFileSync(join(dir, folder, 'page.tsx'), '');
  }
  mkdirSync(join(dir, 'no-page'));
  writeFileSync(join(dir, 'no-page', 'layout.tsx'), '');
  return dir;
}

/** The portfolio page with `perPage` projects a page (none: no limit), or without its grid. */
function portfolio(perPage: number | undefined | 'no grid') {
  const page = diskJson('pages/portfolio.en.json') as { sections?: Record<string, unknown>[] };
  const sections = (page.sections ?? [])
    .filter((section) => perPage !== 'no grid' || section['type'] !== 'project-grid')
    .map((section) =>
      section['type'] === 'project-grid' ? { ...section, perPage: perPage } : section,
    );
  return { 'pages/portfolio.en.json': { ...page, sections } };
}

test('the portfolio is cut into pages of its grid, or is one page', () => {
  const count = getProjects('en').length;
  const slugs = getProjects('en').map(({ slug }) => ({ path: [slug] }));
  withContent(portfolio(1), () => {
    expect(projectsPerPage()).toBe(1);
    expect(laterProjectPages()).toEqual(Array.from({ length: count - 1 }, (_, i) => i + 2));
    expect(portfolioParams()).toEqual([
      ...slugs,
      { path: ['portfolio-details'] },
      ...Array.from({ length: count - 1 }, (_, i) => ({ path: ['page', String(i + 2)] })),
    ]);
  });
  for (const perPage of [undefined, 'no grid'] as const)
    withContent(portfolio(perPage), () => {
      expect(projectsPerPage()).toBe(count);
      expect(laterProjectPages()).toEqual([]);
    });
});

test("a project's Prev and Next wrap around the list", () => {
  const slugs = getProjects().map(({ slug }) => slug);
  const around = (slug: string) => {
    const { previous, next } = projectNeighbours(slug);
    return [previous.slug, next.slug];
  };
  expect(around(slugs[0]!)).toEqual([slugs.at(-1), slugs[1 % slugs.length]]);
  expect(around(slugs.at(-1)!)).toEqual([slugs.at(-2) ?? slugs[0], slugs[0]]);
  // An unknown project is taken for the first.
  expect(around('no-such-project')).toEqual(around(slugs[0]!));
});

test('the case-study pages: the featured one at the generic address, or none yet; one by its slug', () => {
  withContent(withoutFolder('case-studies'), () => {
    expect(caseStudyForPath(undefined)).toEqual({ kind: 'none' });
    expect(caseStudyForPath([])).toEqual({ kind: 'none' });
    expect(caseStudyPathParams()).toEqual([{ slug: undefined }]);
  });
  const en = diskJson('pages/case-study-details.en.json');
  // The content's own case studies, or none: the pages are the same for any number.
  for (const { slug } of getCaseStudies('en')) {
    const featured = { 'pages/case-study-details.en.json': { ...en, featured: slug } };
    withContent(featured, () => {
      expect(caseStudyForPath(undefined)).toMatchObject({ kind: 'study', study: { slug } });
      expect(caseStudyForPath([slug])).toMatchObject({ kind: 'study', study: { slug } });
      expect(caseStudyForPath([slug, 'more'])).toBeUndefined();
      expect(caseStudyForPath(['no-such-study'])).toBeUndefined();
    });
  }
});

test("a job's Apply link opens the contact form with the job chosen", () => {
  expect(jobApplyHref({ slug: 'senior-designer' })).toBe('/contact?subject=senior-designer');
});

test('the page files are named by their English file, in order of name', () => {
  const names = withContent(
    { 'pages/0-first.en.json': {}, 'pages/0-first.ar.json': {}, 'pages/0-alone.ar.json': {} },
    () => getPageNames(),
  );
  expect(names[0]).toBe('0-first');
  expect(names).not.toContain('0-alone');
  expect(names).toEqual([...names].sort());
  expect(names).toContain('blog');
});

test('every root path of the app folder: its static pages and each item of its dynamic ones', () => {
  const app = appDir([
    '',
    '(group)/about',
    'blog/[slug]',
    'blog/[[...page]]',
    'blog/tag/[slug]/[[...page]]',
    'case-study-details/[[...slug]]',
  ]);
  const posts = onlyPosts(
    postFiles('first-post', '2025-03-10', 'Tech', ['Design']),
    postFiles('second-post', '2025-02-10', 'Tech', ['Design']),
  );
  const blog = diskJson('pages/blog.en.json') as { sections?: Record<string, unknown>[] };
  const paged = (page: typeof blog) => ({
    ...page,
    sections: page.sections?.map((s) => (s['type'] === 'post-index' ? { ...s, initial: 1 } : s)),
  });
  const changes = {
    ...posts,
    ...withoutFolder('case-studies'),
    'pages/blog.en.json': paged(blog),
    'pages/blog-tag.en.json': paged(diskJson('pages/blog-tag.en.json')),
  };
  const paths = withContent(changes, () => [...sitePaths(app)].sort());
  expect(paths).toEqual([
    '/',
    '/about/',
    '/blog/',
    '/blog/blog-details/',
    '/blog/first-post/',
    '/blog/page/2/',
    '/blog/second-post/',
    '/blog/tag/design/',
    '/blog/tag/design/page/2/',
    '/case-study-details/',
  ]);
  const unknown = appDir(['things/[slug]']);
  expect(() => sitePaths(unknown)).toThrow(
    'content/site-paths.ts: the page folder /things/[slug]/ is not in DYNAMIC: add it with the items its generateStaticParams lists',
  );
});
