/*
 * `npx tsx tools/content/split-collections.ts`: the one-time move of content/ to one file per item
 * (content/collections.ts). Each collection that was one file per language (`content/posts.en.json`,
 * a list under one key) becomes a folder of item files, `content/posts/<slug>.en.json` beside
 * `<slug>.ar.json`, each with its editor's schema pointer and, for the collections ordered by hand,
 * its place in the old list as `order`. Nothing else of an item changes: the words, fields and their
 * order are copied as they were. Run where the old files still are (it stops if a folder exists
 * already); kept so the move can be read and repeated on an older copy of the content.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { COLLECTIONS, COLLECTION_NAMES, itemSchemaPointer } from '../../content/collections';
import { formatContentJson } from '../../content/format-json';
import { contentDir } from '../../content/load';

/** The key each old file held its list under. */
const LIST_KEY: Record<string, string> = { 'case-studies': 'caseStudies' };

let moved = 0;
for (const name of COLLECTION_NAMES) {
  const { key, sort } = COLLECTIONS[name];
  const folder = join(contentDir, name);
  const old = (locale: string) => join(contentDir, `${name}.${locale}.json`);
  if (!existsSync(old('en'))) {
    console.log(`content/${name}.en.json: not there (moved already?), skipped`);
    continue;
  }
  if (existsSync(folder)) throw new Error(`content/${name}/ exists already: nothing moved`);
  mkdirSync(folder);
  for (const locale of ['en', 'ar'] as const) {
    const data = JSON.parse(readFileSync(old(locale), 'utf8')) as Record<string, unknown>;
    const items = data[LIST_KEY[name] ?? name] as Record<string, unknown>[];
    items.forEach((item, i) => {
      const file = {
        $schema: itemSchemaPointer(name),
        ...item,
        ...(sort === 'order' && { order: i + 1 }),
      };
      writeFileSync(join(folder, `${String(item[key])}.${locale}.json`), formatContentJson(file));
      moved++;
    });
    rmSync(old(locale));
  }
}
console.log(`Moved ${moved} items into their own files.`);
