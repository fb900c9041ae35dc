import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import {
  caretAtEnd,
  writeLines,
  openEditor as open,
  publish,
  servePictures,
  startEditorRepo,
  type EditorRepo,
} from '../editor/harness';
import { formatContentJson } from '../../content/format-json';

/*
 * The web editor (/admin/, Decap CMS) edits the content files through its local proxy, as an editor
 * does with `npm run cms`: the proxy (decap-server) runs over a temporary copy of the repository, the
 * test edits a service's title, a post's paragraph and a product's price through the interface, saves,
 * and checks that exactly those values changed in the item's JSON files (the price in both languages,
 * as the site requires), that the files keep their layout, and that the content check still passes on
 * the copy; it creates a post in both languages, and a post whose slug is taken is refused. Values the
 * build would refuse are refused in the editor, with a message, and nothing is written.
 */

test.describe.configure({ mode: 'serial' });
// Decap is a 6 MB script that reads every content file of a collection before it shows an entry: on a
// busy host (the page sweep beside it) that took more than the default 10 s in a clean-clone run.
test.setTimeout(180_000);
const expect = baseExpect.configure({ timeout: 45_000 });

let editor: EditorRepo | undefined;
let repo = '';

const read = (file: string) => readFileSync(join(repo, 'content', file), 'utf8');
const json = (file: string) => JSON.parse(read(file)) as Record<string, unknown>;
/**
 * The file's JSON, or undefined while the editor's server is part-way through writing it: a poll that
 * reads the file as it is saved can land on a half-written file (it did once, "Unexpected end of JSON
 * input"), which is not the answer yet, not a failure.
 */
const whenWhole = (file: string) => {
  try {
    return json(file);
  } catch (error) {
    if (error instanceof SyntaxError) return undefined;
    // A new item's file, not written yet.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
};

test.beforeAll(async () => {
  editor = await startEditorRepo();
  repo = editor.repo;
});

test.afterAll(() => editor?.stop());

// The fields' thumbnails come from /images/, which npm run cms's dev server serves from public/ (the
// export serves only the pictures' copies).
const openEditor = async (page: Page, hash: string, problems: string[]) => {
  if (!editor) throw new Error('no editor');
  await servePictures(page, editor.repo);
  await open(page, editor.proxyUrl, hash, problems);
};

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
  await expect(box('رونق')).toHaveAttribute('dir', 'auto');
  expect(await direction('رونق')).toBe('rtl');
  expect(await direction('Rawnaq')).toBe('ltr');
  expect(problems).toEqual([]);
});

const POST = 'posts/designing-bilingual-logos';
const SERVICE = 'services/web-design';
const PRODUCT = 'products/petra-line-notebook';

