import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { getProjects } from '../../content';
import { growProjects } from '../../tools/scale/grow-people';
import { contentCopy, removeContentCopies } from './content-copy';

/*
 * The portfolio's list in pages (components/sections/portfolio-pages.tsx): up to `perPage` projects are
 * one page; past it the list goes on at /portfolio/page/2/ and on, each page in the routes Next exports
 * and in the paths the build checks links against. Read in a copy of the project as it is and in one
 * whose content has grown (the scale command's growth), by the content code itself.
 */

test.afterAll(removeContentCopies);
// Each run starts tsx: give it room on a busy 2-core machine.
test.describe.configure({ timeout: 120_000 });

/** A copy of the project with its own content/ (grown to `projects` if given); the rest linked. */
function copy(projects?: number): string {
  const dir = contentCopy('portfolio');
  if (projects) growProjects(join(dir, 'content'), projects);
  return dir;
}

const READ = `
import { portfolioParams } from './content/index';
import { sitePaths } from './content/site-paths';
import { findIntegrityProblems } from './content/integrity';
console.log(JSON.stringify({
  params: portfolioParams().map(({ path }) => path.join('/')),
  paths: [...sitePaths()].filter((path) => path.startsWith('/portfolio/')),
  problems: findIntegrityProblems(),
}));
`;

function read(dir: string) {
  const result = spawnSync('npx', ['tsx', '--eval', READ], { cwd: dir, encoding: 'utf8' });
  expect(result.status, result.stderr).toBe(0);
  return JSON.parse(result.stdout) as { params: string[]; paths: string[]; problems: string[] };
}

/**
 * How many projects a page of a copy's portfolio shows (e2e/oracles.ts): its page file's grid `perPage`,
 * or all of today's projects on one page.
 */
function perPageIn(dir: string): number {
  const file = join(dir, 'content', 'pages', 'portfolio.en.json');
  const { sections = [] } = JSON.parse(readFileSync(file, 'utf8')) as {
    sections?: { type: string; perPage?: number }[];
  };
  const grid = sections.find((section) => section.type === 'project-grid');
  return grid?.perPage ?? Math.max(1, getProjects().length);
}

/** The later pages of a list of `total` projects, `perPage` a page: 2 to the last. */
const laterPages = (total: number, perPage: number) =>
  Array.from({ length: Math.max(0, Math.ceil(total / perPage) - 1) }, (_, i) => i + 2);

test("today's projects make as many pages as perPage cuts them into, the first at /portfolio/", () => {
  const dir = copy();
  const perPage = perPageIn(dir);
  const { params, paths } = read(dir);
  const later = laterPages(getProjects().length, perPage);
  expect(params.filter((p) => p.startsWith('page/'))).toEqual(later.map((n) => `page/${n}`));
  expect(paths).toContain('/portfolio/');
  expect(paths.filter((p) => p.includes('/page/'))).toEqual(
    expect.arrayContaining(later.map((n) => `/portfolio/page/${n}/`)),
  );
  expect(paths.filter((p) => p.includes('/page/'))).toHaveLength(later.length);
});

test('two more pages of projects make two more pages of the list, and no page beyond', () => {
  const perPage = perPageIn(copy());
  // Grown to two pages past today's last, the last of them not full.
  const total = (laterPages(getProjects().length, perPage).length + 3) * perPage - 1;
  const { params, paths, problems } = read(copy(total));
  expect(problems).toEqual([]);
  const later = laterPages(total, perPage);
  expect(later.length).toBeGreaterThanOrEqual(2);
  expect(params.filter((p) => p.startsWith('page/'))).toEqual(later.map((n) => `page/${n}`));
  // Each project keeps its own page beside the list's pages (and the generic portfolio-details).
  expect(params.filter((p) => !p.startsWith('page/'))).toHaveLength(total + 1);
  expect(paths).toEqual(expect.arrayContaining(later.map((n) => `/portfolio/page/${n}/`)));
  expect(paths).not.toContain(`/portfolio/page/${later.at(-1)! + 1}/`);
});

test('a project may not take the slug "page", the folder of the later pages', () => {
  const dir = copy();
  const content = join(dir, 'content', 'projects');
  const [first] = spawnSync('ls', [content], { encoding: 'utf8' }).stdout.split('\n');
  const id = first!.replace(/\.(en|ar)\.json$/, '');
  for (const lang of ['en', 'ar']) {
    const file = join(content, `${id}.${lang}.json`);
    const item = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    rmSync(file);
    writeFileSync(join(content, `page.${lang}.json`), JSON.stringify({ ...item, slug: 'page' }));
  }
  expect(read(dir).problems).toContain(
    'content/projects/page.en.json: the id "page" is taken by a page of its own; choose another',
  );
});
