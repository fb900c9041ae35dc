import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { z } from 'zod';
import { formatContentJson } from '../../content/format-json';
import { COLLECTIONS, COLLECTION_NAMES, itemFileSchema } from '../../content/collections';
import { collectionIds } from '../../content/load-collection';
import { files } from '../../content/schema';
import { page } from '../../content/sections';
import { alignTwin, twinProblems } from '../../content/twin';
import { cmsConfig, type CmsField } from '../../pipeline/cms/config';
import { inFieldOrder } from '../../pipeline/cms/order';

/*
 * The web editor's configuration is generated from the content schemas (pipeline/cms/config.ts). These
 * checks keep the two from drifting: every field a schema allows has an editor field and nothing else
 * does, each field gets the widget and the limits its schema states, and a save writes a file exactly
 * as the repository keeps it.
 */

type Json = {
  type?: string;
  properties?: Record<string, Json>;
  items?: Json;
  oneOf?: Json[];
  anyOf?: Json[];
};

/** Every path a schema allows: `services[].points[].text`, `sections[]<hero-video>.video.src`. */
function schemaPaths(node: Json, at = ''): string[] {
  if (node.oneOf)
    return node.oneOf.flatMap((option) => {
      const type = String((option.properties?.type as { const?: unknown } | undefined)?.const);
      const rest = Object.fromEntries(
        Object.entries(option.properties ?? {}).filter(([key]) => key !== 'type'),
      );
      return schemaPaths({ ...option, properties: rest }, `${at}<${type}>`);
    });
  if (node.type === 'array' && node.items) return schemaPaths(node.items, `${at}[]`);
  if (node.type === 'object' && node.properties)
    return Object.entries(node.properties).flatMap(([key, child]) =>
      schemaPaths(child, at ? `${at}.${key}` : key),
    );
  return [at];
}

/** Every path the editor writes, read from its fields the same way. */
function editorPaths(fields: CmsField[], at = ''): string[] {
  return fields.flatMap((field) => {
    const path = at ? `${at}.${field.name}` : field.name;
    if (field.types)
      return field.types.flatMap((type) =>
        editorPaths(type.fields ?? [], `${path}[]<${type.name}>`),
      );
    if (field.widget === 'list' && field.fields) return editorPaths(field.fields, `${path}[]`);
    if (field.widget === 'list' && field.field) return [`${path}[]`];
    if (field.widget === 'relation' && field.multiple) return [`${path}[]`];
    if (field.widget === 'object') return editorPaths(field.fields ?? [], path);
    return [path];
  });
}

const config = cmsConfig({});
const collection = (name: string) => {
  const found = config.collections.find((c) => c.name === name);
  if (!found) throw new Error(`no collection ${name}`);
  return found;
};
/** The editor field at a dotted path of a collection (`products.price`). */
function fieldAt(name: string, path: string): CmsField {
  let fields: CmsField[] = collection(name).fields ?? [];
  let found: CmsField | undefined;
  for (const key of path.split('.')) {
    found = fields.find((field) => field.name === key);
    if (!found) throw new Error(`no editor field ${path} in ${name}`);
    fields = found.fields ?? [];
  }
  return found!;
}

