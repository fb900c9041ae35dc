/*
 * `npx tsx tools/check-twin.ts content/services.ar.json …`: checks Arabic content files on their own,
 * while a translation is in progress: each against its schema and against its English twin.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { ContentError, contentDir, parseContent } from '../content/load';
import { files } from '../content/schema';
import { page } from '../content/sections';
import { twinProblems } from '../content/twin';

let failed = 0;
for (const arg of process.argv.slice(2)) {
  const file = relative(contentDir, arg).replace(/\\/g, '/');
  const logical = file.replace(/\.ar\.json$/, '.json');
  const english = logical.replace(/\.json$/, '.en.json');
  const schema = file.startsWith('pages/') ? page : files[logical as keyof typeof files];
  if (!schema || logical === file) {
    console.error(`${arg}: not an Arabic content file (content/<name>.ar.json)`);
    failed++;
    continue;
  }
  const raw = readFileSync(arg, 'utf8');
  const problems: string[] = [];
  try {
    parseContent(file, raw, schema);
  } catch (error) {
    problems.push(error instanceof ContentError ? error.message : String(error));
  }
  try {
    const en: unknown = JSON.parse(readFileSync(`${contentDir}/${english}`, 'utf8'));
    for (const p of twinProblems(en, JSON.parse(raw)))
      problems.push(`  at ${p.path}: ${p.message}`);
  } catch (error) {
    problems.push(String(error));
  }
  if (problems.length) {
    failed++;
    console.error(`content/${file}:\n${problems.join('\n')}`);
  } else console.log(`content/${file}: OK`);
}
process.exit(failed ? 1 : 0);
