/*
 * The web editor's fields (Decap CMS), one per property of a content schema read as JSON Schema (zod's
 * own conversion); pipeline/cms/config.ts lays them out into collections:
 *
 *   text → a one-line box (a multi-line box for `prose`, Decap's Markdown editor for `markdown`), with
 *          the schema's pattern and its description as hint and message; a number → a number box with
 *          its bounds and step; true/false → a toggle; a fixed list of values → a choice; a date → a
 *          date picker; an image path → the image picker over public/images/; a reference() → a pick
 *          list of the other file's items; lists and nested objects → lists and groups; a page's
 *          `sections` → a list of typed blocks.
 *
 * Words are translated; what is not words (slugs, numbers, links, images, choices) is the same in both
 * languages (content/twin.ts), which the editor marks `duplicate`.
 */
import { z } from 'zod';
import { COLLECTIONS } from '../../content/collections';
import type { Referenced } from '../../content/schema-base';
import type { CmsField, Json } from './field-types';
import { markdownField } from './markdown-field';

export type { CmsField, Json } from './field-types';

/** Words for keys whose name alone says little to an editor. */
const LABELS: Record<string, string> = {
  cta: 'Call to action',
  secondaryCta: 'Second call to action',
  href: 'Link',
  src: 'File',
  alt: 'Description of the picture',
  id: 'Id',
  url: 'Address (URL)',
  sku: 'SKU',
  faqs: 'FAQs',
  videoUrl: 'Video (YouTube embed URL)',
  embedUrl: 'Map embed URL',
  lede: 'Intro line',
  eyebrow: 'Small line above the heading',
  meta: 'Title, heading and intro',
};

