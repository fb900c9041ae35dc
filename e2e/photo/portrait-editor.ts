import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect as baseExpect, type Page } from '@playwright/test';
import { openEditor, publish, servePictures, type EditorRepo } from '../editor/harness';

/*
 * The photo project's steps in the web editor (e2e/photo/photo.spec.ts): a team member's portrait
 * opened, its picture chosen from an upload and saved, and what the browser fetched of a picture's copies.
 */

const expect = baseExpect.configure({ timeout: 45_000 });

const memberFile = (repo: string, lang: 'en' | 'ar', slug: string) =>
  JSON.parse(readFileSync(join(repo, 'content', 'team', `${slug}.${lang}.json`), 'utf8')) as {
    portrait: Record<string, unknown>;
  };
const portraitOf = (repo: string, lang: 'en' | 'ar', slug: string) => {
  try {
    return memberFile(repo, lang, slug).portrait;
  } catch {
    return undefined; // read while the proxy writes it
  }
};

/** The member's entry open in the editor, its portrait unfolded. */
export async function openPortrait(
  page: Page,
  editor: EditorRepo,
  problems: string[],
  slug: string,
) {
  await servePictures(page, editor.repo);
  await openEditor(page, editor.proxyUrl, `#/collections/team/entries/${slug}`, problems);
  // The member's own entry: its form in English, the first of the two columns.
  const member = page.locator('[class*="ControlPaneContainer"]').first();
  // The portrait is an object field, shown folded: unfold it to reach its picture.
  await member
    .locator('div')
    .filter({ has: page.getByTestId('expand-button'), hasText: /^Portrait$/ })
    .getByRole('button', { name: 'Expand' })
    .click();
  return member;
}

/** The member's entry open in the editor, its media library open from the portrait's picker. */
export async function openPortraitPicker(
  page: Page,
  editor: EditorRepo,
  problems: string[],
  slug: string,
) {
  const member = await openPortrait(page, editor, problems, slug);
  await member.getByRole('button', { name: 'Choose different image' }).first().click();
  await expect(page.getByRole('button', { name: 'Choose selected' })).toBeVisible();
  return member;
}

/** Uploads `file` as `member`'s portrait through the editor and publishes; checks where it was saved. */
export async function uploadPortrait(
  page: Page,
  editor: EditorRepo,
  member: { slug: string; name: string },
  name: string,
  file: Buffer,
) {
  // Until the entry is saved, Decap keeps the upload with the entry and the field asks the site for
  // /images/<name>, which is not there yet: the thumbnail is checked after saving.
  await openPortraitPicker(page, editor, [], member.slug);
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name, mimeType: 'image/jpeg', buffer: file });
  // Decap selects the file it has just uploaded (a click on it would unselect it).
  await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
  const choose = page.getByRole('button', { name: 'Choose selected' });
  await expect(choose).toBeEnabled();
  await choose.click();
  await publish(page);
  // Where the pipeline finds it, byte for byte, and named by both languages (a picture is not words).
  const uploaded = join(editor.repo, 'public', 'images', name);
  await expect.poll(() => existsSync(uploaded) && readFileSync(uploaded).equals(file)).toBe(true);
  for (const lang of ['en', 'ar'] as const)
    await expect
      .poll(() => portraitOf(editor.repo, lang, member.slug), { message: lang })
      .toEqual({ src: `/images/${name}`, alt: expect.any(String) });
}

/** Every response of the copies named `/img/<hash>-…` that `page` receives: address, bytes and type. */
export function recordCopies(page: Page, copies: string) {
  const fetched: { url: string; bytes: number; type: string }[] = [];
  page.on('response', async (response) => {
    if (!response.url().includes(copies)) return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    fetched.push({
      url: response.url(),
      bytes: body.length,
      type: response.headers()['content-type'] ?? '',
    });
  });
  return fetched;
}
