/* The editor's field for a Markdown text (content/markdown.ts), which pipeline/cms/fields.ts gives a `markdown` schema. */
import type { CmsField } from './field-types';

/**
 * What the editor refuses in Markdown before saving, as the build does (content/markdown.ts): raw HTML
 * (a tag, a comment) and a picture with no alt text. The build also refuses links to pages that do not
 * exist, headings outside ## to #### and code blocks, each with its line and column.
 */
export const MARKDOWN_PATTERN: [string, string] = [
  '^(?![\\s\\S]*<[A-Za-z!/?])(?![\\s\\S]*!\\[\\s*\\])[\\s\\S]*\\S[\\s\\S]*$',
  'Markdown only: no HTML tags, and every picture needs its alt text, ![what it shows](/images/…)',
];

/** A Markdown text: Decap's Markdown editor with the elements the site renders, and no HTML. */
export function markdownField(field: CmsField): CmsField {
  return {
    ...field,
    widget: 'markdown',
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
    // Raw first: what is typed is what is saved (the rich-text view rewrites the Markdown it reads).
    modes: ['raw', 'rich_text'],
    sanitize_preview: true,
    pattern: MARKDOWN_PATTERN,
  };
}
