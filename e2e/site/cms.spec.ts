import { expect as baseExpect, test } from '@playwright/test';
import { caretAtEnd, writeLines, publish } from '../editor/harness';
import { editorCopy } from '../editor/editor-copy';
import { formatContentJson } from '../../content/format-json';
import {
  aboutTitle,
  otherPostFiles,
  previewSamples,
  sampleProduct,
  samplePost,
  sampleService,
  siteName,
} from '../editor/samples';

/*
 * The web editor (/admin/, Decap CMS) edits the content files through its local proxy, as an editor
 * does with `npm run cms`: the proxy (decap-server) runs over a temporary copy of the repository. This
 * file opens it and its previews, edits a service's title, a post's paragraph and a product's price
 * through the interface, saves, and checks that exactly those values changed in the item's JSON files
 * (the price in both languages, as the site requires), that the files keep their layout, and that the
 * content check still passes on the copy. What the editor refuses, and a new item, are
 * cms-checks.spec.ts's.
 */

test.describe.configure({ mode: 'serial' });
// Decap is a 6 MB script that reads every content file of a collection before it shows an entry: on a
// busy host (the page sweep beside it) that took more than the default 10 s in a clean-clone run.
test.setTimeout(180_000);
const expect = baseExpect.configure({ timeout: 45_000 });

const { read, json, whenWhole, openEditor, contentCheck } = editorCopy();

// What the tests open and change: items of the content, whatever it holds (e2e/editor/samples.ts).
const POST = samplePost.file;
const SERVICE = sampleService.file;
const otherFiles = () => Object.fromEntries(otherPostFiles.map((file) => [file, read(file)]));

test('/admin/ lists every content file and opens with no console error', async ({ page }) => {
  const problems: string[] = [];
  await openEditor(page, '#/collections/site', problems);
  for (const label of [
    'Site',
    'Stats',
    'Services',
    'Projects',
    'Case studies',
    'Posts',
    'Team',
    'Jobs',
    'Testimonials',
    'Awards',
    'FAQs',
    'Pricing',
    'Brands',
    'Products',
    'Shop',
    'Pages',
  ])
    await expect(page.getByRole('link', { name: label, exact: true }).first()).toBeVisible();
  // An entry: English and Arabic side by side.
  await page.getByRole('link', { name: 'Site', exact: true }).last().click();
  await expect(page.getByText('Writing in EN')).toBeVisible();
  await expect(page.getByText('Writing in AR')).toBeVisible();
  // Each text box runs in the direction of its text: Arabic right to left, English left to right.
  const box = (value: string) => page.locator(`input[value="${value}"]`).first();
  const direction = (value: string) =>
    box(value).evaluate((input) => getComputedStyle(input).direction);
  await expect(box(siteName.ar)).toHaveAttribute('dir', 'auto');
  expect(await direction(siteName.ar)).toBe('rtl');
  expect(await direction(siteName.en)).toBe('ltr');
  expect(problems).toEqual([]);
});