test("the preview shows a post in the site's look, in English and in Arabic right to left, and a page its sections", async ({
  page,
}, testInfo) => {
  const problems: string[] = [];
  await openEditor(page, `#/collections/posts/entries/designing-bilingual-logos`, problems);
  // The second column shows the Arabic form: with it off, the preview takes its place.
  await page.getByRole('button', { name: 'Toggle i18n' }).click();
  await page.getByRole('button', { name: 'Toggle preview' }).click();
  const preview = page.frameLocator('iframe').first();
  const article = preview.locator('article', { hasText: 'Designing Bilingual Logos' }).first();
  // The site's renderer: the link to a project, in running text, underlined as on the site.
  const link = article.getByRole('link', { name: 'Qahwat Al-Lweibdeh identity' });
  await expect(link).toHaveAttribute('href', '/portfolio/qahwat-al-lweibdeh-rebrand/');
  await expect(link).toHaveCSS('text-decoration-line', 'underline');
  await expect(article.locator('blockquote')).toBeVisible();
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
  const arabic = preview.locator('article', { hasText: 'شعارات ثنائية اللغة' }).first();
  await expect(arabic.getByRole('link', { name: 'هوية قهوة اللويبدة' })).toHaveAttribute(
    'href',
    '/ar/portfolio/qahwat-al-lweibdeh-rebrand/',
  );
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

  // A page made of sections shows them in order, with their words (scripts/cms/preview-sections.ts).
  await openEditor(page, '#/collections/pages/entries/about', problems);
  await page.getByRole('button', { name: 'Toggle i18n' }).click();
  await page.getByRole('button', { name: 'Toggle preview' }).click();
  const sections = page.frameLocator('iframe').first().locator('section[data-section]');
  await expect(sections.first().getByRole('heading', { level: 2 })).toHaveText(
    'A Studio of Designers, Developers and Storytellers',
  );
  await expect(sections.filter({ hasText: 'Three Steps from Brief to Launch' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('every collection has a preview in both languages: an item of its own file, and a list of one file', async ({
  page,
}) => {
  const problems: string[] = [];
  for (const [hash, english, arabic] of [
    ['#/collections/testimonials/entries/hala-qasem', 'Hala Qasem', 'هالة قاسم'],
    [
      '#/collections/faqs/entries/faqs',
      'How do you price your projects?',
      'كيف تسير مراحل العمل من أول اتصال حتى الإطلاق؟',
    ],
  ] as const) {
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
    product: json(`${PRODUCT}.en.json`),
    productAr: json(`${PRODUCT}.ar.json`),
    otherPost: read('posts/what-a-rebrand-really-involves.en.json'),
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
  const added =
    '\n\nRead more about our [branding service](/service/branding/), **in both scripts**:\n\n- Arabic\n- Latin\n\n![Two scripts at one weight](/images/posts/designing-bilingual-logos-3.webp)';
  await openEditor(page, `#/collections/${POST.replace('/', '/entries/')}`, problems);
  await caretAtEnd(page.locator('body'));
  await writeLines(page, added);
  await publish(page);
  await expect
    .poll(() => whenWhole(`${POST}.en.json`))
    .toEqual({ ...before.post, body: `${String(before.post['body'])}${added}` });

  await openEditor(page, `#/collections/${PRODUCT.replace('/', '/entries/')}`, problems);
  await page.getByLabel('Price', { exact: true }).first().fill('21.5');
  await publish(page);
  // A price is the same in both languages: both files change, one after the other.
  for (const [file, original] of [
    [`${PRODUCT}.en.json`, before.product],
    [`${PRODUCT}.ar.json`, before.productAr],
  ] as const)
    await expect
      .poll(() => whenWhole(file), { message: file })
      .toEqual({ ...original, price: 21.5 });

  // Words are per language: the Arabic texts keep their own; and an item's save touches that item only.
  expect(read(`${SERVICE}.ar.json`)).toBe(before.serviceAr);
  expect(read(`${POST}.ar.json`)).toBe(before.postAr);
  expect(read('posts/what-a-rebrand-really-involves.en.json')).toBe(before.otherPost);

  // Written as the repository keeps them: the schema pointer, two spaces, Prettier's layout.
  for (const file of [
    `${SERVICE}.en.json`,
    `${POST}.en.json`,
    `${PRODUCT}.en.json`,
    `${PRODUCT}.ar.json`,
  ]) {
    expect(read(file), file).toBe(formatContentJson(json(file)));
    expect(read(file).startsWith('{\n  "$schema": '), file).toBe(true);
  }

  const check = spawnSync('npx', ['tsx', 'scripts/check-content.ts'], {
    cwd: repo,
    encoding: 'utf8',
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  expect(check.status, check.stderr).toBe(0);
  expect(problems).toEqual([]);
});

test('a negative price and an empty title are refused with a message', async ({ page }) => {
  const product = read('products/aurora-poster-set.en.json');
  const service = read('services/branding.en.json');
  await openEditor(page, '#/collections/products/entries/aurora-poster-set', []);
  await page.getByLabel('Price', { exact: true }).first().fill('-5');
  await publish(page);
  await expect(page.getByText(/Price must be between 10 and 400/i).first()).toBeVisible();

  await openEditor(page, '#/collections/services/entries/branding', []);
  await page.getByLabel('Title', { exact: true }).first().fill('');
  await publish(page);
  await expect(page.getByText(/Title is required/i).first()).toBeVisible();

  expect(read('products/aurora-poster-set.en.json')).toBe(product);
  expect(read('services/branding.en.json')).toBe(service);
});

test('a new item is made in both languages and named by its slug; a slug already taken is refused', async ({
  page,
}) => {
  const problems: string[] = [];
  // A new job from an existing one, as an editor starts one: every field filled in both languages.
  await openEditor(page, '#/collections/jobs/entries/seo-expert', problems);
  await page.getByRole('button', { name: 'Published' }).click();
  await page.getByText('Duplicate', { exact: true }).click();
  await expect(page).toHaveURL(/\/collections\/jobs\/new/);
  // Its slug is still the other job's: refused before anything is written, in the build's words.
  const titles = page.getByLabel('Title', { exact: true });
  await titles.first().fill('Brand Designer');
  await titles.nth(1).fill('مصمم هويات بصرية');
  await publish(page);
  await expect(
    page.getByText(/Not saved: .*\$\.slug: "seo-expert" is taken by another job/),
  ).toBeVisible();
  expect(read('jobs/seo-expert.en.json')).not.toContain('Brand Designer');
  // A slug of its own: lower case, the same in both languages (the Arabic column takes it from English).
  await page.getByLabel('Slug', { exact: true }).first().fill('brand-designer');
  await publish(page);
  const made = (lang: string) => `jobs/brand-designer.${lang}.json`;
  await expect.poll(() => whenWhole(made('en'))?.['title']).toBe('Brand Designer');
  await expect.poll(() => whenWhole(made('ar'))?.['title']).toBe('مصمم هويات بصرية');
  for (const lang of ['en', 'ar']) {
    expect(json(made(lang))['slug'], lang).toBe('brand-designer');
    expect(
      read(made(lang)).startsWith('{\n  "$schema": "../schemas/jobs.schema.json",'),
      lang,
    ).toBe(true);
  }
  expect(read('jobs/seo-expert.en.json')).not.toContain('Brand Designer');
  const check = spawnSync('npx', ['tsx', 'scripts/check-content.ts'], {
    cwd: repo,
    encoding: 'utf8',
    env: { ...process.env, FORCE_COLOR: '0' },
  });
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
    ['\n\n![](/images/posts/designing-bilingual-logos-3.webp)', markdownOnly],
    // The build's own words and place, before anything is written.
    [
      '\n\nSee [our branding](/servise/branding/).',
      /Not saved: the site would not build with this\. English \$\.body \(line \d+, column \d+\): a link to \/servise\/branding\/, which is no page of the site/,
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
