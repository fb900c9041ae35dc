import type { Image, Link, Strong } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { expect, test } from './fixtures';
import { getPosts, getProjects, getServices } from '../../content';
import { parseMarkdown } from '../../content/markdown';
import type { Locale } from '../../content/locale';

/*
 * An article as an editor writes it (Markdown, content/markdown.ts) and a reader sees it, in the four
 * trees: a link to a page of the site lands on that page in the reader's theme and language, bold
 * text is bold, a picture in the text is a figure with its alt text and caption, the Arabic text runs
 * right to left around its Latin words; and the descriptions of services are Markdown too.
 */

test.use({ viewport: { width: 1280, height: 800 } });

const SLUG = 'designing-bilingual-logos';
const TREES: { prefix: string; locale: Locale }[] = [
  { prefix: '/', locale: 'en' },
  { prefix: '/light/', locale: 'en' },
  { prefix: '/ar/', locale: 'ar' },
  { prefix: '/ar/light/', locale: 'ar' },
];

/** The first node of a type in a post's text. */
function first<T extends Link | Strong | Image>(locale: Locale, type: T['type']): T {
  const post = getPosts(locale).find((p) => p.slug === SLUG)!;
  let found: T | undefined;
  const walk = (node: { type: string; children?: unknown[] }) => {
    if (!found && node.type === type) found = node as T;
    (node.children as { type: string }[] | undefined)?.forEach(walk);
  };
  walk(parseMarkdown(post.body));
  return found!;
}

for (const { prefix, locale } of TREES) {
  test(`a post's link, bold text and picture under ${prefix}`, async ({ page }) => {
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
      expect(await paragraph.textContent()).toContain(`${toString(link)}،`);
    }
    await anchor.click();
    await expect(page).toHaveURL(target);
    const project = getProjects(locale).find((p) => link.url.includes(p.slug))!;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.title);
  });
}

test('a service description is Markdown: its paragraphs as the site shows them', async ({
  page,
}) => {
  const service = getServices('ar')[0]!;
  await page.goto(`/ar/service/${service.slug}/`);
  const paragraphs = parseMarkdown(service.body).children.filter((n) => n.type === 'paragraph');
  expect(paragraphs.length).toBeGreaterThan(1);
  for (const paragraph of paragraphs)
    await expect(
      page.getByRole('main').getByText(toString(paragraph), { exact: true }),
    ).toBeVisible();
});
