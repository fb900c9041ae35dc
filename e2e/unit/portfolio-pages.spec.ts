import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { growProjects } from '../../scripts/scale/grow-people';

/*
 * The portfolio's list in pages (components/sections/portfolio-pages.tsx): today's eight projects are
 * the spec's one page of eight cards; past `perPage` (8) the list goes on at /portfolio/page/2/ and on,
 * each page in the routes Next exports and in the paths the build checks links against. Read in a copy
 * of the project whose content has grown (the scale command's growth), by the content code itself.
 */

const root = process.cwd();
const dirs: string[] = [];
test.afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
// Each run starts tsx: give it room on a busy 2-core machine.
test.describe.configure({ timeout: 120_000 });

/** A copy of the project with its own content/ (grown to `projects` if given); the rest linked. */
function copy(projects?: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'rawnaq-portfolio-'));
  dirs.push(dir);
  cpSync(join(root, 'content'), join(dir, 'content'), { recursive: true });
  for (const name of [
    'node_modules',
    'app',
    'components',
    'public',
    'scripts',
    'package.json',
    'tsconfig.json',
  ])
    symlinkSync(join(root, name), join(dir, name));
  if (projects) growProjects(join(dir, 'content'), projects);
  return dir;
}

const READ = `
import { portfolioParams, projectsPerPage } from './content/index';
import { sitePaths } from './content/site-paths';
import { findIntegrityProblems } from './content/integrity';
console.log(JSON.stringify({
  perPage: projectsPerPage(),
  params: portfolioParams().map(({ path }) => path.join('/')),
  paths: [...sitePaths()].filter((path) => path.startsWith('/portfolio/')),
  problems: findIntegrityProblems(),
}));
`;

function read(dir: string) {
  const result = spawnSync('npx', ['tsx', '--eval', READ], { cwd: dir, encoding: 'utf8' });
  expect(result.status, result.stderr).toBe(0);
  return JSON.parse(result.stdout) as {
    perPage: number;
    params: string[];
    paths: string[];
    problems: string[];
  };
}

test("today's eight projects are one page of eight cards: no later page", () => {
  const { perPage, params, paths } = read(copy());
  expect(perPage).toBe(8);
  expect(params.filter((p) => p.startsWith('page/'))).toEqual([]);
  expect(paths).toContain('/portfolio/');
  expect(paths.filter((p) => p.includes('/page/'))).toEqual([]);
});

test('20 projects make three pages: /portfolio/, /portfolio/page/2/ and /portfolio/page/3/', () => {
  const { params, paths, problems } = read(copy(20));
  expect(problems).toEqual([]);
  expect(params.filter((p) => p.startsWith('page/'))).toEqual(['page/2', 'page/3']);
  // Each project keeps its own page beside the list's pages.
  expect(params.filter((p) => !p.startsWith('page/'))).toHaveLength(20 + 1);
  expect(paths).toEqual(expect.arrayContaining(['/portfolio/page/2/', '/portfolio/page/3/']));
  expect(paths).not.toContain('/portfolio/page/4/');
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
