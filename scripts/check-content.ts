/*
 * `npm run check:content`: validates every file in content/ against its schema, then the rules
 * that span files. Prints every problem with its file and JSON path; exits 1 if there is any.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getPageNames, pagesDir } from '../content';
import { findIntegrityProblems } from '../content/integrity';
import { ContentError, contentDir, loadContent, parseContent } from '../content/load';
import { englishFile } from '../content/twin';
import { files } from '../content/schema';
import { page } from '../content/sections';
import { staleJsonSchemas } from './write-json-schema';

const problems: string[] = [];

const check = (file: string, path: string, schema: Parameters<typeof parseContent>[2]) => {
  try {
    parseContent(file, readFileSync(path, 'utf8'), schema);
  } catch (error) {
    if (error instanceof ContentError) problems.push(error.message);
    else problems.push(`content/${file}: ${(error as Error).message}`);
  }
};

for (const [file, schema] of Object.entries(files))
  check(englishFile(file), join(contentDir, englishFile(file)), schema);
for (const name of getPageNames())
  check(`pages/${name}.en.json`, join(pagesDir, `${name}.en.json`), page);

/** The Arabic twin of an English file: its schema, and the same shape as the English (content/twin.ts). */
const checkArabic = (file: string, schema: Parameters<typeof parseContent>[2]) => {
  try {
    loadContent(file, schema, 'ar');
  } catch (error) {
    problems.push(
      error instanceof ContentError ? error.message : `content/${file}: ${String(error)}`,
    );
  }
};
for (const [file, schema] of Object.entries(files)) checkArabic(file, schema);
// An Arabic file without an English one is content in one language only; a file without a language
// code is read by nothing.
for (const dir of ['', 'pages/'])
  for (const name of readdirSync(join(contentDir, dir)).filter((n) => n.endsWith('.json'))) {
    if (!/\.(en|ar)\.json$/.test(name))
      problems.push(
        `content/${dir}${name}: not read by the site: content files are named <name>.en.json (English) and <name>.ar.json (Arabic)`,
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
  `Content check passed: ${Object.keys(files).length + getPageNames().length} files, each in English and Arabic.`,
);
