/*
 * `npm run mirror`: writes the /light/ twin of every route module in app/(dark)/ that lacks one.
 * A twin is a one-line module re-exporting the dark one; `dynamicParams` cannot be re-exported, so
 * it is written out. Existing twins are left alone; e2e/site/mirror.spec.ts fails on a missing one.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const darkRoot = join(process.cwd(), 'app', '(dark)');
const lightRoot = join(process.cwd(), 'app', '(light)', 'light');
const mirrored = new Set(['page.tsx', 'layout.tsx', 'error.tsx']);

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (mirrored.has(entry.name)) yield path;
  }
}

let written = 0;
for (const darkFile of walk(darkRoot)) {
  const rel = relative(darkRoot, darkFile);
  // The dark root layout has its own light counterpart, app/(light)/layout.tsx.
  if (rel === 'layout.tsx') continue;
  const lightFile = join(lightRoot, rel);
  if (existsSync(lightFile)) continue;
  const source = readFileSync(darkFile, 'utf8');
  const from = `@/app/(dark)/${rel.replace(/\.tsx$/, '')}`;
  const names = ['default'];
  for (const name of ['metadata', 'generateMetadata', 'generateStaticParams']) {
    if (new RegExp(`export (const|async function|function) ${name}\\b`).test(source))
      names.push(name);
  }
  const lines = [];
  if (source.startsWith("'use client'")) lines.push("'use client';", '');
  lines.push(`export { ${names.join(', ')} } from '${from}';`);
  if (/export const dynamicParams = false/.test(source))
    lines.push('export const dynamicParams = false;');
  mkdirSync(dirname(lightFile), { recursive: true });
  writeFileSync(lightFile, lines.join('\n') + '\n');
  written++;
}
console.log(`Light tree: ${written} twin module${written === 1 ? '' : 's'} written.`);