/** `copyrightYear` → "Copyright year", `case-studies` → "Case studies". */
export function labelOf(key: string): string {
  if (LABELS[key]) return LABELS[key];
  const words = key
    .replace(/[-_]/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The JSON Schema of a zod schema as an editor reads it: before defaults and transforms. */
export function jsonSchemaOf(schema: z.ZodType): Json {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;
}

/** What names the items of a referenced collection: the id key and the key shown in the pick list. */
function referenceTarget(collection: Referenced) {
  const { key, title } = COLLECTIONS[collection];
  return { idKey: key, shownKey: title };
}

/** A pattern Decap applies to the whole value: anchored alternatives of the union's patterns. */
function unionPattern(options: Json[]): string | undefined {
  const parts = options.map((option) =>
    option.const !== undefined
      ? `^${String(option.const).replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`
      : option.pattern,
  );
  if (parts.some((part) => part === undefined)) return undefined;
  return parts.map((part) => `(?:${part})`).join('|');
}

const INTEGER_LIMIT = 2 ** 53;

/** Does this node (or anything in it) hold words that are translated? */
function hasWords(node: Json): boolean {
  if (node.type === 'string')
    return (
      node.pattern === undefined &&
      node.enum === undefined &&
      node.const === undefined &&
      node.format === undefined &&
      node['x-reference'] === undefined
    );
  // Stryker disable next-line ConditionalExpression: a union has no `type`, so it reaches `return false` below anyway
  if (node.anyOf) return false; // unions here are links and addresses
  // Stryker disable next-line all: a list's or group's own i18n is set to true below whatever this says
  if (node.oneOf) return node.oneOf.some(hasWords);
  // Stryker disable next-line all: a list's or group's own i18n is set to true below whatever this says
  if (node.type === 'array') return node.items ? hasWords(node.items) : false;
  // Stryker disable next-line all: a list's or group's own i18n is set to true below whatever this says
  if (node.type === 'object')
    // Stryker disable next-line all: a list's or group's own i18n is set to true below whatever this says
    return Object.values(node.properties ?? {}).some((child) => hasWords(child));
  return false;
}

/** The editor field for one property of a schema. */
export function fieldOf(name: string, node: Json, required: boolean): CmsField {
  const field: CmsField = {
    name,
    label: node.title ?? labelOf(name),
    widget: 'string',
    i18n: hasWords(node) ? true : 'duplicate',
  };
  if (!required) field.required = false;
  // Stryker disable next-line ConditionalExpression: an undefined hint is dropped when the config is written as JSON
  if (node.description) field.hint = node.description;
  // Decap ends the message with a full stop of its own.
  const message = (node.description ?? 'Not in the expected form').replace(/\.$/, '');

  if (node['x-reference']) {
    const target = referenceTarget(node['x-reference']);
    delete field.hint;
    return {
      ...field,
      hint: `One of the ${labelOf(node['x-reference']).toLowerCase()}, by name.`,
      widget: 'relation',
      collection: node['x-reference'],
      value_field: target.idKey,
      search_fields: [target.shownKey, target.idKey],
      display_fields: [target.shownKey],
    };
  }
  if (node.anyOf) {
    const pattern = unionPattern(node.anyOf);
    return pattern ? { ...field, pattern: [pattern, message] } : field;
  }
  if (node.type === 'string') {
    if (node.enum) return { ...field, widget: 'select', options: node.enum.map(String) };
    if (node.const !== undefined) return { ...field, widget: 'hidden', default: node.const };
    if (node.format === 'date')
      return {
        ...field,
        widget: 'datetime',
        format: 'YYYY-MM-DD',
        date_format: 'YYYY-MM-DD',
        time_format: false,
      };
    if (node.pattern?.startsWith('^\\/images\\/'))
      // The picker offers the files of public/images/ (the build checks the path): Decap's pattern
      // check does not read an image field's value.
      return { ...field, widget: 'image', choose_url: false };
    if (node.pattern) return { ...field, pattern: [node.pattern, message] };
    if (node['x-widget'] === 'markdown') return markdownField(field);
    if (node['x-widget'] === 'text') field.widget = 'text';
    // The build trims text before checking it is there: blank is empty.
    if ((node.minLength ?? 0) > 0) field.pattern = ['\\S', 'Write something here'];
    return field;
  }
  if (node.type === 'number' || node.type === 'integer') {
    const int = node.type === 'integer';
    const out: CmsField = { ...field, widget: 'number', value_type: int ? 'int' : 'float' };
    if (node.minimum !== undefined && Math.abs(node.minimum) < INTEGER_LIMIT - 1)
      out.min = node.minimum;
    if (node.exclusiveMinimum !== undefined) {
      if (int) out.min = node.exclusiveMinimum + 1;
      else if (node.exclusiveMinimum === 0)
        out.pattern = ['^(?!0+(?:\\.0+)?$)\\d+(?:\\.\\d+)?$', 'A number above 0'];
    }
    if (node.maximum !== undefined && Math.abs(node.maximum) < INTEGER_LIMIT - 1)
      out.max = node.maximum;
    // Stryker disable next-line ConditionalExpression: an undefined step is dropped when the config is written as JSON
    if (node.multipleOf !== undefined) out.step = node.multipleOf;
    return out;
  }
  if (node.type === 'boolean')
    // Decap counts `false` as empty: a toggle is never "required".
    return { ...field, widget: 'boolean', required: false, default: false };
  if (node.type === 'array') {
    const items = node.items ?? {};
    // Decap takes only true/false on a list or group: its parts say what is translated.
    const list: CmsField = { ...field, widget: 'list', collapsed: true, i18n: true };
    if (node.minItems !== undefined) list.min = node.minItems;
    if (node.maxItems !== undefined) list.max = node.maxItems;
    if (items['x-reference']) {
      const one = fieldOf(name, items, true);
      const { min, max } = list;
      return {
        ...one,
        multiple: true,
        ...(min !== undefined && { min }),
        ...(max !== undefined && { max }),
        ...(required ? {} : { required: false }),
      };
    }
    if (items.oneOf) {
      list.typeKey = 'type';
      list.types = items.oneOf.map((option) => {
        const type = String(option.properties?.type?.const);
        const block = fieldsOf({ ...option, properties: withoutKey(option.properties, 'type') });
        return {
          name: type,
          label: labelOf(type),
          widget: 'object',
          i18n: true,
          ...(option.description && { hint: option.description }),
          summary: block.some((f) => f.name === 'title')
            ? `${labelOf(type)}: {{fields.title}}`
            : labelOf(type),
          fields: block,
        } satisfies CmsField;
      });
      return list;
    }
    if (items.type === 'object') {
      const itemFields = fieldsOf(items);
      const shown = ['title', 'name', 'question', 'label', 'slug', 'id'].find((key) =>
        itemFields.some((f) => f.name === key),
      );
      return { ...list, fields: itemFields, ...(shown && { summary: `{{fields.${shown}}}` }) };
    }
    return { ...list, field: { ...fieldOf(singular(name), items, true) } };
  }
  if (node.type === 'object')
    return { ...field, widget: 'object', collapsed: true, i18n: true, fields: fieldsOf(node) };
  throw new Error(
    `pipeline/cms/config.ts: no editor field for "${name}" (${JSON.stringify(node).slice(0, 120)})`,
  );
}

function withoutKey(properties: Record<string, Json> | undefined, key: string) {
  return Object.fromEntries(Object.entries(properties ?? {}).filter(([name]) => name !== key));
}

/** `items` → "Item": the label of one entry of a list. */
function singular(name: string): string {
  return name.endsWith('ies') ? `${name.slice(0, -3)}y` : name.replace(/s$/, '');
}

/** The editor fields of an object's properties, in the schema's order. */
export function fieldsOf(node: Json): CmsField[] {
  // Stryker disable next-line ArrayDeclaration: a set of a name no property has requires nothing more
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties ?? {}).map(([name, child]) =>
    fieldOf(name, child, required.has(name)),
  );
}
