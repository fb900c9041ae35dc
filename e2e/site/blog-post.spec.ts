import { expect, test } from './fixtures';
import { contentSecurityPolicy, defaultPolicyOptions } from '../../pipeline/security/policy';
import { getPosts, getSite, getTeamMember } from '../../content';
import { toString } from 'mdast-util-to-string';
import { parseMarkdown } from '../../content/markdown';
import { addressWord, quoteOf, relatedTo } from '../oracles';
import { sectionOf } from './content-sections';

/*
 * A blog post as a reader meets it: its category, date, body and gallery, tags and share links, the
 * author card, the related posts, and the reply form with and without a form service. Texts come from
 * content/.
 */

test.use({ viewport: { width: 1280, height: 800 } });

const posts = getPosts();

/** Whether a post's body quotes someone (a blockquote, with its source under it). */
const quotes = (post: (typeof posts)[number]) =>
  parseMarkdown(post.body).children.some((node) => node.type === 'blockquote');

test.describe('a post', () => {
  // The newest post that has it all to show (a quote, a gallery, tags), else the one that has most.
  const score = (p: (typeof posts)[number]) =>
    Number(quotes(p)) + Number(p.gallery.length > 0) + Number(p.tags.length > 0);
  const post = posts.reduce((best, p) => (score(p) > score(best) ? p : best), posts[0]!);
  const article = sectionOf('blog-details', 'post-article');
  const reply = sectionOf('blog-details', 'post-reply');
  const related = sectionOf('blog-details', 'related-posts');
  const writer = getTeamMember(post.author)!;
  const { endpoint } = getSite().forms.reply;
  const { messages } = getSite().forms;

  test('shows category and date, the body with its quote, the gallery, tags and share links with its absolute URL', async ({
    page,
  }) => {
    await page.goto(`/light/blog/${post.slug}/`);
    const main = page.getByRole('main');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expect(
      main.getByRole('link', { name: post.category, exact: true }).first(),
    ).toHaveAttribute('href', `/light/blog/category/${addressWord(post.category)}/`);
    await expect(main.locator(`time[datetime="${post.date}"]`).first()).toBeVisible();
    const quote = parseMarkdown(post.body).children.find((node) => node.type === 'blockquote');
    if (quote) {
      const { body, cite } = quoteOf(quote);
      await expect(main.locator('blockquote')).toHaveText(
        body.map((node) => toString(node)).join(''),
      );
      // A quote's last line "— name" is its source, shown under it; a quote without one has none.
      if (cite)
        await expect(main.locator('figure:has(blockquote) figcaption')).toHaveText(`— ${cite}`);
      else await expect(main.locator('figure:has(blockquote) figcaption')).toHaveCount(0);
    }
    // An editor may show a picture twice (the cover in the gallery too): each is there at least once.
    for (const image of post.gallery)
      await expect(main.getByRole('img', { name: image.alt }).first()).toBeAttached();
    for (const tag of post.tags)
      await expect(
        main.getByRole('list', { name: article.tags }).getByRole('link', { name: tag }),
      ).toHaveAttribute('href', `/light/blog/tag/${addressWord(tag)}/`);
    const url = encodeURIComponent(`${getSite().url}/blog/${post.slug}/`);
    await expect(main.getByRole('link', { name: article.share.x })).toHaveAttribute(
      'href',
      new RegExp(`^https://x\\.com/intent/post\\?url=${url.replace(/[.%]/g, '\\$&')}`),
    );
    await expect(main.getByRole('link', { name: article.share.facebook })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${url}`,
    );
    await expect(main.getByRole('link', { name: article.share.linkedin })).toHaveAttribute(
      'href',
      `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
    );
    const author = main.getByRole('complementary', { name: article.authorTitle });
    await expect(author.getByRole('img', { name: writer.portrait.alt })).toBeAttached();
    await expect(author.getByText(writer.role)).toBeVisible();
    await expect(
      author.getByRole('link', { name: `${article.authorLink} ${writer.name}` }),
    ).toHaveAttribute('href', `/light/team/${writer.slug}/`);
  });

  test('related posts follow, the same category first', async ({ page }) => {
    await page.goto(`/blog/${post.slug}/`);
    const section = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: related.title, exact: true }) });
    const expected = relatedTo(post, posts, related.limit);
    expect(await section.getByRole('heading', { level: 3 }).allTextContents()).toEqual(
      expected.map((p) => p.title),
    );
  });

  test('the reply form sends name, e-mail and comment, reports a failure and keeps the text', async ({
    page,
  }) => {
    await page.goto(`/blog/${post.slug}/`);
    const form = page.locator('form#reply-form');
    await expect(form).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByRole('heading', { name: reply.title })).toBeVisible();
    let status = 500;
    let body: unknown;
    await page.route(endpoint!, (route) => {
      body = route.request().postDataJSON();
      return route.fulfill({ status, json: {} });
    });
    await form.getByLabel(reply.labels.name).fill('Sami');
    await form.getByLabel(reply.labels.email).fill('sami@example.com');
    await form.getByLabel(reply.labels.comment).fill('Thank you for this.');
    await form.getByRole('button', { name: reply.submit }).click();
    await expect(form.getByRole('status')).toHaveText(
      messages.failed.replace('{reason}', messages.status.replace('{status}', '500')),
    );
    await expect(form.getByLabel(reply.labels.comment)).toHaveValue('Thank you for this.');
    status = 200;
    await form.getByRole('button', { name: reply.submit }).click();
    await expect(form.getByRole('status')).toHaveText(messages.sent);
    const { fields } = getSite().forms.reply;
    expect(body).toEqual({
      [fields.name]: 'Sami',
      [fields.email]: 'sami@example.com',
      [fields.comment]: 'Thank you for this.',
    });
  });

  test('with no endpoint configured the reply opens the mail program with the comment filled in', async ({
    page,
  }) => {
    // The same page as built without `forms.reply.endpoint`: the endpoint is taken out of its HTML and of
    // its RSC payload (index.txt, which React hydrates from), and its CSP is the one the build would give
    // that HTML.
    await page.route(`**/blog/${post.slug}/`, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replaceAll(endpoint!, '');
      const csp = contentSecurityPolicy(body, defaultPolicyOptions());
      const headers = { ...response.headers(), 'content-security-policy': csp };
      await route.fulfill({ response, body, headers });
    });
    await page.route(`**/blog/${post.slug}/index.txt`, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()).replaceAll(endpoint!, '') });
    });
    await page.goto(`/blog/${post.slug}/`);
    const form = page.locator('form#reply-form');
    await expect(form).toHaveAttribute('data-hydrated', 'true');
    await form.getByLabel(reply.labels.name).fill('Sami');
    await form.getByLabel(reply.labels.email).fill('sami@example.com');
    await form.getByLabel(reply.labels.comment).fill('Thank you for this.');
    await form.getByRole('button', { name: reply.submit }).click();
    const link = form.getByRole('link', { name: messages.mailto });
    await expect(link).toBeVisible();
    const href = new URL((await link.getAttribute('href'))!);
    expect(href.pathname).toBe(getSite().contact.email);
    expect(href.searchParams.get('body')).toContain(`${reply.labels.comment}: Thank you for this.`);
    await expect(form.getByLabel(reply.labels.comment)).toHaveValue('Thank you for this.');
  });
});
