import fc from 'fast-check';
import { z } from 'zod';
import { COLLECTIONS, itemFileSchema, type CollectionName } from '../../content/collections';
import { address, text } from './content-texts';

/*
 * fast-check arbitraries for content, made from the content's own zod schemas (through their JSON
 * Schema, z.toJSONSchema): whatever a schema accepts, an item of every shape it allows, with what an
 * editor types in its texts (Latin and Arabic words, punctuation, unbroken words and pasted addresses up
 * to 300 characters, texts up to 2,000 characters) and optional fields present or absent.
 *
 * Each item comes as a pair, its English file and its Arabic twin (content/twin.ts): the same shape,
 * numbers, slugs, links, dates and references, its words in each language. No maintained bridge from
 * zod 4 to fast-check 4 exists (zod-fast-check stops at zod 3 and fast-check 3).
 */

export type Pair = [en: unknown, ar: unknown];
type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  const?: unknown;
  'x-widget'?: string;
  'x-reference'?: string;
};

/** What a generated item may name: the ids of other collections, pictures, pages of the site. */
export type Context = {
  references: Partial<Record<string, readonly string[]>>;
  pictures: readonly string[];
  pages: readonly string[];
  /** Tags in both languages, one translation each (content/blog.ts reads a tag's slug from English). */
  tags: readonly (readonly [string, string])[];
};

const pairOfTexts = (options: { lines?: boolean; capital?: boolean } = {}) =>
  fc.tuple(text('en', options), text('ar', { lines: options.lines }));

/**
 * Text fields whose key also names identifiers elsewhere (content/twin.ts, IDENTIFIER_KEYS): an icon's
 * words. Their English words start with a capital here: a lower-case one-word value is taken for an
 * identifier. (A job's `type` was one too until the twin check told it from a section's `type` by its
 * place; content-findings.spec.ts keeps "remote" as an example.)
 */
const WORDS_UNDER_IDENTIFIER_KEYS = new Set(['icon']);

/** A Markdown text and its twin: the same blocks, links and pictures, words in each language. */
function markdownPair(context: Context): fc.Arbitrary<Pair> {
  const words = (script: 'en' | 'ar') => text(script, { markdown: true });
  const inline = fc.tuple(words('en'), words('ar'));
  const block = fc.oneof(
    inline,
    fc
      .tuple(fc.integer({ min: 2, max: 4 }), inline)
      .map(([level, [en, ar]]): Pair => [
        '#'.repeat(level) + ' ' + en,
        '#'.repeat(level) + ' ' + ar,
      ]),
    fc
      .array(inline, { minLength: 1, maxLength: 4 })
      .map((items): Pair => [
        items.map(([en]) => `- ${en}`).join('\n'),
        items.map(([, ar]) => `- ${ar}`).join('\n'),
      ]),
    fc
      .tuple(inline, inline)
      .map(([[en, ar], [by, byAr]]): Pair => [`> ${en}\n>\n> — ${by}`, `> ${ar}\n>\n> — ${byAr}`]),
    fc
      .tuple(inline, fc.constantFrom(...context.pages, 'https://www.example.com/a?b=c&d=e'))
      .map(([[en, ar], href]): Pair => [`[${en}](${href})`, `[${ar}](${href})`]),
    fc
      .tuple(inline, fc.constantFrom(...context.pictures))
      .map(([[en, ar], src]): Pair => [`![${en}](${src})`, `![${ar}](${src})`]),
    inline.map(([en, ar]): Pair => [`**${en}** *${en}* \`${en}\``, `**${ar}** *${ar}* \`${ar}\``]),
  );
  return fc
    .array(block, { minLength: 1, maxLength: 6 })
    .map((blocks): Pair => [
      blocks.map(([en]) => en).join('\n\n'),
      blocks.map(([, ar]) => ar).join('\n\n'),
    ]);
}

const same = <T>(arbitrary: fc.Arbitrary<T>): fc.Arbitrary<Pair> =>
  arbitrary.map((value): Pair => [value, value]);

export const slug = fc
  .array(fc.stringMatching(/^[a-z0-9]{1,12}$/), { minLength: 1, maxLength: 5 })
  .map((parts) => parts.join('-'));

