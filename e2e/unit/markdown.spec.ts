import { expect, test } from '@playwright/test';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ContentError, parseContent } from '../../content/load';
import { markdownProblems } from '../../content/markdown';
import { itemFileSchema } from '../../content/collections';
import { sitePaths } from '../../content/site-paths';
import {
  itemPages,
  linkedPage,
  markdownTextsOf,
  missingPageLinks,
} from '../../content/markdown-fields';
import { treeHref } from '../../components/ui/tree-href';
import { renderMarkdown, type MarkdownParts } from '../../components/ui/markdown-render';
import type { Tree } from '../../components/layout/theme-tree';
import type { Locale } from '../../content/locale';
import { getCaseStudies, getPosts, getServices } from '../../content';
import { addressWord } from '../oracles';

/*
 * The Markdown of the long texts (content/markdown.ts, components/ui/markdown-render.tsx): what the
 * renderer writes for each element the site allows, where an internal link goes in each of the four
 * trees, and what is refused, with its line and column, by the content check.
 */

/** The site's parts as plain elements: a link re-rooted as the site's Link does, a bare picture. */
function parts(tree: Tree = 'dark', locale: Locale = 'en'): MarkdownParts {
  return {
    InternalLink: ({ href, className, children }) =>
      createElement('a', { href: treeHref(href, tree, locale), className }, children as ReactNode),
    Picture: ({ image, sizes }) =>
      createElement('img', { src: image.src, alt: image.alt, sizes, loading: 'lazy' }),
    sizes: '100vw',
  };
}
const html = (source: string, tree?: Tree, locale?: Locale) =>
  renderToStaticMarkup(createElement('div', null, renderMarkdown(source, parts(tree, locale))))
    .replace(/^<div>|<\/div>$/g, '')
    // The classes are the look; these tests read the elements.
    .replace(/ class="[^"]*"/g, '');

test.describe('the renderer writes each allowed element as the site shows it', () => {
  test('paragraphs, headings ## to ####, bold, italic and inline code', () => {
    expect(html('One *two* **three** `four`.\n\nFive.')).toBe(
      '<p>One <em>two</em> <strong>three</strong> <code>four</code>.</p><p>Five.</p>',
    );
    expect(html('## Two\n\n### Three\n\n#### Four')).toBe(
      '<h2>Two</h2><h3>Three</h3><h4>Four</h4>',
    );
  });

  test('lists: bulleted and numbered, tight items without a paragraph, a numbered list from its start', () => {
    expect(html('- one\n- **two**')).toBe('<ul><li>one</li><li><strong>two</strong></li></ul>');
    expect(html('1. one\n2. two')).toBe('<ol><li>one</li><li>two</li></ol>');
    expect(html('3. three\n4. four')).toBe('<ol start="3"><li>three</li><li>four</li></ol>');
    expect(html('- one\n\n- two')).toBe('<ul><li><p>one</p></li><li><p>two</p></li></ul>');
  });

  test('a block quote with its citation line, and one without', () => {
    expect(html('> Words to keep.\n>\n> — Rania Khoury, Art Director')).toBe(
      '<figure><blockquote><p>Words to keep.</p></blockquote><figcaption>— Rania Khoury, Art Director</figcaption></figure>',
    );
    expect(html('> Just words.')).toBe(
      '<figure><blockquote><p>Just words.</p></blockquote></figure>',
    );
  });

  test('pictures: alone in a paragraph a figure with its title as caption, inline a picture', () => {
    expect(html('![A sign](/images/posts/a.webp "The shop sign")')).toBe(
      '<figure><img src="/images/posts/a.webp" alt="A sign" sizes="100vw" loading="lazy"/><figcaption>The shop sign</figcaption></figure>',
    );
    expect(html('See ![a sign](/images/posts/a.webp) here.')).toBe(
      '<p>See <img src="/images/posts/a.webp" alt="a sign" sizes="100vw" loading="lazy"/> here.</p>',
    );
  });

  test('links: another site and a mail address with rel="noopener", a part of the page as it is', () => {
    expect(
      html(
        '[Behance](https://www.behance.net/rawnaq) and [mail](mailto:hello@rawnaq.studio) and [up](#top)',
      ),
    ).toBe(
      '<p><a href="https://www.behance.net/rawnaq" rel="noopener">Behance</a> and <a href="mailto:hello@rawnaq.studio" rel="noopener">mail</a> and <a href="#top">up</a></p>',
    );
  });

  test('an internal link lands in the tree and the language of the page it is on', () => {
    const source = '[our branding](/service/branding/)';
    const cases: [Tree, Locale, string][] = [
      ['dark', 'en', '/service/branding/'],
      ['light', 'en', '/light/service/branding/'],
      ['dark', 'ar', '/ar/service/branding/'],
      ['light', 'ar', '/ar/light/service/branding/'],
    ];
    for (const [tree, locale, href] of cases)
      expect(html(source, tree, locale), `${tree} ${locale}`).toBe(
        `<p><a href="${href}">our branding</a></p>`,
      );
    expect(html('[process](/service/branding#process)', 'light', 'ar')).toBe(
      '<p><a href="/ar/light/service/branding/#process">process</a></p>',
    );
  });

  test('text is text: markup-like characters are escaped, never HTML', () => {
    expect(html('3 < 4 & 5 > 2')).toBe('<p>3 &lt; 4 &amp; 5 &gt; 2</p>');
  });
});

