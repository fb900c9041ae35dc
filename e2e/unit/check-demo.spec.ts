import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { contentCopy, removeContentCopies } from './content-copy';

/*
 * `npm run check:demo` (tools/check-demo.ts), the spec's demo values kept out of the suite: on content
 * that differs from the spec it names each value, with the spec's and the content's, and exits 1. Whether
 * the repository's content is the demo is that command's question, not this suite's.
 */

test.afterAll(removeContentCopies);
test.describe.configure({ timeout: 120_000 });

test('names a price that differs from the spec with both values, and exits 1', () => {
  const dir = contentCopy('demo');
  for (const lang of ['en', 'ar']) {
    const file = join(dir, 'content', `pricing.${lang}.json`);
    const pricing = JSON.parse(readFileSync(file, 'utf8')) as {
      plans: { prices: { monthly: number } }[];
    };
    pricing.plans[0]!.prices.monthly = 12_345;
    writeFileSync(file, JSON.stringify(pricing, null, 2));
  }
  const result = spawnSync('npx', ['tsx', 'tools/check-demo.ts'], { cwd: dir, encoding: 'utf8' });
  expect(result.status, result.stdout).toBe(1);
  const line = result.stderr.split('\n').find((l) => l.startsWith('- pricing plans'));
  expect(line, result.stderr).toContain('399');
  expect(line).toContain('12345');
});
