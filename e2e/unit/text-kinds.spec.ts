import { expect, test } from '@playwright/test';
import { z } from 'zod';
import { COLLECTION_NAMES, COLLECTIONS } from '../../content/collections';
import { files } from '../../content/schema';
import { page } from '../../content/sections';
import { pick } from '../site/samples';
import { kindOf, longestRun, shownText } from '../site/text-kinds';

/*
 * Which texts can change a layout (e2e/site/text-kinds.ts): every field of the content schemas that holds
 * a string or a figure has a kind, so the sweep's sample rules cover it; and the rules open the item
 * with the longest run of each kind, a pasted address in a Markdown link included.
 */

type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};

/** Every string and number field of a schema, by path: `posts.tags[]`, `pages.sections[].cta.label`. */
function fields(schema: JsonSchema, path: string, found = new Set<string>()): Set<string> {
  for (const option of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])])
    fields(option, path, found);
  for (const [key, value] of Object.entries(schema.properties ?? {}))
    fields(value, `${path}.${key}`, found);
  if (schema.type === 'array' && schema.items) fields(schema.items, `${path}[]`, found);
  if (['string', 'number', 'integer'].includes(schema.type ?? '')) found.add(path);
  return found;
}

const schemas: [string, z.ZodType][] = [
  ...Object.entries(files).map(([file, schema]): [string, z.ZodType] => [
    file.replace(/\.json$/, ''),
    schema,
  ]),
  ...COLLECTION_NAMES.map((name): [string, z.ZodType] => [name, COLLECTIONS[name].item]),
  ['pages', page],
];

test('every string and figure field of the content schemas has a kind of text', () => {
  const all = schemas.flatMap(([name, schema]) => [
    ...fields(z.toJSONSchema(schema, { io: 'input' }) as JsonSchema, name),
  ]);
  expect(all.length).toBeGreaterThan(100);
  const unnamed = all.filter((field) => !kindOf(field));
  expect(unnamed, 'fields to add to a kind in e2e/site/text-kinds.ts').toEqual([]);
});

test('a Markdown text is measured as it reads: a pasted address is one word, a link target none', () => {
  const address = `https://www.example.com/search?${'q=amman&'.repeat(20)}utm_source=newsletter`;
  expect(longestRun(shownText('markdown', `Read [${address}](${address}) today.`))).toBe(
    address.length,
  );
  expect(longestRun(shownText('markdown', `Read [the report](${address}) today.`))).toBe(
    'report'.length,
  );
});

test('the sample rules open the item with the longest address, e-mail and word of each kind', () => {
  const address = `https://www.example.com/search?${'q=amman&'.repeat(20)}utm_source=newsletter`;
  const post = (slug: string, body: string, title = 'A short title') => ({
    key: slug,
    of: 'posts',
    item: { slug, title, tags: ['Design'], excerpt: 'An excerpt.', body },
  });
  const posts = [
    post(
      'longest-body',
      'A body of many ordinary words. '.repeat(30),
      'A longer title than the others',
    ),
    post('pasted-address', `See [${address}](${address}).`),
    post('plain', 'A short body.'),
  ];
  const picked = pick(posts, 'en');
  expect(picked).toContainEqual(['pasted-address', 'longest word: markdown (en)']);

  const member = (slug: string, email: string) => ({
    key: slug,
    of: 'team',
    item: { slug, name: 'Rana', role: 'Designer', email, bio: ['One line.'] },
  });
  const team = [
    member('short', 'rana@example.com'),
    member('long', 'partnershipsandnewbusinessenquiries@example-agency-amman.com'),
  ];
  expect(pick(team, 'en')).toContainEqual(['long', 'longest word: email (en)']);
});
