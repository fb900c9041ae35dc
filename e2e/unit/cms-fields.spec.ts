import { expect, test } from '@playwright/test';
import { fieldOf, fieldsOf, labelOf, type Json } from '../../pipeline/cms/fields';

/*
 * The web editor's fields (pipeline/cms/fields.ts) from small JSON Schema nodes written here: the label an
 * editor reads, the widget, the limits and patterns that refuse a wrong value before saving, and which
 * fields are translated (`i18n: true`) or the same in both languages (`duplicate`).
 */

const text: Json = { type: 'string' };

test('a key is labelled in plain words, or with the words kept for it', () => {
  expect(labelOf('copyrightYear')).toBe('Copyright year');
  expect(labelOf('case-studies')).toBe('Case studies');
  expect(labelOf('hero_video')).toBe('Hero video');
  expect(labelOf('step2Title')).toBe('Step2 title');
  expect(labelOf('x')).toBe('X');
  expect(labelOf('cta')).toBe('Call to action');
  expect(labelOf('alt')).toBe('Description of the picture');
});

test('a text is a translated one-line box, required unless the schema says not', () => {
  expect(fieldOf('title', text, true)).toEqual({
    name: 'title',
    label: 'Title',
    widget: 'string',
    i18n: true,
  });
  expect(fieldOf('subtitle', text, false)).toMatchObject({ required: false });
  expect(fieldOf('title', { ...text, title: 'Heading' }, true).label).toBe('Heading');
  // Prose is a multi-line box; a text that must be there refuses a blank one.
  expect(fieldOf('bio', { ...text, 'x-widget': 'text', minLength: 1 }, true)).toMatchObject({
    widget: 'text',
    pattern: ['\\S', 'Write something here'],
  });
  expect(fieldOf('note', { ...text, minLength: 0 }, true).pattern).toBeUndefined();
  expect(fieldOf('body', { ...text, 'x-widget': 'markdown' }, true).widget).toBe('markdown');
});

test('a choice, a fixed value, a date and a picture get their own widgets, the same in both languages', () => {
  expect(fieldOf('size', { ...text, enum: ['S', 'M'] }, true)).toMatchObject({
    widget: 'select',
    options: ['S', 'M'],
    i18n: 'duplicate',
  });
  expect(fieldOf('kind', { ...text, const: 'post' }, true)).toMatchObject({
    widget: 'hidden',
    default: 'post',
    i18n: 'duplicate',
  });
  expect(fieldOf('added', { ...text, format: 'date' }, true)).toEqual({
    name: 'added',
    label: 'Added',
    widget: 'datetime',
    i18n: 'duplicate',
    format: 'YYYY-MM-DD',
    date_format: 'YYYY-MM-DD',
    time_format: false,
  });
  const picture = fieldOf('src', { ...text, pattern: '^\\/images\\/.+$' }, true);
  expect(picture).toMatchObject({ widget: 'image', choose_url: false, i18n: 'duplicate' });
  expect(picture.pattern).toBeUndefined();
});

test('a reference is a pick list of the other collection, by its id, showing its name', () => {
  expect(fieldOf('author', { ...text, 'x-reference': 'team' }, false)).toEqual({
    name: 'author',
    label: 'Author',
    widget: 'relation',
    i18n: 'duplicate',
    required: false,
    hint: 'One of the team, by name.',
    collection: 'team',
    value_field: 'slug',
    search_fields: ['name', 'slug'],
    display_fields: ['name'],
  });
  const many = (node: Json, required = true) =>
    fieldOf(
      'services',
      { type: 'array', items: { ...text, 'x-reference': 'services' }, ...node },
      required,
    );
  expect(many({ minItems: 1, maxItems: 3 })).toMatchObject({
    widget: 'relation',
    collection: 'services',
    multiple: true,
    min: 1,
    max: 3,
    i18n: 'duplicate',
  });
  const open = many({}, false);
  expect(open.required).toBe(false);
  expect('min' in open || 'max' in open).toBe(false);
  expect('required' in many({})).toBe(false);
  expect(open.hint).toBe('One of the services, by name.');
});

