import { z } from 'zod';
import { markdownProblems } from './markdown';
import { MINIMUMS, minimumMessage, type MinimumName } from './minimums';

/*
 * The building blocks every content schema shares: slugs, links, dates, text, images.
 *
 * A schema's description (`.describe()`) is also the hint the web editor shows under the field and the
 * message it gives for a value that does not match (pipeline/cms/config.ts builds the editor from
 * these schemas). Two more hints are for the editor only: `prose` is text written in sentences (a
 * multi-line box), and `reference()` names an item of another collection (a pick list of its items).
 */

/** Text in sentences: the editor gives it a multi-line box. */
export const PROSE = { 'x-widget': 'text' } as const;

/** The content files whose items other files name, and the key their items are named by. */
export type Referenced = 'services' | 'projects' | 'team' | 'products' | 'posts';

/** A field that names an item of another content file by its slug or id. */
export const reference = <T extends z.ZodString>(schema: T, collection: Referenced) =>
  schema.meta({ 'x-reference': collection });

export const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a slug: lower-case words joined by hyphens')
  .describe('A slug: lower-case words joined by hyphens, such as "web-design".');

/** A link target inside the site: a root path such as "/about" or "/about#team", never a /light/ path. */
export const internalHref = z
  .string()
  .regex(
    // Not "//host" or "/\\host": browsers read both as another site's address.
    /^\/(?![/\\])(?!light(?:\/|$))[^\s]*$/,
    'a root path such as "/about" (the theme prefix is added by the site)',
  )
  .describe(
    'A page of the site: a root path such as "/about" (the site adds /light and /ar itself).',
  );

/** An anchor on the same page, such as "#service". */
export const anchorHref = z
  .string()
  .regex(/^#[a-z][a-z0-9-]*$/, 'an anchor such as "#service"')
  .describe('A part of the same page: an anchor such as "#service".');

export const externalHref = z
  .string()
  .regex(/^(https:\/\/|mailto:|tel:)\S+$/, 'an https://, mailto: or tel: URL')
  .describe('An address elsewhere: an https://, mailto: or tel: URL.');
export const href = z
  .union([internalHref, anchorHref, externalHref])
  .describe(
    'A root path such as "/about", an anchor such as "#service", or an https://, mailto: or tel: URL.',
  );

export const isoDate = z.iso.date().describe('A date: year-month-day, such as 2025-03-14.');
export const text = z.string().trim().min(1);
/** Text in sentences (a multi-line box in the editor). */
export const prose = text.meta(PROSE);
export const paragraphs = z.array(prose).min(1).describe('Paragraphs, one per item.');
/** Long text in Markdown (content/markdown.ts): the editor gives it a Markdown box. */
export const MARKDOWN = { 'x-widget': 'markdown' } as const;
/**
 * Running text in Markdown: paragraphs, headings ## to ####, bold, italic, inline code, links, lists,
 * block quotes and pictures; anything else is refused with its line and column (content/markdown.ts).
 */
export const markdown = text
  .superRefine((source, ctx) => {
    for (const message of markdownProblems(source)) ctx.addIssue({ code: 'custom', message });
  })
  .meta(MARKDOWN)
  .describe(
    'Markdown: a blank line between paragraphs, `## heading`, `**bold**`, `*italic*`, `[a link](/service/branding/)`, `- list item`, `> quote`, `![what it shows](/images/…)`. No HTML.',
  );
export const percentage = z.number().int().min(0).max(100);

/**
 * A picture: its file and its alt text. Its width and height are read from the file at build
 * (pipeline/pictures/), which also makes its AVIF and WebP copies.
 */
export const image = z.strictObject({
  src: z
    .string()
    .regex(/^\/images\/[a-z0-9/_-]+\.(webp|svg|jpg|jpeg|png)$/, 'a path under /images/')
    .describe(
      'A picture in public/images/ (JPEG, PNG, WebP or SVG); its size is read from the file.',
    ),
  alt: z
    .string()
    .describe('What the picture shows, for those who cannot see it; empty for a decorative one.'),
});

/** Art that changes with the theme: the dark file is shown in the dark tree, the light one under /light/. */
export const themedImage = z.strictObject({ dark: image, light: image });

export const link = z.strictObject({ label: text, href });

/**
 * A list of content with its smallest size from content/minimums.ts; below it the error says what needs
 * the items and how many were found.
 */
export const listOf = <T extends z.ZodType>(item: T, name: MinimumName) =>
  z.array(item).min(MINIMUMS[name].min, {
    error: (issue) => minimumMessage(name, Array.isArray(issue.input) ? issue.input.length : 0),
  });