test.describe('what the site does not render is refused, with its line and column', () => {
  const refused: [string, string, RegExp][] = [
    [
      'raw HTML',
      'Fine.\n\n<div class="x">no</div>',
      /^line 3, column 1: raw HTML \(<div class="x">no<\/div>\) is not allowed/,
    ],
    ['inline HTML', 'A <b>bold</b> word.', /^line 1, column 3: raw HTML \(<b>\)/],
    [
      'a picture with no alt text',
      'Look:\n\n![](/images/posts/a.webp)',
      /^line 3, column 1: a picture with no alt text/,
    ],
    [
      'a picture outside /images/',
      '![A sign](https://example.com/a.jpg)',
      /a picture "https:\/\/example\.com\/a\.jpg": expected a file under \/images\//,
    ],
    ['a level-1 heading', '# Title', /a level-1 heading \(#\)/],
    ['a heading below ####', '##### Small', /a heading below #### \(h4\)/],
    ['a code block', '```\ncode\n```', /a code block/],
    ['a rule', 'One\n\n---\n\nTwo', /a horizontal rule/],
    ['a reference link', '[a][1]\n\n[1]: /about/', /reference-style/],
    ['a javascript: link', '[x](javascript:alert(1))', /a link to "javascript:alert\(1\)"/],
    ['an http:// link', '[x](http://example.com)', /a link to "http:\/\/example\.com"/],
    [
      'a link with its tree in it',
      '[x](/light/about/)',
      /a link to "\/light\/about\/": expected a page of the site by its root path/,
    ],
    ['a link with its language in it', '[x](/ar/about/)', /a link to "\/ar\/about\/"/],
  ];
  for (const [name, source, message] of refused)
    test(name, () => {
      // An inline tag is refused where it opens and where it closes; a reference, at its use and its definition.
      const problems = markdownProblems(source);
      expect(problems.length, source).toBeGreaterThan(0);
      expect(problems[0]).toMatch(message);
    });

  test('every allowed element passes', () => {
    expect(
      markdownProblems(
        '## A\n\n### B\n\n#### C\n\nText *em* **strong** `code` [in](/about/) [out](https://rawnaq.studio) [mail](mailto:a@b.co) [call](tel:+962 6 000 0000) [part](#top).\\\nBreak.\n\n- a\n- b\n\n1. a\n2. b\n\n> Q\n>\n> — C\n\n![alt](/images/posts/a.webp "title")',
      ),
    ).toEqual([]);
  });

  test('in a content file, the build names the file, the JSON path and the place in the text', () => {
    const data = { ...getPosts('en')[0]!, body: 'Fine.\n\nA <script>x</script> here.' };
    let error: unknown;
    try {
      parseContent('posts/a-post.en.json', JSON.stringify(data), itemFileSchema('posts'));
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(ContentError);
    expect((error as ContentError).message).toContain('content/posts/a-post.en.json');
    expect((error as ContentError).problems).toContainEqual({
      path: '$.body',
      message: expect.stringMatching(/^line 3, column 3: raw HTML \(<script>\)/),
    });
  });
});

test.describe('links and pictures of the content', () => {
  test('every page folder of app/ is known, with each item of the content', () => {
    const pages = sitePaths();
    const post = getPosts()[0]!;
    for (const path of [
      '/',
      '/about/',
      `/service/${getServices()[0]!.slug}/`,
      `/blog/${post.slug}/`,
      '/shop/cart/',
      '/team/team-details/',
      ...getCaseStudies().map((study) => `/case-study-details/${study.slug}/`),
      ...post.tags.map((tag) => `/blog/tag/${addressWord(tag)}/`),
    ])
      expect(pages.has(path), path).toBe(true);
    expect(pages.has('/service/no-such-service/')).toBe(false);
    expect(linkedPage('/service/branding#process')).toBe('/service/branding/');
  });

  test("the editor's check: a link to no page is named with its place; a page made in the same file counts", () => {
    const pages = new Set(['/service/branding/']);
    const posts = [
      {
        slug: 'new-post',
        body: 'See [branding](/service/branding#process) and [the new one](/blog/new-post/).',
      },
      {
        slug: 'other',
        body: 'Intro.\n\nA [typo](/servise/branding/) and [an outside page](https://example.com/).',
      },
    ];
    const texts = posts.flatMap((post) => markdownTextsOf('posts', post));
    expect(texts.map(({ path }) => path)).toEqual(['$.body', '$.body']);
    const known = new Set([...pages, ...itemPages('posts', posts[0])]);
    expect(texts.map(({ text }) => missingPageLinks(text, known))).toEqual([
      [],
      [
        '(line 3, column 3): a link to /servise/branding/, which is no page of the site; expected a root path such as /service/branding/',
      ],
    ]);
    // Without the item's own page, the new post is no page yet.
    expect(missingPageLinks(texts[0]!.text, pages)).toHaveLength(1);
    expect(itemPages('products', { id: 'p1' })).toEqual(['/shop/p1/']);
    expect(itemPages('team', { slug: 'lina' })).toEqual(['/team/lina/']);
    expect(markdownTextsOf('jobs', { summary: 'x' })).toEqual([{ path: '$.summary', text: 'x' }]);
    expect(markdownTextsOf('team', { bio: ['x'] })).toEqual([]);
  });
});
