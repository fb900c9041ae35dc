import { expect, test } from '@playwright/test';
import {
  isFigure,
  markdownProblems,
  markdownTargets,
  markdownText,
  parseMarkdown,
  quoteParts,
} from '../../content/markdown';
import { itemPages, linkedPage, missingPageLinks } from '../../content/markdown-fields';

/*
 * What the site reads from a Markdown text besides rendering it (content/markdown.ts): its plain words
 * (summaries, feeds, search), its links and pictures with their places, a quote's citation, a figure,
 * and which link targets and picture files the content check takes.
 */

test.describe('what the rest of the site reads from a text', () => {
  test('plain words, a line a paragraph or heading, without pictures or empty lines', () => {
    expect(
      markdownText(
        '## Our *way*\n\nWe **start** [here](/about/).\n\n![A desk](/images/a.webp)\n\n- one\n- two',
      ),
    ).toBe('Our way\nWe start here.\none\ntwo');
    expect(markdownText('> Quoted\n>\n> — Lina')).toBe('Quoted\n— Lina');
  });

  test("every link and picture with its place; a quote's last line after a dash is its citation", () => {
    expect(markdownTargets('A [b](/c/).\n\n![D](/images/e.webp) ![](/images/f.png)')).toEqual({
      links: [{ url: '/c/', where: 'line 1, column 3', line: 1, column: 3 }],
      images: [
        { src: '/images/e.webp', alt: 'D', where: 'line 3, column 1' },
        { src: '/images/f.png', alt: '', where: 'line 3, column 22' },
      ],
    });
    const quote = (source: string) => {
      const node = parseMarkdown(source).children[0]!;
      if (node.type !== 'blockquote') throw new Error(`no quote in ${source}`);
      const { body, cite } = quoteParts(node);
      return { paragraphs: body.length, cite };
    };
    expect(quote('> Words\n>\n> — Lina Odeh')).toEqual({ paragraphs: 1, cite: 'Lina Odeh' });
    expect(quote('> Words\n>\n> –  Omar')).toEqual({ paragraphs: 1, cite: 'Omar' });
    // Alone, a dashed line is the quote itself; a dash inside the line is no citation.
    expect(quote('> — Only this')).toEqual({ paragraphs: 1, cite: undefined });
    expect(quote('> Words\n>\n> Lina — Odeh')).toEqual({ paragraphs: 2, cite: undefined });
    expect(quote('> Words\n>\n> - a list')).toEqual({ paragraphs: 2, cite: undefined });
  });

  test('a paragraph of one picture is a figure; with words beside it, it is not', () => {
    const first = (source: string) => {
      const node = parseMarkdown(source).children[0]!;
      return node.type === 'paragraph' && isFigure(node);
    };
    expect(first('![A desk](/images/a.webp "Our desk")')).toBe(true);
    expect(first('See ![A desk](/images/a.webp)')).toBe(false);
    expect(first('![A](/images/a.webp) ![B](/images/b.webp)')).toBe(false);
    expect(first('Just words.')).toBe(false);
  });

  test('a link to a page by its root path, another site, or a part of the page; a picture under /images/', () => {
    for (const url of [
      '/about/',
      '/lightbox/',
      '/arabic-type/',
      '/about#team',
      '#top',
      'tel:+962 6 000',
      'mailto:a@b.co',
    ])
      expect(markdownProblems(`[x](${url})`), url).toEqual([]);
    for (const url of ['/ar', '/light', '/light?x=1', '#Top', 'tel:call-us', 'https://'])
      expect(markdownProblems(`[x](${url})`), url).toHaveLength(1);
    for (const src of ['/images/a/b-c_d.jpeg', '/images/x.svg'])
      expect(markdownProblems(`![x](${src})`), src).toEqual([]);
    for (const src of [
      '/images/A.webp',
      '/images/a.gif',
      '/images//a.webp',
      '/img/a.webp',
      '/images/a.webp?v=1',
    ])
      expect(markdownProblems(`![x](${src})`), src).toHaveLength(1);
    expect(markdownProblems('![   ](/images/a.webp)')[0]).toMatch(/a picture with no alt text/);
    expect(markdownProblems('Line  \nbreak, ~~struck~~')).toEqual([]);
    expect(itemPages('posts', { slug: '' })).toEqual([]);
    expect(itemPages('jobs', { slug: 'designer' })).toEqual([]);
    expect(itemPages('posts', null)).toEqual([]);
    expect(linkedPage('/about?x=1#y')).toBe('/about/');
    expect(linkedPage('/about/')).toBe('/about/');
    expect(missingPageLinks('[x](https://example.com/no/)', new Set())).toEqual([]);
  });
});