test("the preview shows a post in the site's look, in English and in Arabic right to left, and a page its sections", async ({
  page,
}, testInfo) => {
  const problems: string[] = [];
  await openEditor(page, `#/collections/posts/entries/${samplePost.slug}`, problems);
  // The second column shows the Arabic form: with it off, the preview takes its place.
  await page.getByRole('button', { name: 'Toggle i18n' }).click();
  await page.getByRole('button', { name: 'Toggle preview' }).click();
  const preview = page.frameLocator('iframe').first();
  const article = preview.locator('article', { hasText: samplePost.title }).first();
  await expect(article).toBeVisible();
  // The site's renderer: a link to a page in running text, underlined as on the site; a quotation.
  if (samplePost.link) {
    const link = article.getByRole('link', { name: samplePost.link.text });
    await expect(link.first()).toHaveAttribute('href', samplePost.link.href);
    await expect(link.first()).toHaveCSS('text-decoration-line', 'underline');
  }
  if (samplePost.quotes) await expect(article.locator('blockquote').first()).toBeVisible();
  // The site's fonts and theme: the page's own classes on the preview's <html>.
  await expect(preview.locator('html')).toHaveClass(/dark/);
  // It follows the form as the editor types.
  const post = page.locator('body');
  await caretAtEnd(post);
  await page.keyboard.type('\n\nA **new** line, typed just now.');
  await expect(article.locator('strong', { hasText: 'new' })).toBeVisible();
  // In Arabic: right to left, in the Arabic font, its link into the Arabic tree.
  await preview.getByRole('button', { name: 'العربية' }).click();
  await expect(preview.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(preview.locator('html')).toHaveAttribute('lang', 'ar');
  const arabic = preview.locator('article', { hasText: samplePost.arabicTitle }).first();
  await expect(arabic).toBeVisible();
  if (samplePost.arabicLink)
    await expect(
      arabic.getByRole('link', { name: samplePost.arabicLink.text }).first(),
    ).toHaveAttribute('href', `/ar${samplePost.arabicLink.href}`);
  expect(
    await arabic
      .locator('p')
      .first()
      .evaluate((p) => getComputedStyle(p).fontFamily),
  ).toMatch(/arabicFont/);
  // The editor with the Arabic preview beside the form, kept with the test's results.
  await arabic.scrollIntoViewIfNeeded();
  await testInfo.attach('editor-with-arabic-preview', {
    body: await page.screenshot(),
    contentType: 'image/png',
  });
  await page.screenshot({ path: testInfo.outputPath('editor-with-arabic-preview.png') });

  // A page made of sections shows them in order, with their words (pipeline/cms/preview-sections.ts).
  await openEditor(page, '#/collections/pages/entries/about', problems);
  await page.getByRole('button', { name: 'Toggle i18n' }).click();
  await page.getByRole('button', { name: 'Toggle preview' }).click();
  const sections = page.frameLocator('iframe').first().locator('section[data-section]');
  await expect(sections.first()).toBeVisible();
  if (aboutTitle) await expect(sections.filter({ hasText: aboutTitle }).first()).toBeVisible();
  expect(problems).toEqual([]);
});

test('every collection has a preview in both languages: an item of its own file, and a list of one file', async ({
  page,
}) => {
  const problems: string[] = [];
  for (const [hash, english, arabic] of previewSamples()) {
    await openEditor(page, hash, problems);
    await page.getByRole('button', { name: 'Toggle i18n' }).click();
    await page.getByRole('button', { name: 'Toggle preview' }).click();
    const preview = page.frameLocator('iframe').first();
    await expect(preview.getByRole('heading', { name: english })).toBeVisible();
    await preview.getByRole('button', { name: 'العربية' }).click();
    await expect(preview.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(preview.getByRole('heading', { name: arabic })).toBeVisible();
  }
  expect(problems).toEqual([]);
});

test("a service title, a post's Markdown and a product price, saved through the editor", async ({
  page,
}) => {
  const before = {
    service: json(`${SERVICE}.en.json`),
    serviceAr: read(`${SERVICE}.ar.json`),
    post: json(`${POST}.en.json`),
    postAr: read(`${POST}.ar.json`),
    product: sampleProduct && json(`${sampleProduct.file}.en.json`),
    productAr: sampleProduct && json(`${sampleProduct.file}.ar.json`),
    others: otherFiles(),
  };
  const problems: string[] = [];

  // One entry per item: the service's own form.
  await openEditor(page, `#/collections/${SERVICE.replace('/', '/entries/')}`, problems);
  await page.getByLabel('Title', { exact: true }).first().fill('Web Design and Build');
  await publish(page);
  // Exactly that value changed.
  await expect
    .poll(() => whenWhole(`${SERVICE}.en.json`))
    .toEqual({ ...before.service, title: 'Web Design and Build' });

  // A post's body is Markdown, saved as typed: a closing paragraph with a link to a service and bold
  // text, a list and a picture with its alt text, added at its end.
  const added = `\n\nRead more about [what we offer](/service/${sampleService.slug}/), **in both scripts**:\n\n- Arabic\n- Latin\n\n![Two scripts at one weight](${samplePost.picture})`;
  await openEditor(page, `#/collections/${POST.replace('/', '/entries/')}`, problems);
  await caretAtEnd(page.locator('body'));
  await writeLines(page, added);
  await publish(page);
  await expect
    .poll(() => whenWhole(`${POST}.en.json`))
    .toEqual({ ...before.post, body: `${String(before.post['body'])}${added}` });

  if (sampleProduct) {
    const { file: product, price } = sampleProduct;
    await openEditor(page, `#/collections/${product.replace('/', '/entries/')}`, problems);
    await page.getByLabel('Price', { exact: true }).first().fill(String(price));
    await publish(page);
    // A price is the same in both languages: both files change, one after the other.
    for (const [file, original] of [
      [`${product}.en.json`, before.product],
      [`${product}.ar.json`, before.productAr],
    ] as const)
      await expect.poll(() => whenWhole(file), { message: file }).toEqual({ ...original, price });
  }

  // Words are per language: the Arabic texts keep their own; and an item's save touches that item only.
  expect(read(`${SERVICE}.ar.json`)).toBe(before.serviceAr);
  expect(read(`${POST}.ar.json`)).toBe(before.postAr);
  expect(otherFiles()).toEqual(before.others);

  // Written as the repository keeps them: the schema pointer, two spaces, Prettier's layout.
  for (const file of [
    `${SERVICE}.en.json`,
    `${POST}.en.json`,
    ...(sampleProduct ? [`${sampleProduct.file}.en.json`, `${sampleProduct.file}.ar.json`] : []),
  ]) {
    expect(read(file), file).toBe(formatContentJson(json(file)));
    expect(read(file).startsWith('{\n  "$schema": '), file).toBe(true);
  }

  const check = contentCheck();
  expect(check.status, check.stderr).toBe(0);
  expect(problems).toEqual([]);
});