test('a link or address union is checked against each of its forms, the fixed ones escaped', () => {
  const href = fieldOf(
    'href',
    { anyOf: [{ const: '/a.b?' }, { type: 'string', pattern: '^https://' }] },
    true,
  );
  const [pattern, message] = href.pattern ?? ['', ''];
  expect(pattern).toBe('(?:^\\/a\\.b\\?$)|(?:^https://)');
  expect(message).toBe('Not in the expected form');
  const allows = (value: string) => new RegExp(pattern).test(value);
  expect(allows('/a.b?')).toBe(true);
  expect(allows('/aXb?')).toBe(false);
  expect(allows('https://example.com')).toBe(true);
  expect(href.i18n).toBe('duplicate');
  // A form without a pattern: no pattern at all rather than a wrong one.
  const loose = fieldOf('href', { anyOf: [{ const: '/' }, { type: 'string' }] }, true);
  expect(loose).toEqual({ name: 'href', label: 'Link', widget: 'string', i18n: 'duplicate' });
});

test('a number keeps its bounds and step, and leaves out the bounds that are only "any number"', () => {
  expect(
    fieldOf('price', { type: 'number', minimum: 10, maximum: 400, multipleOf: 0.5 }, true),
  ).toEqual({
    name: 'price',
    label: 'Price',
    widget: 'number',
    value_type: 'float',
    i18n: 'duplicate',
    min: 10,
    max: 400,
    step: 0.5,
  });
  const safe = Number.MAX_SAFE_INTEGER;
  const count = fieldOf('count', { type: 'integer', minimum: -safe, maximum: safe }, true);
  expect(count).toMatchObject({ value_type: 'int' });
  expect('min' in count || 'max' in count).toBe(false);
  const wide = fieldOf('count', { type: 'integer', minimum: 1 - safe, maximum: safe - 1 }, true);
  expect(wide).toMatchObject({ min: 1 - safe, max: safe - 1 });
  // Above 0: a whole number starts at 1; a decimal refuses 0 however written.
  expect(fieldOf('order', { type: 'integer', exclusiveMinimum: 0 }, true).min).toBe(1);
  expect(fieldOf('order', { type: 'integer', exclusiveMinimum: 4 }, true).min).toBe(5);
  const weight = fieldOf('weight', { type: 'number', exclusiveMinimum: 0 }, true);
  expect(weight.min).toBeUndefined();
  expect(weight.pattern?.[1]).toBe('A number above 0');
  const above = (value: string) => new RegExp(weight.pattern?.[0] ?? '').test(value);
  expect(['0', '00', '0.0', '0.00'].map(above)).toEqual([false, false, false, false]);
  expect(['0.5', '10', '1.25'].map(above)).toEqual([true, true, true]);
  const over = fieldOf('weight', { type: 'number', exclusiveMinimum: 2 }, true);
  expect(over.pattern === undefined && over.min === undefined).toBe(true);
});

test('a yes/no is a toggle that is never required (Decap counts "no" as empty)', () => {
  expect(fieldOf('featured', { type: 'boolean' }, true)).toEqual({
    name: 'featured',
    label: 'Featured',
    widget: 'boolean',
    i18n: 'duplicate',
    required: false,
    default: false,
  });
});

test('a list of texts is a collapsed list of one field named for one item', () => {
  const tags = fieldOf('tags', { type: 'array', items: text, minItems: 1, maxItems: 5 }, true);
  expect(tags).toEqual({
    name: 'tags',
    label: 'Tags',
    widget: 'list',
    collapsed: true,
    i18n: true,
    min: 1,
    max: 5,
    field: { name: 'tag', label: 'Tag', widget: 'string', i18n: true },
  });
  expect(fieldOf('categories', { type: 'array', items: text }, true).field?.name).toBe('category');
  expect(fieldOf('steps', { type: 'array', items: text }, true).field?.name).toBe('step');
  const open = fieldOf('tags', { type: 'array', items: text }, false);
  expect('min' in open || 'max' in open).toBe(false);
  expect(open.required).toBe(false);
  // A list that does not say what it holds has no field for its items.
  expect(() => fieldOf('tags', { type: 'array' }, true)).toThrow('no editor field for "tag" ({})');
});

