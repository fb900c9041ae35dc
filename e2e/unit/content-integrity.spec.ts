import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { collectImages, findIntegrityProblems } from '../../content/integrity';
import { readSize } from '../../scripts/pictures/process';

const publicDir = join(process.cwd(), 'public');

test('references resolve, ids are unique and every image exists', () => {
  expect(findIntegrityProblems()).toEqual([]);
});

test('every picture the content names is a file the picture pipeline can read', async () => {
  const wrong: string[] = [];
  for (const [where, image] of collectImages()) {
    try {
      const size = await readSize(readFileSync(join(publicDir, image.src)));
      if (size.width < 1 || size.height < 1) wrong.push(`${where}: ${image.src} has no size`);
    } catch (error) {
      wrong.push(`${where}: ${image.src}: ${(error as Error).message}`);
    }
  }
  expect(wrong).toEqual([]);
});

test('every image has alt text', () => {
  const missing = collectImages()
    .filter(([, image]) => image.alt.trim() === '')
    .map(([where, image]) => `${where}: ${image.src}`);
  expect(missing).toEqual([]);
});

/*
 * How many items each collection holds, the prices and the figures are the editor's to choose: the
 * spec's demo values are checked by `npm run check:demo` (scripts/check-demo.ts), outside this suite.
 */
