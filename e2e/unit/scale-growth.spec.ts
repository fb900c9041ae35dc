import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { itemFileSchema } from '../../content/collections';
import { blogCategory } from '../../content/schema';
import { twinProblems } from '../../content/twin';
import { growPosts } from '../../tools/scale/grow-posts';
import { growProjects, growTeam } from '../../tools/scale/grow-people';
import { readItems, type Twin } from '../../tools/scale/items';

/*
 * The scale command's growth (tools/scale/) on a copy of content/: what it adds is content the site's
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
  // Grown from whatever content/ holds today (the demo, an agency's own or a copy grown already).
  const before = {
    team: readItems(content, 'team').length,
    projects: readItems(content, 'projects').length,
    posts: readItems(content, 'posts'),
  };
  const team = growTeam(content, before.team + 4);
  expect(new Set(team).size).toBe(before.team + 4);
  // Enough new posts for every member to write one.
  const total = before.posts.length + Math.max(47, team.length);
  const growth = growPosts(content, total, team);
  expect(growth.total).toBe(total);
  expect(growProjects(content, before.projects + 12)).toBe(before.projects + 12);

  const posts = readItems(content, 'posts');
  expect(posts).toHaveLength(total);
  expect([
    ...problemsOf('posts', posts),
    ...problemsOf('team', readItems(content, 'team')),
    ...problemsOf('projects', readItems(content, 'projects')),
  ]).toEqual([]);

  // Its own title each, a date each older than today's posts, every category of today and every
  // member writing; today's posts stay as they were.
  const earlier = new Set(before.posts.map((p) => p.id));
  const added = posts.filter((p) => !earlier.has(p.id));
  expect(posts.filter((p) => earlier.has(p.id))).toEqual(before.posts);
  expect(new Set(posts.map((p) => p.en['title'])).size).toBe(total);
  expect(new Set(posts.map((p) => p.ar['title'])).size).toBe(total);
  expect(new Set(added.map((p) => p.en['date'])).size).toBe(added.length);
  const oldest = before.posts.map((p) => String(p.en['date'])).sort()[0]!;
  expect(added.filter((p) => String(p.en['date']) >= oldest)).toEqual([]);
  expect(growth.categories).toEqual(
    [...new Set(before.posts.map((p) => String(p.en['category'])))].sort(),
  );
  expect(
    growth.categories.every((c) => (blogCategory.options as readonly string[]).includes(c)),
  ).toBe(true);
  expect(new Set(added.map((p) => p.en['author']))).toEqual(new Set(team));
  // An Arabic title ends in Arabic words and a number in Latin digits, as the site writes numbers.
  for (const post of added) expect(String(post.ar['title'])).toMatch(/[\u0600-\u06FF]+ \d+$/);
});

test('dates go back a week at a time, closer together beyond six years', () => {
  const content = contentCopy();
  const today = readItems(content, 'posts');
  const oldest = today.map((p) => String(p.en['date'])).sort()[0]!;
  const team = readItems(content, 'team').map((m) => m.id);
  // A few: a week apart. Very many: closer together, so as to stay within six years.
  const few = growPosts(contentCopy(), today.length + 20, team);
  expect(few.stepDays).toBe(7);
  const many = growPosts(content, today.length + 990, team);
  expect(many.stepDays).toBe(2);
  const days = (Date.parse(oldest) - Date.parse(many.oldest)) / 86_400_000;
  expect(days).toBeGreaterThan(5 * 365);
  expect(days).toBeLessThanOrEqual(6 * 365);
});
