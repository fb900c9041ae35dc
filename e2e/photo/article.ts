import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect as baseExpect, type Page } from '@playwright/test';
import {
  caretAtEnd,
  writeLines,
  openEditor,
  publish,
  servePictures,
  type EditorRepo,
} from '../editor/harness';
import { samplePost, sampleService } from '../editor/samples';

/*
 * An article through the whole path an editor takes (issue 39): Markdown typed into a post in the web
 * editor, in English and in Arabic (a link to a service, bold text, a list and a picture with its alt
 * text), saved, built into the photo project's second export, and read there in the four trees.
 */

const expect = baseExpect.configure({ timeout: 45_000 });

/** The post written into: one of the content's (e2e/editor/samples.ts), whatever the blog holds. */
export const ARTICLE = samplePost.slug;
/** The routes the second export builds for it: the post's page in the four trees. */
export const ARTICLE_PAGES = 'app/**/blog/[slug]/page.tsx';

/** A picture of the post's own, placed in its text. */
const PICTURE = samplePost.picture;
/** The service the text links to. */
const SERVICE = `service/${sampleService.slug}/`;
const WRITTEN = {
  en: {
    title: 'Designing Bilingual Logos',
    link: 'branding service',
    bold: 'in both scripts',
    items: ['Arabic', 'Latin'],
    alt: 'Two scripts at one weight',
  },
  ar: {
    title: 'شعارات ثنائية اللغة',
    link: 'خدمة الهوية',
    bold: 'بالخطّين معًا',
    items: ['العربية', 'اللاتينية'],
    alt: 'خطّان بوزن واحد',
  },
} as const;
type Lang = keyof typeof WRITTEN;

/** What is typed at the end of the post's body in a language. */
const addition = (lang: Lang) => {
  const w = WRITTEN[lang];
  const lead = lang === 'en' ? 'Read more about our' : 'اقرأ المزيد عن';
  return `\n\n${lead} [${w.link}](/${SERVICE}), **${w.bold}**:\n\n${w.items.map((i) => `- ${i}`).join('\n')}\n\n![${w.alt}](${PICTURE})`;
};

const bodyOf = (repo: string, lang: Lang) => {
  try {
    const file = join(repo, 'content', 'posts', `${ARTICLE}.${lang}.json`);
    return (JSON.parse(readFileSync(file, 'utf8')) as { body: string }).body;
  } catch {
    return undefined; // read while the proxy writes it
  }
};

/** Types the article's addition into the post in both columns of the editor and saves it. */
export async function writeArticle(page: Page, editor: EditorRepo) {
  const before = { en: bodyOf(editor.repo, 'en'), ar: bodyOf(editor.repo, 'ar') };
  await servePictures(page, editor.repo);
  await openEditor(page, editor.proxyUrl, `#/collections/posts/entries/${ARTICLE}`, []);
  for (const [index, lang] of (['en', 'ar'] as const).entries()) {
    // The post's form in each language side by side: English first, then Arabic.
    await caretAtEnd(page.locator('body'), index);
    await writeLines(page, addition(lang));
  }
  await publish(page);
  for (const lang of ['en', 'ar'] as const)
    await expect
      .poll(() => bodyOf(editor.repo, lang), { message: lang })
      .toBe(`${before[lang]}${addition(lang)}`);
}

/** The built post under `prefix` (/, /light/, /ar/, /ar/light/) shows what was written. */
export async function expectArticle(page: Page, siteUrl: string, prefix: string) {
  const w = WRITTEN[prefix.startsWith('/ar/') ? 'ar' : 'en'];
  await page.goto(`${siteUrl}${prefix}blog/${ARTICLE}/`);
  const article = page.getByRole('main').locator('article').first();
  // The link lands in the reader's own tree and language.
  await expect(article.getByRole('link', { name: w.link, exact: true })).toHaveAttribute(
    'href',
    `${prefix}${SERVICE}`,
  );
  await expect(article.locator('strong', { hasText: w.bold })).toBeVisible();
  const list = article.getByRole('list').filter({ hasText: w.items[0] }).last();
  await expect(list.getByRole('listitem')).toHaveText([...w.items]);
  const picture = article.getByRole('img', { name: w.alt, exact: true });
  await picture.scrollIntoViewIfNeeded();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  // From the picture pipeline: an AVIF or WebP copy, not the original under /images/.
  expect(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
    /\/img\/[0-9a-f]{8}-\d+d?\.(avif|webp)$/,
  );
}
