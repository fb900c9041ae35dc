import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { COLLECTION_NAMES } from '../../content/collections';
import { ContentError, parseContent } from '../../content/load';
import { tooFew } from '../../content/load-collection';
import { MINIMUMS, minimumMessage } from '../../content/minimums';
import { files } from '../../content/schema';
import { contentCopy, removeContentCopies } from './content-copy';

/*
 * The smallest content the site takes (content/minimums.ts): below it, the build and
 * `npm run check:content` stop with a content error naming the collection and what it needs, never a
 * framework message; at it (an optional collection empty, even without its folder) the check passes.
 */

const root = process.cwd();
const required = COLLECTION_NAMES.filter((name) => MINIMUMS[name].min > 0);
const optional = COLLECTION_NAMES.filter((name) => MINIMUMS[name].min === 0);

test.describe('a collection below its minimum', () => {
  test('every collection has its minimum in the table, and the error names its folder and need', () => {
    for (const name of COLLECTION_NAMES) {
      const { min, item } = MINIMUMS[name];
      expect(tooFew(name, min), name).toBeUndefined();
      if (min === 0) continue;
      const error = tooFew(name, min - 1);
      expect(error, name).toBeInstanceOf(ContentError);
      expect(error!.file).toBe(`content/${name}/`);
      expect(error!.message).toContain(
        `at least ${min} ${min === 1 ? item[0] : item[1]} in each language, found ${min - 1}`,
      );
    }
  });

  test('a one-file list below its minimum names the file, the list and the count found', () => {
    const raw = readFileSync(join(root, 'content', 'pricing.en.json'), 'utf8');
    const pricing = JSON.parse(raw) as { plans: unknown[] };
    const min = MINIMUMS['pricing.plans'].min;
    const cut = JSON.stringify({ ...pricing, plans: pricing.plans.slice(0, min - 1) });
    let error: unknown;
    try {
      parseContent('pricing.en.json', cut, files['pricing.json']);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ContentError);
    expect((error as ContentError).message).toContain('content/pricing.en.json');
    expect((error as ContentError).problems).toContainEqual({
      path: '$.plans',
      message: minimumMessage('pricing.plans', min - 1),
    });
  });

  test('a list that may be empty parses empty', () => {
    expect(MINIMUMS.faqs.min).toBe(0);
    const parsed = parseContent('faqs.en.json', '{ "faqs": [] }', files['faqs.json']);
    expect(parsed.faqs).toEqual([]);
  });
});

test.describe('npm run check:content at and below the minimum', () => {
  test.describe.configure({ timeout: 120_000 });
  let dir = '';

  test.beforeAll(() => {
    dir = contentCopy('minimum');
  });
  test.afterAll(removeContentCopies);

  /** A fresh copy of the content, edited, then the check run over it. */
  function check(edit: (content: string) => void) {
    const content = join(dir, 'content');
    rmSync(content, { recursive: true, force: true });
    cpSync(join(root, 'content'), content, { recursive: true });
    edit(content);
    return spawnSync('npx', ['tsx', join(root, 'pipeline', 'check-content.ts')], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, FORCE_COLOR: '0' },
    });
  }

  test('the optional collections deleted with their folders, and no FAQ, pass', () => {
    const result = check((content) => {
      for (const name of optional) rmSync(join(content, name), { recursive: true });
      for (const locale of ['en', 'ar']) {
        const file = join(content, `faqs.${locale}.json`);
        writeFileSync(
          file,
          JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), faqs: [] }),
        );
      }
    });
    expect(result.stdout + result.stderr).toContain('Content check passed');
    expect(result.status, result.stderr).toBe(0);
  });

  for (const name of required)
    test(`content/${name}/ emptied fails with its content error`, () => {
      const result = check((content) => {
        rmSync(join(content, name), { recursive: true });
      });
      expect(result.status, result.stdout).toBe(1);
      expect(result.stderr).toContain(`content/${name}/:\n  at $: ${minimumMessage(name, 0)}`);
      expect(result.stderr).not.toMatch(/generateStaticParams|Next\.js/);
    });
});
