import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { caretAtEnd, git, servePictures, startEditorRepo, writeLines } from '../editor/harness';
import { chooseArabicAndSignIn, openArabicEntry } from '../editor/arabic-editor';
import { pointAtProxy } from '../editor/harness';
import { controlProblems, edges, labelsOffStart, latinWords } from '../editor/arabic-checks';
import { samplePost } from '../editor/samples';

/*
 * The web editor in Arabic, right to left (issue 79), as an Arabic-speaking editor works in it: the
 * editor chooses العربية with the switch, signs in, opens a post, edits its Arabic title and body and
 * saves, every button and field found by its Arabic role and name; then, with drafts (the local proxy
 * in git mode), saves a draft, sets it ready and publishes it. On each view (the list, the form, the
 * form with its preview, the media library, a menu) at 1280 and 1440 px: no Latin word in the
 * interface but the content's, the services' and the listed ones (e2e/editor/arabic-checks.ts), every
 * control inside the window and over no other, and the panes mirrored: the sidebar on the right, the
 * English column (the first) on the right, each label at its field's right edge.
 */

test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);
const expect = baseExpect.configure({ timeout: 45_000 });

const ADDED_TITLE = ' (محدّث)';
const ADDED_BODY = '\n\nفقرة جديدة كتبها المحرر **بالعربية** من واجهة المحرر.';

