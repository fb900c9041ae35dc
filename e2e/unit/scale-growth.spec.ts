import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { itemFileSchema } from '../../content/collections';
import { blogCategory } from '../../content/schema';
import { twinProblems } from '../../content/twin';
import { growPosts } from '../../scripts/scale/grow-posts';
import { growProjects, growTeam } from '../../scripts/scale/grow-people';
import { readItems, type Twin } from '../../scripts/scale/items';

/*
 * The scale command's growth (scripts/scale/) on a copy of content/: what it adds is content the site's
 * own checks take (each item's schema, its Arabic twin), and like real content (its own slug, title and
 * date, every category in use, Arabic titles in Arabic). The whole copy's `npm run check:content` runs in
 * `npm run scale` itself.
 */

const dirs: string[] = [];
/** A fresh copy of content/ for one test. */
function contentCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'rawnaq-scale-unit-'));
  dirs.push(dir);
  cpSync(join(process.cwd(), 'content'), join(dir, 'content'), { recursive: true });
  return join(dir, 'content');
}
test.afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const withoutPointer = (file: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(file).filter(([key]) => key !== '$schema'));

function problemsOf(collection: 'posts' | 'team' | 'projects', items: Twin[]): string[] {
  const schema = itemFileSchema(collection);
  return items.flatMap(({ id, en, ar }) => {
    return [
      ...[en, ar].map(withoutPointer).flatMap((item) => {
        const parsed = schema.safeParse(item);
        return parsed.success ? [] : [`${collection}/${id}: ${parsed.error.message}`];
      }),
      ...twinProblems(en, ar).map((p) => `${collection}/${id}.ar.json ${p.path}: ${p.message}`),
    ];
  });
}

test('grown team, posts and projects pass the schema and twin checks, like real content', () => {
  const content = contentCopy();
  const team = growTeam(content, 12);
  expect(new Set(team).size).toBe(12);
  const growth = growPosts(content, 57, team);
  expect(growth.total).toBe(57);
  expect(growProjects(content, 20)).toBe(20);

  const posts = readItems(content, 'posts');
  expect(posts).toHaveLength(57);
  expect([
    ...problemsOf('posts', posts),
    ...problemsOf('team', readItems(content, 'team')),
    ...problemsOf('projects', readItems(content, 'projects')),
  ]).toEqual([]);

  // Its own title and date each, and every category and author in use.
  expect(new Set(posts.map((p) => p.en['title'])).size).toBe(57);
  expect(new Set(posts.map((p) => p.ar['title'])).size).toBe(57);
  expect(new Set(posts.map((p) => p.en['date'])).size).toBe(57);
  expect(growth.categories).toEqual([...blogCategory.options].sort());
  expect(new Set(posts.map((p) => p.en['author']))).toEqual(new Set(team));
  // An Arabic title ends in Arabic words and a number in Latin digits, as the site writes numbers.
  for (const post of posts.filter((p) => /-\d+$/.test(String(p.en['slug']))))
    expect(String(post.ar['title'])).toMatch(/[\u0600-\u06FF]+ \d+$/);
});

test('dates go back a week at a time, closer together beyond six years', () => {
  const content = contentCopy();
  const growth = growPosts(
    content,
    1000,
    readItems(content, 'team').map((m) => m.id),
  );
  expect(growth.stepDays).toBe(2);
  expect(growth.oldest > '2017-01-01').toBe(true);
});
