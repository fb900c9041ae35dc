import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import * as content from '../../content';
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

test("the spec's collections have their sizes", () => {
  expect(content.getServices()).toHaveLength(6);
  expect(content.getProjects()).toHaveLength(8);
  expect(content.getPosts()).toHaveLength(10);
  expect(content.getTeam()).toHaveLength(8);
  expect(content.getJobs().map((job) => job.title)).toEqual([
    'Front-End Developer',
    'UI/UX Designer',
    'Digital Marketer',
    'SEO Expert',
  ]);
  expect(content.getAwards()).toHaveLength(3);
  expect(content.getFaqs()).toHaveLength(5);
  expect(content.getBrands()).toHaveLength(8);
  expect(content.getProducts()).toHaveLength(12);
  expect(new Set(content.getPosts().map((post) => post.category))).toEqual(
    new Set(['Branding', 'LifeStyle', 'Travel', 'Event', 'Tech']),
  );
});

test('pricing matches spec section 9', () => {
  const plans = content
    .getPricing()
    .plans.map((plan) => [plan.title, plan.prices.monthly, plan.prices.yearly, plan.popular]);
  expect(plans).toEqual([
    ['Silver', 399, 499, false],
    ['Gold', 449, 649, true],
    ['Platinum', 599, 899, false],
  ]);
});

test('the headline figures match spec section 9', () => {
  expect(content.getStats().map((stat) => `${stat.value}${stat.suffix} ${stat.title}`)).toEqual([
    '22k Happy Customers',
    "15k Work's Completed",
    '121 Skilled Team Members',
    '15 Most Valuable Awards',
  ]);
  expect(content.getSite().footer.copyrightYear).toBe(2025);
  expect(content.getSite().contact.address).toMatchObject({ city: 'Amman', country: 'Jordan' });
});