/** The view's checks at both widths, each problem named with the view and the width. */
async function checkView(page: Page, view: string) {
  const problems: string[] = [];
  for (const width of [1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    for (const p of await latinWords(page)) problems.push(`${view} at ${width}: Latin ${p}`);
    for (const p of await controlProblems(page)) problems.push(`${view} at ${width}: ${p}`);
  }
  expect(problems).toEqual([]);
}

test('an editor who chooses Arabic edits a post’s Arabic title and body and saves it, all right to left', async ({
  page,
}, testInfo) => {
  const editor = await startEditorRepo();
  try {
    const file = join(editor.repo, 'content', 'posts', `${samplePost.slug}.ar.json`);
    const before = JSON.parse(readFileSync(file, 'utf8')) as { title: string; body: string };
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await servePictures(page, editor.repo);
    await pointAtProxy(page, editor.proxyUrl);
    await chooseArabicAndSignIn(page);

    // The list: the collections' sidebar on the right of their items, the top bar's links mirrored.
    await page.getByRole('link', { name: 'المقالات', exact: true }).first().click();
    await expect(page.getByRole('heading', { name: 'المقالات' })).toBeVisible();
    const sidebar = await edges(page.locator('aside').first());
    const list = await edges(page.locator('main').first());
    expect(sidebar.left, 'the sidebar is right of the list').toBeGreaterThanOrEqual(
      list.right - 300,
    );
    expect(sidebar.middle).toBeGreaterThan(list.middle);
    const contents = await edges(page.getByRole('link', { name: 'المحتوى' }));
    const account = await edges(page.getByRole('button', { name: 'قائمة خيارات الحساب' }));
    expect(contents.middle).toBeGreaterThan(account.middle);
    await checkView(page, 'the list');

    // The post: English and Arabic side by side, the English (first) column on the right.
    await openArabicEntry(page, 'posts', samplePost.slug);
    const en = await edges(page.getByText('الكتابة بلغة EN'));
    const ar = await edges(page.getByText('الكتابة بلغة AR'));
    expect(en.middle, 'the first (English) column is on the right').toBeGreaterThan(ar.middle);
    expect(await labelsOffStart(page)).toEqual([]);
    // The English title still types left to right, the Arabic right to left.
    const titles = page.getByRole('textbox', { name: 'العنوان', exact: true });
    await expect(titles.nth(0)).toHaveValue(samplePost.title);
    await expect(titles.nth(1)).toHaveValue(samplePost.arabicTitle);
    expect(await titles.nth(0).evaluate((box) => getComputedStyle(box).direction)).toBe('ltr');
    expect(await titles.nth(1).evaluate((box) => getComputedStyle(box).direction)).toBe('rtl');
    // The Markdown toolbar runs right to left: its first button (bold) is right of the next ones.
    const bold = await edges(page.getByRole('button', { name: 'عريض' }).first());
    const italic = await edges(page.getByRole('button', { name: 'مائل' }).first());
    expect(bold.middle).toBeGreaterThan(italic.middle);
    await checkView(page, 'the form');

    await titles.nth(1).fill(`${samplePost.arabicTitle}${ADDED_TITLE}`);
    await caretAtEnd(page.locator('body'), 1);
    await writeLines(page, ADDED_BODY);
    await page.getByRole('button', { name: 'نشر', exact: true }).click();
    await page.getByText('النشر الآن', { exact: true }).click();
    await expect
      .poll(() => {
        try {
          return JSON.parse(readFileSync(file, 'utf8')) as unknown;
        } catch {
          return undefined;
        }
      })
      .toEqual({
        ...before,
        title: `${before.title}${ADDED_TITLE}`,
        body: `${before.body}${ADDED_BODY}`,
      });
    await expect(page.getByText('حُفظت التعديلات')).toBeVisible();
    // Its notice, closed as an editor closes it (it lies over the top bar while it shows, by design).
    await expect(page.getByText('حُفظ العنصر')).toBeVisible();
    await page.getByRole('button', { name: 'إغلاق' }).click();
    await expect(page.getByText('حُفظ العنصر')).toBeHidden();

    // The form with its preview beside it, in place of the Arabic column.
    await page.getByRole('button', { name: 'إظهار اللغة الثانية أو إخفاؤها' }).click();
    await page.getByRole('button', { name: 'إظهار المعاينة أو إخفاؤها' }).click();
    const preview = page.frameLocator('iframe').first();
    await expect(preview.getByRole('group', { name: 'لغة المعاينة' })).toBeVisible();
    const frame = await edges(page.locator('iframe').first());
    const form = await edges(page.getByText('الكتابة بلغة EN'));
    expect(form.middle, 'the form is right of its preview').toBeGreaterThan(frame.middle);
    await checkView(page, 'the form with its preview');
    await page.screenshot({ path: testInfo.outputPath('arabic-form-with-preview.png') });

    // A menu (the published entry's) and the media library, a dialog of the editor's own.
    await page.getByRole('button', { name: 'منشور', exact: true }).click();
    await expect(page.getByRole('menuitem', { name: 'نسخ إلى عنصر جديد' })).toBeVisible();
    await checkView(page, 'the published menu');
    await page.keyboard.press('Escape');
    await page.goto('/admin/#/collections/posts');
    await page.getByRole('button', { name: 'الوسائط' }).click();
    await expect(page.getByRole('heading', { name: 'ملفات الوسائط' })).toBeVisible();
    await checkView(page, 'the media library');
    await page.screenshot({ path: testInfo.outputPath('arabic-media-library.png') });
    expect(errors).toEqual([]);
  } finally {
    await editor.stop();
  }
});

test('with drafts, an editor in Arabic saves a draft, sets it ready and publishes it', async ({
  page,
}) => {
  const editor = await startEditorRepo({ mode: 'git' });
  try {
    page.on('dialog', (dialog) => void dialog.accept());
    await servePictures(page, editor.repo);
    await pointAtProxy(page, editor.proxyUrl, true);
    await chooseArabicAndSignIn(page);
    await openArabicEntry(page, 'posts', samplePost.slug);
    const titles = page.getByRole('textbox', { name: 'العنوان', exact: true });
    await titles.nth(1).fill(`${samplePost.arabicTitle}${ADDED_TITLE}`);
    await page.getByRole('button', { name: 'حفظ', exact: true }).click();
    await expect(page.getByRole('button', { name: 'الحالة: مسودة' })).toBeVisible();
    const draftBranch = `cms/posts/${samplePost.slug}`;
    await expect
      .poll(() => git(editor.repo, 'branch', '--list', draftBranch))
      .toContain(draftBranch);
    await checkView(page, 'the draft');
    await page.getByRole('button', { name: 'الحالة: مسودة' }).click();
    await page.getByRole('menuitem', { name: 'جاهز' }).click();
    await expect(page.getByRole('button', { name: 'الحالة: جاهز' })).toBeVisible();
    await page.getByRole('button', { name: 'نشر', exact: true }).click();
    await page.getByRole('menuitem', { name: 'النشر الآن' }).click();
    await expect(page.getByRole('button', { name: 'منشور', exact: true })).toBeVisible();
    await expect.poll(() => git(editor.repo, 'branch', '--list', draftBranch)).toBe('');
    const onMain = JSON.parse(
      git(editor.repo, 'show', `main:content/posts/${samplePost.slug}.ar.json`),
    ) as { title: string };
    expect(onMain.title).toBe(`${samplePost.arabicTitle}${ADDED_TITLE}`);
  } finally {
    await editor.stop();
  }
});
