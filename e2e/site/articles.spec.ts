import type { Image, Link, Strong } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { expect, test } from './fixtures';
import { getProjects, getServices } from '../../content';
import { parseMarkdown } from '../../content/markdown';
import type { Locale } from '../../content/locale';
import { articlePost, articleSlug, firstOf } from './article-post';

/*
 * An article as an editor writes it (Markdown, content/markdown.ts) and a reader sees it, in the four
 * trees: a link to a page of the site lands on that page in the reader's theme and language, bold
 * text is bold, a picture in the text is a figure with its alt text and caption, the Arabic text runs
 * right to left around its Latin words; and the descriptions of services are Markdown too.
 */

test.use({ viewport: { width: 1280, height: 800 } });

const SLUG = articleSlug();
const TREES: { prefix: string; locale: Locale }[] = [
  { prefix: '/', locale: 'en' },
  { prefix: '/light/', locale: 'en' },
  { prefix: '/ar/', locale: 'ar' },
  { prefix: '/ar/light/', locale: 'ar' },
];

/** The first node of a type in the post's text. */
const first = <T extends Link | Strong | Image>(locale: Locale, type: T['type']): T =>
  firstOf<T>(articlePost(SLUG!, locale).body, type)!;

for (const { prefix, locale } of TREES) {
  test(`a post's link, bold text and picture under ${prefix}`, async ({ page }) => {
    test.skip(
      !SLUG,
      'no post in content/posts/ has bold text, a captioned picture and a link to a page of the site',
    );
    await page.goto(`${prefix}blog/${SLUG}/`);
    const article = page.getByRole('main').locator('article');

    const strong = first<Strong>(locale, 'strong');
    await expect(article.locator('strong', { hasText: toString(strong) })).toHaveCSS(
      'font-weight',
      '600',
    );

    const image = first<Image>(locale, 'image');
    const figure = article.locator('figure', { has: page.getByRole('img', { name: image.alt! }) });
    await figure.scrollIntoViewIfNeeded();
    await expect(figure.getByRole('img')).toHaveJSProperty('complete', true);
    expect(
      await figure.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);
    await expect(figure.locator('figcaption')).toHaveText(image.title!);

    const link = first<Link>(locale, 'link');
    const target = `${prefix}${link.url.slice(1)}`;
    const anchor = article.getByRole('link', { name: toString(link), exact: true });
    await expect(anchor).toHaveAttribute('href', target);
    // A link in running text is underlined: it reads as a link without its colour.
    await expect(anchor).toHaveCSS('text-decoration-line', 'underline');
    if (locale === 'ar') {
      // The Arabic paragraph runs right to left, the link and its Arabic comma inside it.
      const paragraph = anchor.locator('xpath=..');
      await expect(paragraph).toHaveCSS('direction', 'rtl');
      // The punctuation after the link, when there is some, stays beside it.
      const after = /^[،؛.]/.exec(articlePost(SLUG!, locale).body.split(`](${link.url})`)[1] ?? '');
      expect(await paragraph.textContent()).toContain(`${toString(link)}${after?.[0] ?? ''}`);
    }
    await anchor.click();
    await expect(page).toHaveURL(target);
    const project = getProjects(locale).find((p) => link.url.includes(p.slug));
    if (project) await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.title);
  });
}

test('a service description is Markdown: its paragraphs as the site shows them', async ({
  page,
}) => {
  // The service whose description has the most paragraphs.
  const paragraphsOf = (body: string) =>
    parseMarkdown(body).children.filter((n) => n.type === 'paragraph');
  const service = getServices('ar').sort(
    (a, b) => paragraphsOf(b.body).length - paragraphsOf(a.body).length,
  )[0]!;
  await page.goto(`/ar/service/${service.slug}/`);
  const paragraphs = paragraphsOf(service.body);
  expect(paragraphs.length).toBeGreaterThan(0);
  for (const paragraph of paragraphs)
    await expect(
      page.getByRole('main').getByText(toString(paragraph), { exact: true }),
    ).toBeVisible();
});
