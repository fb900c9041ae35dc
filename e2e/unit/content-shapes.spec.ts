import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { COLLECTION_NAMES } from '../../content/collections';
import { formatContentJson } from '../../content/format-json';
import { cmsConfig } from '../../pipeline/cms/config';
import { inFieldOrder } from '../../pipeline/cms/order';
import { readItems } from '../../tools/scale/items';
import { editorDay } from '../../tools/shapes/editor-day';
import { extremes, longEmail, pastedAddress } from '../../tools/shapes/extremes';
import { readJson, today } from '../../tools/shapes/files';
import { minimum, MINIMUMS, referencesCovered } from '../../tools/shapes/minimum';

/*
 * The content shapes of `npm run content:shapes` (tools/shapes/) on a copy of content/: what each
 * makes is content the site's own check takes (`npm run check:content` over the copy, through
 * CONTENT_DIR), and what it says it is. The builds and checks of each shape are the command's own.
 */

const dirs: string[] = [];
function contentCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'rawnaq-shapes-unit-'));
  dirs.push(dir);
  cpSync(join(process.cwd(), 'content'), join(dir, 'content'), { recursive: true });
  return join(dir, 'content');
}
test.afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** `npm run check:content` over `content` (the project's app/ and public/ beside it). */
function checkContent(content: string): string {
  const result = spawnSync('npx', ['tsx', 'pipeline/check-content.ts'], {
    encoding: 'utf8',
    env: { ...process.env, CONTENT_DIR: content, FORCE_COLOR: '0' },
  });
  return result.stdout + result.stderr;
}

const cms = cmsConfig({});

const count = (content: string, name: (typeof COLLECTION_NAMES)[number]) =>
  readItems(content, name).length;

test("an editor's day is six valid changes in both languages", () => {
  const content = contentCopy();
  const before = Object.fromEntries(COLLECTION_NAMES.map((name) => [name, count(content, name)]));
  const faqs = readJson<{ faqs: unknown[] }>(content, 'faqs.json', 'ar').faqs.length;
  const datedToday = () =>
    readItems(content, 'posts').filter((post) => post.ar['date'] === today()).length;
  const todayBefore = datedToday();
  const ids = (name: 'posts' | 'jobs') => new Set(readItems(content, name).map((item) => item.id));
  const idsBefore = { posts: ids('posts'), jobs: ids('jobs') };
  // Six changes; five on content with no testimonial to remove.
  expect(editorDay(content)).toHaveLength(before['testimonials']! > 0 ? 6 : 5);

  expect(checkContent(content)).toContain('Content check passed');
  expect(count(content, 'posts')).toBe(before['posts']! + 1);
  expect(count(content, 'jobs')).toBe(before['jobs']! + 1);
  expect(count(content, 'testimonials')).toBe(Math.max(0, before['testimonials']! - 1));
  expect(datedToday()).toBe(todayBefore + 1);
  // The new post and job are written as the web editor saves them, fields in its order: its next
  // save of either touches nothing else (cms-drafts.spec.ts, cms.spec.ts).
  for (const name of ['posts', 'jobs'] as const) {
    const fields = cms.collections.find((c) => c.name === name)!;
    for (const id of [...ids(name)].filter((id) => !idsBefore[name].has(id)))
      for (const locale of ['en', 'ar']) {
        const text = readFileSync(join(content, name, `${id}.${locale}.json`), 'utf8');
        expect(formatContentJson(inFieldOrder(JSON.parse(text), fields)), `${id}.${locale}`).toBe(
          text,
        );
      }
  }
  for (const locale of ['en', 'ar'] as const) {
    expect(readJson<{ faqs: unknown[] }>(content, 'faqs.json', locale).faqs).toHaveLength(faqs + 1);
    const { plans } = readJson<{ plans: { slug: string; prices: { monthly: number } }[] }>(
      content,
      'pricing.json',
      locale,
    );
    // The Silver plan, or the first where there is no Silver.
    expect((plans.find((plan) => plan.slug === 'silver') ?? plans[0])?.prices.monthly).toBe(429);
  }
});

test('the extremes are valid content of the lengths they claim', () => {
  const content = contentCopy();
  extremes(content);
  expect(checkContent(content)).toContain('Content check passed');
  const address = pastedAddress();
  expect([address.length, address.includes('-'), longEmail().length]).toEqual([239, false, 66]);
  const longest = (text: string) => Math.max(...text.split(/\s+/).map((word) => [...word].length));
  for (const locale of ['en', 'ar'] as const) {
    const post = readItems(content, 'posts').find((item) =>
      String(item[locale]['body']).includes(address),
    );
    expect(longest(String(post?.[locale]['title']))).toBe(300);
    const titles = readItems(content, 'projects').map((item) =>
      longest(String(item[locale]['title'])),
    );
    expect(Math.max(...titles)).toBe(102);
    expect(
      readJson<{ contact: { email: string } }>(content, 'site.json', locale).contact.email,
    ).toBe(longEmail());
  }
});

test('the minimum leaves each collection at its minimum', () => {
  const content = contentCopy();
  minimum(content);
  for (const name of COLLECTION_NAMES) expect(count(content, name), name).toBe(MINIMUMS[name]);
  expect(readJson<{ faqs: unknown[] }>(content, 'faqs.json', 'en').faqs).toHaveLength(
    MINIMUMS.faqs,
  );
});

test('what a cut removes is no longer named anywhere: one item each passes the content check', () => {
  // One of everything: the schemas of today take it, so any reference left dangling fails the check.
  const content = contentCopy();
  const one = Object.fromEntries(Object.keys(MINIMUMS).map((name) => [name, 1])) as typeof MINIMUMS;
  minimum(content, one);
  expect(checkContent(content)).toContain('Content check passed');
});

test('a reference the cut does not know stops the minimum shape, named', () => {
  const content = contentCopy();
  expect(() => referencesCovered(content)).not.toThrow();
  writeFileSync(
    join(content, 'schemas', 'awards.schema.json'),
    JSON.stringify({ properties: { post: { type: 'string', 'x-reference': 'posts' } } }),
  );
  expect(() => referencesCovered(content)).toThrow(/awards\.schema\.json → posts/);
});
