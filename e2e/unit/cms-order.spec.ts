import { expect, test } from '@playwright/test';
import { inFieldOrder, type FieldShape } from '../../pipeline/cms/order';

/*
 * Before the web editor writes a file it puts every object's keys back in the order of its fields
 * (pipeline/cms/order.ts): a save then changes only what the editor changed. Small shapes and entries
 * written here, with their keys shuffled as Decap's maps hand them over.
 */

const keys = (value: unknown) => Object.keys(value as object);

test('the keys follow the fields, with $schema first and unknown keys last in their own order', () => {
  const shape: FieldShape = {
    name: 'post',
    fields: [{ name: 'title' }, { name: 'date' }, { name: 'body' }],
  };
  const saved = inFieldOrder(
    { zeta: 1, body: 'b', $schema: 's', date: 'd', alpha: 2, title: 't' },
    shape,
  );
  expect(keys(saved)).toEqual(['$schema', 'title', 'date', 'body', 'zeta', 'alpha']);
  expect(saved).toEqual({ $schema: 's', title: 't', date: 'd', body: 'b', zeta: 1, alpha: 2 });
  // A field without a value is not written.
  expect(keys(inFieldOrder({ body: 'b' }, shape))).toEqual(['body']);
  expect(keys(inFieldOrder({ body: 'b', title: 't' }, { name: 'post' }))).toEqual([
    'body',
    'title',
  ]);
});

test('groups, lists of groups and lists of values are ordered all the way down', () => {
  const shape: FieldShape = {
    name: 'product',
    fields: [
      { name: 'meta', fields: [{ name: 'title' }, { name: 'lede' }] },
      { name: 'images', fields: [{ name: 'src' }, { name: 'alt' }] },
      { name: 'tags', field: { name: 'tag' } },
    ],
  };
  const saved = inFieldOrder(
    {
      tags: ['b', 'a'],
      images: [
        { alt: 'A', src: '/a' },
        { alt: 'B', src: '/b' },
      ],
      meta: { lede: 'l', title: 't' },
    },
    shape,
  ) as { meta: object; images: object[]; tags: string[] };
  expect(keys(saved)).toEqual(['meta', 'images', 'tags']);
  expect(keys(saved.meta)).toEqual(['title', 'lede']);
  expect(saved.images.map(keys)).toEqual([
    ['src', 'alt'],
    ['src', 'alt'],
  ]);
  expect(saved.tags).toEqual(['b', 'a']);
  // A list of one field whose items are groups follows that field's own fields.
  const people = inFieldOrder([{ b: 1, a: 2 }], {
    name: 'people',
    field: { name: 'person', fields: [{ name: 'a' }, { name: 'b' }] },
  });
  expect((people as object[]).map(keys)).toEqual([['a', 'b']]);
});

test('a typed block has its type first, then its own fields; an unknown type is left as it is', () => {
  const sections: FieldShape = {
    name: 'sections',
    types: [
      {
        name: 'hero',
        fields: [{ name: 'title' }, { name: 'image', fields: [{ name: 'src' }, { name: 'alt' }] }],
      },
      { name: 'logos', fields: [{ name: 'limit' }] },
    ],
  };
  const saved = inFieldOrder(
    [
      { image: { alt: 'A', src: '/a' }, title: 't', type: 'hero' },
      { limit: 4, type: 'logos' },
      { title: 't', type: 'quote' },
      'loose',
    ],
    sections,
  ) as Record<string, unknown>[];
  expect(saved.slice(0, 3).map(keys)).toEqual([
    ['type', 'title', 'image'],
    ['type', 'limit'],
    ['title', 'type'],
  ]);
  expect(keys(saved[0]!['image'])).toEqual(['src', 'alt']);
  expect(saved[3]).toBe('loose');
  // A list whose blocks are told apart by another key.
  const kinds = inFieldOrder([{ text: 'x', kind: 'note' }], {
    name: 'blocks',
    typeKey: 'kind',
    types: [{ name: 'note', fields: [{ name: 'text' }] }],
  });
  expect((kinds as object[]).map(keys)).toEqual([['kind', 'text']]);
});

test('what has no shape, and what is not an object, is written as it came', () => {
  const value = { b: 1, a: 2 };
  expect(inFieldOrder(value, undefined)).toBe(value);
  expect(inFieldOrder(null, { name: 'x', fields: [{ name: 'a' }] })).toBeNull();
  expect(inFieldOrder('text', { name: 'x', fields: [{ name: 'a' }] })).toBe('text');
  expect(inFieldOrder([3, 1], { name: 'x' })).toEqual([3, 1]);
});
