import { expect, test } from '@playwright/test';
import { fieldOf, type Json } from '../../pipeline/cms/fields';

/*
 * The editor's text fields (pipeline/cms/fields.ts, markdown-field.ts): a pattern's hint and message
 * from the schema's description; a Markdown text's toolbar offers the elements the site renders, raw
 * first, and its pattern refuses before saving what the build refuses.
 */

const text: Json = { type: 'string' };

test('a Markdown text offers the elements the site draws, raw first, and refuses what the build refuses', () => {
  const body = fieldOf('body', { ...text, 'x-widget': 'markdown' }, true);
  // The build takes headings ## to #### (content/markdown.ts), bold, italic, inline code, links,
  // quotes and both kinds of list, and pictures with alt text: the toolbar offers those and no more.
  expect(body).toMatchObject({
    buttons: [
      'bold',
      'italic',
      'code',
      'link',
      'heading-two',
      'heading-three',
      'heading-four',
      'quote',
      'bulleted-list',
      'numbered-list',
    ],
    editor_components: ['image'],
    modes: ['raw', 'rich_text'],
    sanitize_preview: true,
  });
  const [pattern] = body.pattern ?? [];
  const accepts = (markdown: string) => new RegExp(pattern ?? '$^').test(markdown);
  expect(accepts('Plain words with **bold** and a [link](/about/).')).toBe(true);
  expect(accepts('![A lemon tree in the courtyard](/images/tree.webp)')).toBe(true);
  expect(accepts('A <b>tag</b>')).toBe(false);
  expect(accepts('<!-- a comment -->')).toBe(false);
  expect(accepts('![](/images/tree.webp)')).toBe(false);
  expect(accepts('   ')).toBe(false);
});

test("a pattern is checked with the schema's description as hint and message, without its full stop", () => {
  const slug = fieldOf(
    'slug',
    { ...text, pattern: '^[a-z]+$', description: 'Lower-case letters, e.g. branding.' },
    true,
  );
  expect(slug).toMatchObject({
    hint: 'Lower-case letters, e.g. branding.',
    pattern: ['^[a-z]+$', 'Lower-case letters, e.g. branding'],
    i18n: 'duplicate',
  });
  expect(fieldOf('code', { ...text, pattern: '^\\d+$' }, true).pattern).toEqual([
    '^\\d+$',
    'Not in the expected form',
  ]);
  expect(fieldOf('code', { ...text, pattern: '^\\d+$' }, true).hint).toBeUndefined();
});
