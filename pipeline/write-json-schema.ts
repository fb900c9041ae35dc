/*
 * `npm run content:schema`: writes content/schemas/*.schema.json from the zod schemas so editors
 * get completion and checks in their editor (each JSON file points at its schema with "$schema").
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { COLLECTION_NAMES, itemFileSchema } from '../content/collections';
import { contentDir } from '../content/load';
import { files } from '../content/schema';
import { page } from '../content/sections';

const schemaDir = join(contentDir, 'schemas');

function rendered(): Map<string, string> {
  const out = new Map<string, string>();
  // A collection's schema is that of one item's file (content/posts/<slug>.en.json).
  const all: [string, z.ZodType][] = [
    ...Object.entries(files),
    ...COLLECTION_NAMES.map((name): [string, z.ZodType] => [`${name}.json`, itemFileSchema(name)]),
    ['page.json', page],
  ];
  for (const [file, schema] of all) {
    const withPointer = (schema as z.ZodObject).extend({ $schema: z.string().optional() });
    const json = z.toJSONSchema(withPointer, { io: 'input' });
    out.set(file.replace(/\.json$/, '.schema.json'), JSON.stringify(json, null, 2) + '\n');
  }
  return out;
}

/** The schema files that differ from what the zod schemas say now. */
export function staleJsonSchemas(): string[] {
  return [...rendered()]
    .filter(([name, text]) => {
      const path = join(schemaDir, name);
      return !existsSync(path) || readFileSync(path, 'utf8') !== text;
    })
    .map(([name]) => `content/schemas/${name}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  mkdirSync(schemaDir, { recursive: true });
  for (const [name, text] of rendered()) writeFileSync(join(schemaDir, name), text);
  console.log(`Wrote ${rendered().size} schemas to content/schemas/.`);
}
