/*
 * `npm run mirror`: writes the twins of every route module in app/(dark)/ (the dark English pages) in the
 * three other trees: light English (app/(light)/light/), dark Arabic (app/(ar-dark)/[lang]/) and light
 * Arabic (app/(ar-light)/[lang]/light/). A twin is a one-line module re-exporting the dark English one;
 * `dynamicParams` cannot be re-exported, so it is written out. The Arabic trees sit under the `[lang]`
 * segment (only `ar` is generated), so their pages and generateMetadata receive `lang` in their params.
 * Each tree's root layout is its own and written by hand. Run it after adding, renaming or removing a page
 * or a page's exports; `--check` (run by npm test) fails when a twin is missing, stale or left over.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const appDir = join(process.cwd(), 'app');
const darkRoot = join(appDir, '(dark)');
export const TWIN_ROOTS = [
  join(appDir, '(light)', 'light'),
  join(appDir, '(ar-dark)', '[lang]'),
  join(appDir, '(ar-light)', '[lang]', 'light'),
];
const mirrored = new Set(['page.tsx', 'layout.tsx', 'error.tsx']);

function* walk(dir: string): Generator<string> {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (mirrored.has(entry.name)) yield path;
  }
}

/** The twin module of a dark English route module, as text. */
function twinOf(darkFile: string): string {
  const rel = relative(darkRoot, darkFile);
  const source = readFileSync(darkFile, 'utf8');
  const from = `@/app/(dark)/${rel.replace(/\.tsx$/, '')}`;
  const names = ['default'];
  for (const name of ['metadata', 'generateMetadata', 'generateStaticParams']) {
    if (new RegExp(`export (const|async function|function) ${name}\\b`).test(source))
      names.push(name);
  }
  const lines = [];
  if (source.startsWith("'use client'")) lines.push("'use client';", '');
  const oneLine = `export { ${names.join(', ')} } from '${from}';`;
  // As Prettier writes it (printWidth 100), so that formatting the repository leaves twins unchanged.
  lines.push(
    oneLine.length <= 100
      ? oneLine
      : `export {\n${names.map((name) => `  ${name},\n`).join('')}} from '${from}';`,
  );
  if (/export const dynamicParams = false/.test(source))
    lines.push('export const dynamicParams = false;');
  return lines.join('\n') + '\n';
}

/** Every twin the trees should hold: path → text. The dark root layout is each tree's own. */
export function expectedTwins(): Map<string, string> {
  const twins = new Map<string, string>();
  for (const darkFile of walk(darkRoot)) {
    const rel = relative(darkRoot, darkFile);
    if (rel === 'layout.tsx') continue;
    for (const root of TWIN_ROOTS) twins.set(join(root, rel), twinOf(darkFile));
  }
  return twins;
}

/** The problems with the twins on disk: missing, stale, or with no dark page behind them. */
export function twinProblems(): string[] {
  const expected = expectedTwins();
  const problems: string[] = [];
  for (const [file, text] of expected) {
    const shown = relative(process.cwd(), file);
    if (!existsSync(file)) problems.push(`${shown} is missing`);
    else if (readFileSync(file, 'utf8') !== text) problems.push(`${shown} is out of date`);
  }
  for (const root of TWIN_ROOTS)
    for (const file of walk(root)) {
      const isRootLayout = relative(root, file) === 'layout.tsx';
      if (!isRootLayout && !expected.has(file))
        problems.push(`${relative(process.cwd(), file)} has no page in app/(dark)/`);
    }
  return problems;
}

if (process.argv[1]?.endsWith('mirror-trees.ts')) {
  if (process.argv.includes('--check')) {
    const problems = twinProblems();
    if (problems.length > 0) {
      console.error(`Route twins: run npm run mirror\n  ${problems.join('\n  ')}`);
      process.exit(1);
    }
    console.log(`Route twins: all ${expectedTwins().size} up to date.`);
  } else {
    let written = 0;
    for (const [file, text] of expectedTwins()) {
      if (existsSync(file) && readFileSync(file, 'utf8') === text) continue;
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, text);
      written++;
    }
    for (const root of TWIN_ROOTS)
      for (const file of walk(root))
        if (relative(root, file) !== 'layout.tsx' && !expectedTwins().has(file)) {
          rmSync(file);
          written++;
        }
    console.log(`Route twins: ${written} module${written === 1 ? '' : 's'} written or removed.`);
  }
}
