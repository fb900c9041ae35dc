import { expect as baseExpect, test } from '@playwright/test';
import { caretAtEnd, writeLines, publish } from '../editor/harness';
import { editorCopy } from '../editor/editor-copy';
import { getJobs, getProducts } from '../../content';
import { samplePost, sampleService } from '../editor/samples';

/*
 * What the web editor refuses before anything is written, in the build's own words (a price out of
 * range, an emptied title, raw HTML, a picture without alt text, a link to no page, a taken slug), and a
 * new item made in both languages and named by its slug; over a temporary copy of the content, as in
 * cms.spec.ts.
 */

test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);
const expect = baseExpect.configure({ timeout: 45_000 });

const { read, json, whenWhole, openEditor, contentCheck } = editorCopy();
const POST = samplePost.file;
const SERVICE = sampleService.file;
/** Any product: the price typed is refused before anything is written. */
const PRODUCT = `products/${getProducts('en')[0]!.id}`;
/**
 * What a new item is made from, as an editor starts one, by duplicating an existing item: a job opening,
 * or a service where the content has no job (a team may have none open; every site has a service).
 */
const job = getJobs('en')[0];
const ORIGINAL = job
  ? { collection: 'jobs', slug: job.slug, singular: 'job' }
  : { collection: 'services', slug: sampleService.slug, singular: 'service' };

test('a negative price and an empty title are refused with a message', async ({ page }) => {
  const product = read(`${PRODUCT}.en.json`);
  const service = read(`${SERVICE}.en.json`);
  await openEditor(page, `#/collections/${PRODUCT.replace('/', '/entries/')}`, []);
  await page.getByLabel('Price', { exact: true }).first().fill('-5');
  await publish(page);
  await expect(page.getByText(/Price must be between 10 and 400/i).first()).toBeVisible();

  await openEditor(page, `#/collections/${SERVICE.replace('/', '/entries/')}`, []);
  await page.getByLabel('Title', { exact: true }).first().fill('');
  await publish(page);
  await expect(page.getByText(/Title is required/i).first()).toBeVisible();

  expect(read(`${PRODUCT}.en.json`)).toBe(product);
  expect(read(`${SERVICE}.en.json`)).toBe(service);
});

test('a new item is made in both languages and named by its slug; a slug already taken is refused', async ({
  page,
}) => {
  const problems: string[] = [];
  // A new item from an existing one, as an editor starts one: every field filled in both languages.
  const { collection, slug, singular } = ORIGINAL;
  const original = `${collection}/${slug}.en.json`;
  await openEditor(page, `#/collections/${collection}/entries/${slug}`, problems);
  await page.getByRole('button', { name: 'Published' }).click();
  await page.getByText('Duplicate', { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/collections/${collection}/new`));
  // Its slug is still the other item's: refused before anything is written, in the build's words.
  // The English column, then the Arabic one, each with the item's title first (a service's steps have
  // titles of their own further down): the Arabic title is the first of the second half.
  const titles = page.getByLabel('Title', { exact: true });
  await expect(titles.first()).toBeVisible();
  const arabicTitle = titles.nth((await titles.count()) / 2);
  await titles.first().fill('Brand Designer');
  await arabicTitle.fill('مصمم هويات بصرية');
  await publish(page);
  await expect(
    page.getByText(
      new RegExp(`Not saved: .*\\$\\.slug: "${slug}" is taken by another ${singular}`),
    ),
  ).toBeVisible();
  expect(read(original)).not.toContain('Brand Designer');
  // A slug of its own: lower case, the same in both languages (the Arabic column takes it from English).
  await page.getByLabel('Slug', { exact: true }).first().fill('brand-designer');
  await publish(page);
  const made = (lang: string) => `${collection}/brand-designer.${lang}.json`;
  await expect.poll(() => whenWhole(made('en'))?.['title']).toBe('Brand Designer');
  await expect.poll(() => whenWhole(made('ar'))?.['title']).toBe('مصمم هويات بصرية');
  for (const lang of ['en', 'ar']) {
    expect(json(made(lang))['slug'], lang).toBe('brand-designer');
    expect(
      read(made(lang)).startsWith(`{\n  "$schema": "../schemas/${collection}.schema.json",`),
      lang,
    ).toBe(true);
  }
  expect(read(original)).not.toContain('Brand Designer');
  const check = contentCheck();
  expect(check.status, check.stderr).toBe(0);
  // Decap logs the refused save (our message, then the object it came with); nothing else.
  expect(problems.filter((p) => !p.includes('Not saved: ') && p !== 'Object')).toEqual([]);
});

test('raw HTML, a picture without alt text and a link to no page in a post are refused with a message', async ({
  page,
}) => {
  const post = read(`${POST}.en.json`);
  const markdownOnly = /Markdown only: no HTML tags, and every picture needs its alt text/;
  for (const [typed, message] of [
    ['\n\n<div>raw</div>', markdownOnly],
    [`\n\n![](${samplePost.picture})`, markdownOnly],
    // The build's own words and place, before anything is written.
    [
      `\n\nSee [what we offer](/servise/${sampleService.slug}/).`,
      new RegExp(
        `Not saved: the site would not build with this\\. English \\$\\.body \\(line \\d+, column \\d+\\): a link to /servise/${sampleService.slug}/, which is no page of the site`,
      ),
    ],
  ] as const) {
    await openEditor(page, `#/collections/${POST.replace('/', '/entries/')}`, []);
    await caretAtEnd(page.locator('body'));
    await writeLines(page, typed);
    await publish(page);
    // The Markdown field's own check speaks under the field; the build's checks in the editor's notice.
    await expect(page.getByText(message).first()).toBeVisible();
    expect(read(`${POST}.en.json`), typed).toBe(post);
  }
});