test('a list of objects is summed up by the first of its naming fields', () => {
  const list = (...keys: string[]) =>
    fieldOf(
      'items',
      {
        type: 'array',
        items: { type: 'object', properties: Object.fromEntries(keys.map((k) => [k, text])) },
      },
      true,
    );
  expect(list('slug', 'name', 'text').summary).toBe('{{fields.name}}');
  expect(list('id', 'label').summary).toBe('{{fields.label}}');
  expect(list('question', 'title').summary).toBe('{{fields.title}}');
  expect(list('text', 'question').summary).toBe('{{fields.question}}');
  expect(list('id', 'slug').summary).toBe('{{fields.slug}}');
  expect(list('id').summary).toBe('{{fields.id}}');
  expect(list('text').summary).toBeUndefined();
  expect(list('text', 'slug').fields?.map((f) => f.name)).toEqual(['text', 'slug']);
});

test("a page's sections are typed blocks, each without its type field, summed up by its title", () => {
  const block = (type: string, properties: Record<string, Json>, description?: string): Json => ({
    type: 'object',
    ...(description && { description }),
    properties: { type: { type: 'string', const: type }, ...properties },
    required: ['type', ...Object.keys(properties)],
  });
  const sections = fieldOf(
    'sections',
    {
      type: 'array',
      items: {
        oneOf: [
          block('hero-video', { title: text, video: text }, 'A video across the page.'),
          block('logos', { limit: { type: 'integer' } }),
        ],
      },
    },
    true,
  );
  expect(sections).toMatchObject({ widget: 'list', typeKey: 'type', i18n: true });
  expect(sections.types).toEqual([
    {
      name: 'hero-video',
      label: 'Hero video',
      widget: 'object',
      i18n: true,
      hint: 'A video across the page.',
      summary: 'Hero video: {{fields.title}}',
      fields: [
        { name: 'title', label: 'Title', widget: 'string', i18n: true },
        { name: 'video', label: 'Video', widget: 'string', i18n: true },
      ],
    },
    {
      name: 'logos',
      label: 'Logos',
      widget: 'object',
      i18n: true,
      summary: 'Logos',
      fields: [
        { name: 'limit', label: 'Limit', widget: 'number', value_type: 'int', i18n: 'duplicate' },
      ],
    },
  ]);
});

test('a group is a collapsed object of its fields in the schema order, each required as stated', () => {
  const group = fieldOf(
    'meta',
    {
      type: 'object',
      properties: { title: text, lede: text, slug: { ...text, pattern: '^[a-z]+$' } },
      required: ['title', 'slug'],
    },
    true,
  );
  expect(group).toMatchObject({
    label: 'Title, heading and intro',
    widget: 'object',
    collapsed: true,
    i18n: true,
  });
  expect(group.fields?.map((f) => [f.name, f.required ?? true])).toEqual([
    ['title', true],
    ['lede', false],
    ['slug', true],
  ]);
  expect(fieldsOf({ type: 'object' })).toEqual([]);
  expect(fieldsOf({ type: 'object', properties: { a: text } })[0]?.required).toBe(false);
});

test('a schema node the editor has no field for is refused with its name', () => {
  expect(() => fieldOf('when', { type: 'null' }, true)).toThrow(
    'pipeline/cms/config.ts: no editor field for "when" ({"type":"null"})',
  );
  expect(() => fieldOf('x', { description: 'y'.repeat(200) }, true)).toThrow(
    new RegExp(
      `^pipeline/cms/config\\.ts: no editor field for "x" \\(\\{"description":"y{${120 - 16}}\\)$`,
    ),
  );
});