test.describe('the web editor is generated from the content schemas', () => {
  const schemas: [string, z.ZodType][] = [
    ...Object.entries(files).map(([file, schema]): [string, z.ZodType] => [
      file.replace(/\.json$/, ''),
      schema,
    ]),
    ...COLLECTION_NAMES.map((name): [string, z.ZodType] => [name, itemFileSchema(name)]),
    ['pages', page],
  ];

  for (const [name, schema] of schemas)
    test(`every field of ${name} has an editor field, and no more`, () => {
      const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;
      // An item's `$schema` pointer is a hidden field that writes it into a new item's file.
      const written = editorPaths(collection(name).fields ?? []).filter((p) => p !== '$schema');
      expect(written.sort()).toEqual(schemaPaths(json).sort());
    });

  test('each collection that grows is a folder, an entry per item, that an editor creates and finds', () => {
    for (const name of COLLECTION_NAMES) {
      const { key, sort, title } = COLLECTIONS[name];
      const c = collection(name);
      expect(c, name).toMatchObject({
        folder: `content/${name}`,
        create: true,
        delete: true,
        slug: `{{fields.${key}}}`,
        identifier_field: title,
        editor: { preview: true },
      });
      expect(c.sortable_fields?.[0], name).toEqual({
        field: sort,
        default_sort: sort === 'date' ? 'desc' : 'asc',
      });
      expect(fieldAt(name, '$schema'), name).toMatchObject({
        widget: 'hidden',
        default: `../schemas/${name}.schema.json`,
      });
      // The file name is the slug: lower case, which the slug field's pattern holds.
      expect(fieldAt(name, key).pattern?.[0], name).toMatch(/^\^\[a-z0-9/);
      expect(fieldAt(name, key).i18n, name).toBe('duplicate');
    }
  });

  test('no collection shows its form without a preview', () => {
    for (const c of config.collections) expect(c.editor, c.name).toEqual({ preview: true });
  });

  test('with GitHub a save is a draft (a branch and a pull request), locally it writes the working copy', () => {
    const live = cmsConfig({
      CMS_GITHUB_REPO: 'rawnaq/site',
      CMS_AUTH_URL: 'https://auth.rawnaq.studio',
    });
    expect(live.backend).toMatchObject({ name: 'github', repo: 'rawnaq/site', branch: 'main' });
    expect(live).toMatchObject({ publish_mode: 'editorial_workflow', show_preview_links: true });
    expect(config.backend.name).toBe('proxy');
    expect('publish_mode' in config).toBe(false);
  });

  test('with CMS_DRAFTS=1 (npm run cms -- --drafts) the local proxy has drafts too', () => {
    const drafts = cmsConfig({ CMS_DRAFTS: '1' });
    expect(drafts.backend).toMatchObject({ name: 'proxy', branch: 'main' });
    expect(drafts).toMatchObject({ publish_mode: 'editorial_workflow' });
    expect(drafts.local_backend).toEqual(config.local_backend);
  });

  test('every content file is listed, in both languages', () => {
    expect(config.collections.map((c) => c.name).sort()).toEqual(
      [
        ...COLLECTION_NAMES,
        ...Object.keys(files).map((file) => file.replace(/\.json$/, '')),
        'pages',
      ].sort(),
    );
    expect(config.i18n).toEqual({
      structure: 'multiple_files',
      locales: ['en', 'ar'],
      default_locale: 'en',
    });
    for (const c of config.collections) expect(c.i18n, c.name).toBe(true);
  });

  test('each field gets the widget and limits of its schema', () => {
    const price = fieldAt('products', 'price');
    expect(price).toMatchObject({ widget: 'number', value_type: 'float', min: 10, max: 400 });
    expect(price.i18n).toBe('duplicate');
    expect(fieldAt('products', 'rating')).toMatchObject({ step: 0.5, min: 0, max: 5 });
    expect(fieldAt('products', 'stock')).toMatchObject({ value_type: 'int', min: 0 });
    expect(fieldAt('products', 'category')).toMatchObject({
      widget: 'select',
      options: ['Design', 'Creative', 'Illustration', 'Nature'],
    });
    expect(fieldAt('products', 'images')).toMatchObject({
      widget: 'list',
      min: 4,
      max: 4,
    });
    expect(fieldAt('products', 'images.src')).toMatchObject({ widget: 'image' });
    expect(fieldAt('products', 'added')).toMatchObject({
      widget: 'datetime',
      format: 'YYYY-MM-DD',
    });
    const title = fieldAt('services', 'title');
    expect(title).toMatchObject({
      widget: 'string',
      i18n: true,
      pattern: ['\\S', expect.any(String)],
    });
    expect(title.required).toBeUndefined(); // required: Decap's default
    // A long text is Markdown, in Decap's Markdown editor, which refuses HTML and pictures without alt text.
    const body = fieldAt('posts', 'body');
    expect(body).toMatchObject({ widget: 'markdown', i18n: true, editor_components: ['image'] });
    const [pattern] = body.pattern ?? [''];
    const allows = (text: string) => new RegExp(pattern).test(text);
    expect(
      allows('Our **branding** [service](/service/branding/).\n\n![A sign](/images/a.webp)'),
    ).toBe(true);
    expect(allows('A <b>bold</b> word.')).toBe(false);
    expect(allows('![](/images/a.webp)')).toBe(false);
    expect(allows('3 < 4')).toBe(true);
    for (const [collection, path] of [
      ['services', 'body'],
      ['projects', 'body'],
      ['case-studies', 'brief'],
    ])
      expect(fieldAt(collection!, path!).widget, path).toBe('markdown');
    expect(fieldAt('faqs', 'faqs.answer')).toMatchObject({ widget: 'text' });
    expect(fieldAt('site', 'comingSoon.atRoot')).toMatchObject({ widget: 'boolean' });
    expect(fieldAt('site', 'comingSoon.atRoot').hint).toMatch(/coming-soon page/);
    expect(fieldAt('services', 'slug').pattern?.[0]).toBe('^[a-z0-9]+(?:-[a-z0-9]+)*$');
    expect(fieldAt('services', 'slug').hint).toMatch(/slug/);
    // A reference is a pick list of the other file's items.
    expect(fieldAt('posts', 'author')).toMatchObject({
      widget: 'relation',
      collection: 'team',
      value_field: 'slug',
      display_fields: ['name'],
    });
    expect(fieldAt('projects', 'services')).toMatchObject({
      widget: 'relation',
      collection: 'services',
      multiple: true,
    });
    // Page sections are typed blocks, one per section type.
    const sections = fieldAt('pages', 'sections');
    expect(sections.typeKey).toBe('type');
    expect(sections.types?.map((type) => type.name)).toContain('hero-video');
    expect(sections.types?.length).toBeGreaterThan(30);
  });

  test('a field that is not words is the same in both languages', () => {
    const en = { products: [{ id: 'mug', title: 'Studio Mug', price: 20, tags: ['Brand'] }] };
    const ar = { products: [{ id: 'mug', title: 'كوب الاستوديو', price: 18, tags: ['Brand'] }] };
    const aligned = alignTwin(en, ar);
    expect(aligned).toEqual({
      products: [{ id: 'mug', title: 'كوب الاستوديو', price: 20, tags: ['Brand'] }],
    });
    expect(twinProblems(en, aligned)).toEqual([]);
    // An item in one language only is left for twinProblems to name.
    const longer = { products: [...en.products, { ...en.products[0], id: 'cup' }] };
    expect(twinProblems(longer, alignTwin(longer, ar))).toContainEqual({
      path: '$.products',
      message: 'expected 2 items as in English, got 1',
    });
  });

  test('a save writes each file of content/ exactly as the repository keeps it', () => {
    let checked = 0;
    for (const c of config.collections) {
      for (const name of readdirSync(c.folder).filter((file) => file.endsWith('.json'))) {
        const text = readFileSync(join(c.folder, name), 'utf8');
        const data = JSON.parse(text) as { $schema?: string };
        if (c.filter && data.$schema !== c.filter.value) continue;
        // What Decap hands the format: the same data with its keys in another order.
        const shuffled = JSON.parse(JSON.stringify(data, Object.keys(flatKeys(data)).reverse()));
        expect(
          formatContentJson(inFieldOrder(shuffled, { name: c.name, fields: c.fields })),
          name,
        ).toBe(text);
        checked++;
      }
    }
    const items = COLLECTION_NAMES.reduce((sum, name) => sum + collectionIds(name).length, 0);
    expect(checked).toBe(
      Object.keys(files).length * 2 + readdirSync('content/pages').length + items * 2,
    );
  });
});

/** Every key used anywhere in `value` (a replacer list for JSON.stringify, which also sets the order). */
function flatKeys(value: unknown, into: Record<string, true> = {}): Record<string, true> {
  if (Array.isArray(value)) for (const item of value) flatKeys(item, into);
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) {
      into[key] = true;
      flatKeys(item, into);
    }
  return into;
}