const isoDate = fc
  .date({ min: new Date('2000-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

const email = fc
  .tuple(fc.stringMatching(/^[a-z][a-z0-9.]{0,60}[a-z0-9]$/), fc.stringMatching(/^[a-z]{1,20}$/))
  .filter(([local]) => !local.includes('..'))
  .map(([local, host]) => `${local}@${host}.example`);

const externalHref = fc.oneof(
  address.filter((a) => a.startsWith('https:')),
  email.map((mail) => `mailto:${mail}`),
  fc.constant('tel:+96265550123'),
);

/** Strings of a pattern: each pattern the schemas use, by its source. */
const PATTERNS: Record<string, (context: Context) => fc.Arbitrary<unknown>> = {
  '^[a-z0-9]+(?:-[a-z0-9]+)*$': () => slug,
  '^\\d{2}$': () => fc.stringMatching(/^\d{2}$/),
  '^\\/images\\/[a-z0-9/_-]+\\.(webp|svg|jpg|jpeg|png)$': (context) =>
    fc.constantFrom(...context.pictures),
  '^(https:\\/\\/|mailto:|tel:)\\S+$': () => externalHref,
};

/** The pair of values a JSON Schema node allows; `key` is the property it sits under. */
function pairOf(node: JsonSchema, context: Context, key: string): fc.Arbitrary<Pair> {
  if (node.anyOf) return fc.oneof(...node.anyOf.map((option) => pairOf(option, context, key)));
  if (node.const !== undefined) return same(fc.constant(node.const));
  if (node.enum) return same(fc.constantFrom(...node.enum));
  switch (node.type) {
    case 'object': {
      const properties = Object.entries(node.properties ?? {});
      const required = new Set(node.required ?? []);
      const record = Object.fromEntries(
        properties.map(([name, child]) => [name, pairOf(child, context, name)]),
      );
      return fc.record(record, { requiredKeys: [...required] }).map((fields): Pair => {
        const entries = Object.entries(fields as Record<string, Pair>);
        return [
          Object.fromEntries(entries.map(([name, [en]]) => [name, en])),
          Object.fromEntries(entries.map(([name, [, ar]]) => [name, ar])),
        ];
      });
    }
    case 'array': {
      const items =
        key === 'tags'
          ? fc.constantFrom(...context.tags).map((tag): Pair => [...tag])
          : pairOf(node.items!, context, key);
      const minLength = node.minItems ?? 0;
      const maxLength = node.maxItems ?? minLength + 4;
      const array =
        key === 'tags'
          ? fc.uniqueArray(items, { minLength, maxLength, selector: ([en]) => en })
          : fc.array(items, { minLength, maxLength });
      return array.map((pairs): Pair => [pairs.map(([en]) => en), pairs.map(([, ar]) => ar)]);
    }
    case 'string': {
      const reference = node['x-reference'];
      if (reference) return same(fc.constantFrom(...(context.references[reference] ?? [])));
      if (node.format === 'date') return same(isoDate);
      if (node.format === 'email') return same(email);
      if (node.pattern) {
        const pattern = PATTERNS[node.pattern];
        if (!pattern)
          throw new Error(`content-arbitraries: no strings for the pattern ${node.pattern}`);
        return same(pattern(context));
      }
      if (node['x-widget'] === 'markdown') return markdownPair(context);
      if (!node.minLength) return fc.oneof(same(fc.constant('')), pairOfTexts());
      return pairOfTexts({
        lines: node['x-widget'] === 'text',
        capital: WORDS_UNDER_IDENTIFIER_KEYS.has(key),
      });
    }
    case 'integer':
    case 'number': {
      const min = node.minimum ?? (node.exclusiveMinimum ?? -1) + 1;
      const max = Math.min(node.maximum ?? 1000, 1000);
      return same(
        node.type === 'integer'
          ? fc.integer({ min, max })
          : fc.double({ min, max, noNaN: true, noDefaultInfinity: true }),
      );
    }
    case 'boolean':
      return same(fc.boolean());
    default:
      throw new Error(`content-arbitraries: no values for ${JSON.stringify(node).slice(0, 200)}`);
  }
}

/** The JSON Schema of an item's file, as the editor reads it. */
const jsonSchemaOf = (name: CollectionName) =>
  z.toJSONSchema(itemFileSchema(name), { io: 'input' }) as JsonSchema;

/**
 * A collection of `min` to `max` items, each as its pair of files, named by distinct ids that are not
 * in `taken` (the pages' own names: content/integrity.ts).
 */
export function collection(
  name: CollectionName,
  context: Context,
  { min = 0, max = 50, taken = [] as readonly string[] } = {},
): fc.Arbitrary<Pair[]> {
  const key = COLLECTIONS[name].key;
  const item = pairOf(jsonSchemaOf(name), context, '');
  return fc
    .uniqueArray(
      fc.tuple(
        slug.filter((id) => !taken.includes(id)),
        item,
      ),
      { minLength: min, maxLength: max, selector: ([id]) => id },
    )
    .map((items) =>
      items.map(([id, [en, ar]]): Pair => [
        { ...(en as object), [key]: id },
        { ...(ar as object), [key]: id },
      ]),
    );
}
