/*
 * `npm run check:content`: validates every file in content/ against its schema, then the rules
 * that span files. Prints every problem with its file and JSON path; exits 1 if there is any.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getPageNames, pagesDir } from '../content';
import { COLLECTION_NAMES } from '../content/collections';
import { findIntegrityProblems } from '../content/integrity';
import { ContentError, contentDir, loadContent, parseContent } from '../content/load';
import { collectionIds, loadItem, strayFiles, tooFew } from '../content/load-collection';
import { englishFile } from '../content/twin';
import { files } from '../content/schema';
import { page } from '../content/sections';
import { staleJsonSchemas } from './write-json-schema';

const problems: string[] = [];

/** Runs one check, keeping its problem (with file and JSON path) and going on to the next. */
const attempt = (file: string, run: () => unknown) => {
  try {
    run();
  } catch (error) {
    problems.push(
      error instanceof ContentError ? error.message : `content/${file}: ${String(error)}`,
    );
  }
};

const check = (file: string, path: string, schema: Parameters<typeof parseContent>[2]) =>
  attempt(file, () => parseContent(file, readFileSync(path, 'utf8'), schema));

for (const [file, schema] of Object.entries(files))
  check(englishFile(file), join(contentDir, englishFile(file)), schema);
for (const name of getPageNames())
  check(`pages/${name}.en.json`, join(pagesDir, `${name}.en.json`), page);

/** The Arabic twin of an English file: its schema, and the same shape as the English (content/twin.ts). */
const checkArabic = (file: string, schema: Parameters<typeof parseContent>[2]) =>
  attempt(file, () => loadContent(file, schema, 'ar'));
for (const [file, schema] of Object.entries(files)) checkArabic(file, schema);

// The collections, one file per item: each item in both languages, each file on its own.
let items = 0;
for (const name of COLLECTION_NAMES) {
  problems.push(...strayFiles(name).map((error) => error.message));
  const ids = collectionIds(name);
  const short = tooFew(name, ids.length);
  if (short) problems.push(short.message);
  for (const id of ids)
    for (const locale of ['en', 'ar'] as const)
      attempt(`${name}/${id}.${locale}.json`, () => loadItem(name, id, locale));
  items += ids.length;
}

// An Arabic file without an English one is content in one language only; a file without a language
// code is read by nothing, and neither is a folder that is no collection.
const folders = new Set<string>([...COLLECTION_NAMES, 'pages', 'schemas']);
for (const dir of ['', 'pages/'])
  for (const entry of readdirSync(join(contentDir, dir), { withFileTypes: true })) {
    const name = entry.name;
    if (entry.isDirectory()) {
      if (dir === '' && !folders.has(name))
        problems.push(
          `content/${name}/: not read by the site: the folders of content/ are ${[...folders].join(', ')}`,
        );
      continue;
    }
    if (!name.endsWith('.json')) continue;
    if (!/\.(en|ar)\.json$/.test(name))
      problems.push(
        `content/${dir}${name}: not read by the site: content files are named <name>.en.json (English) and <name>.ar.json (Arabic)`,
      );
    else if (dir === '' && !(name.replace(/\.(en|ar)\.json$/, '.json') in files))
      problems.push(
        `content/${name}: not read by the site: ${
          COLLECTION_NAMES.some((collection) => name.startsWith(`${collection}.`))
            ? `the ${name.split('.')[0]} are one file per item now, in content/${name.split('.')[0]}/`
            : `the files of content/ are ${Object.keys(files).join(', ')} (each .en and .ar)`
        }`,
      );
    else if (
      name.endsWith('.ar.json') &&
      !existsSync(join(contentDir, dir, name.replace(/\.ar\.json$/, '.en.json')))
    )
      problems.push(`content/${dir}${name}: an Arabic file with no English file beside it`);
  }
for (const name of getPageNames()) checkArabic(`pages/${name}.json`, page);

if (problems.length === 0) {
  problems.push(...findIntegrityProblems());
  problems.push(
    ...staleJsonSchemas().map((file) => `${file} is out of date: run npm run content:schema`),
  );
}

if (problems.length > 0) {
  console.error(
    `Content check failed (${problems.length} problem${problems.length > 1 ? 's' : ''}):\n`,
  );
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(
  `Content check passed: ${Object.keys(files).length + getPageNames().length} files and ${items} items in ${COLLECTION_NAMES.length} collections, each in English and Arabic.`,
);
