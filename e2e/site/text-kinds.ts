import { toString } from 'mdast-util-to-string';
import { parseMarkdown } from '../../content/markdown';

/*
 * Which texts can change a layout: every string (and every figure) a content file can hold, by kind.
 * A field is named by its file or collection and its path in an item: `posts.title`, `posts.tags[]`,
 * `site.contact.email`, `pages.sections[].cta.label` (content/collections.ts, content/schema.ts,
 * content/sections.ts). The first kind whose pattern matches a field is its kind.
 *
 * The sweep's sample rules (./samples.ts) pick, for each kind, the item with the longest unbroken run
 * of it (rule 2), so a page holding a long word, a pasted address or a long e-mail is opened. Whatever
 * is not an item of a template's collection (site.json, the page files, the FAQs, the pricing table...)
 * is shown by pages the sweep always opens (every static page, and the header and footer on all).
 * e2e/unit/text-kinds.spec.ts fails for a field of the schemas that no kind names: a new field goes
 * into the kind it reads as here (or into `fixed` when a visitor never reads it as text).
 */

export type TextKind = (typeof TEXT_KINDS)[number]['kind'];

export const TEXT_KINDS = [
  {
    kind: 'fixed',
    what: 'not free text: its form is fixed by the schema, or it is not shown as text (slugs, ids, references, paths and URLs, ISO dates, icon and layout names, form field names, codes, counts of a layout, the demo shop state)',
    fields: [
      /(^|\.)(\$schema|slug|id|src|href|url|videoUrl|embedUrl|endpoint|honeypot|action|featured|author|icon|type|layout)$/,
      /^(posts\.date|projects\.completed|case-studies\.completed|products\.added|products\.review\.date)$/,
      /^site\.forms\.\w+\.fields\.\w+$/,
      /^shop\.(demo\..*|coupon\..*|catalogue\..*|maxQuantity|countries\[\]\.code|sampleOrder\.(date|lines\[\]\..*))$/,
      /^projects\.services\[\]$/,
      /^pages\.sections\[\]\.(items\[\]\.service|projects\[\]|limit|perPage|initial|step)$/,
      /^site\.footer\.copyrightYear$/,
    ],
  },
  {
    kind: 'markdown',
    what: 'Markdown: its visible text, link texts, pasted addresses and picture captions included (a URL is a word)',
    fields: [/^(posts|projects|services)\.body$/, /^case-studies\.brief$/, /^jobs\.summary$/],
  },
  {
    kind: 'email',
    what: 'an e-mail address',
    fields: [/^(site\.contact|team)\.email$/],
  },
  { kind: 'phone', what: 'a phone number', fields: [/^site\.contact\.phone$/] },
  {
    kind: 'address',
    what: 'a place: a postal address line, a city, a location, a country or region',
    fields: [
      /^site\.contact\.address\.\w+$/,
      /^(projects|case-studies|jobs)\.location$/,
      /^shop\.countries\[\]\.(name|regions\[\])$/,
    ],
  },
  {
    kind: 'caption',
    what: "a picture's alt text (a figure shows it as its caption)",
    fields: [/\.alt$/],
  },
  {
    kind: 'name',
    what: "a person's, a client's or a brand's name",
    fields: [
      /^site\.name$/,
      /^(team|testimonials|brands)\.name$/,
      /^(projects|case-studies)\.client$/,
      /^awards\.brand$/,
      /^products\.review\.author$/,
    ],
  },
  {
    kind: 'title',
    what: 'a heading: an item, page or section title, a question',
    fields: [/\.(title|heading|question)$/, /^pages\.sections\[\]\.\w+Title$/],
  },
  {
    kind: 'tag',
    what: 'a tag or a category an item is filed under',
    fields: [
      /^(posts|products)\.(tags\[\]|category)$/,
      /^(projects|case-studies)\.category$/,
      /^products\.brand$/,
    ],
  },
  {
    kind: 'figure',
    what: 'a number shown as digits: a price, a count, a rating, a percentage, a counter',
    fields: [
      /^products\.(price|rating|reviews|stock|review\.rating)$/,
      /^pricing\.plans\[\]\.prices\.\w+$/,
      /\.(percentage|value|rating)$/,
    ],
  },
  {
    kind: 'prose',
    what: 'sentences in plain text: an excerpt, a summary, a description, a bio, an answer, a message',
    fields: [
      /\.(description|summary|excerpt|lede|about|text|answer|outcome|note|scrollingText)$/,
      /^(team\.bio|products\.description)\[\]$/,
      /^site\.forms\.messages\.\w+$/,
    ],
  },
  {
    kind: 'label',
    what: "a short label: a role, a subtitle, a button, menu or link label, a feature line, a field's label, a size, a colour, a duration, a price's currency",
    fields: [
      /\.(label|role|subtitle|eyebrow|tagline|hours|currency|suffix|sku|number|budget|duration|date|payment)$/,
      /\.(features|subtitles|colors|sizes|subjects|items)\[\]$/,
      /^pricing\.periods\.\w+$/,
      /^shop\.text\..+$/,
      /^jobs\.type$/,
      /^pages\.sections\[\]\.(labels\.\w+|neighbours\.\w+|search\.\w+|sidebar\.\w+|share\.\w+|apply|positions|submit|show|loadMore|readMore|by|tags|authorLink)$/,
    ],
  },
] as const satisfies readonly { kind: string; what: string; fields: readonly RegExp[] }[];

/** The kind of a field (`posts.body`), or undefined when no kind names it. */
export function kindOf(field: string): TextKind | undefined {
  return TEXT_KINDS.find(({ fields }) => fields.some((pattern) => pattern.test(field)))?.kind;
}

/** What a visitor reads of a field's value: a Markdown text's visible words, a figure's digits. */
export function shownText(kind: TextKind, value: string | number): string {
  if (typeof value === 'number') return String(value);
  return kind === 'markdown' ? toString(parseMarkdown(value), { includeImageAlt: true }) : value;
}

/** The longest run of a text between white space (an address, an e-mail, one long word), in code points. */
export const longestRun = (text: string) =>
  Math.max(0, ...text.split(/\s+/).map((word) => [...word].length));
