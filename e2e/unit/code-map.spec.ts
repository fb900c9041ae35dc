import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

/*
 * README.md's "Map of the code" names every folder of the repository with a line on what lives there,
 * and the main folders inside each. This check reads the map's code block and holds it to the folders
 * git tracks: a top-level folder with no line in the map fails it, by name, and so does a folder the map
 * names (at any depth) that holds no tracked file. Generated folders (out/, deploy/, public/img/) are not
 * tracked and need no line.
 */

const TITLE = 'Map of the code';
const HEADING = `## ${TITLE}`;
/** A map line names a folder when its first word ends in `/` and it stands left of the description column. */
const MAX_INDENT = 8;

/** The lines of the map's code block, in README's section under HEADING. */
function mapLines(readme: string): string[] {
  const start = readme.indexOf(`\n${HEADING}\n`);
  if (start < 0) throw new Error(`README.md has no "${HEADING}" section`);
  const section = readme.slice(start + HEADING.length + 2).split(/\n## /)[0]!;
  const block = /\n```\n([\s\S]*?)\n```/.exec(section);
  if (!block) throw new Error(`README.md's "${TITLE}" has no code block`);
  return block[1]!.split('\n');
}

/**
 * The folders the map names, as paths from the repository's root: a line's folder is inside the one on
 * the nearest line above it that is indented less (`  unit/` under `e2e/` is e2e/unit). A name may take
 * several levels at once (`(light)/light/`).
 */
function mappedFolders(lines: string[]): { path: string; top: boolean }[] {
  const open: { indent: number; path: string }[] = [];
  const found: { path: string; top: boolean }[] = [];
  for (const line of lines) {
    const indent = line.length - line.trimStart().length;
    const name = line.trim().split(/\s/)[0] ?? '';
    if (indent > MAX_INDENT || !name.endsWith('/')) continue;
    while (open.length && open.at(-1)!.indent >= indent) open.pop();
    const parent = open.at(-1)?.path;
    const path = (parent ? `${parent}/` : '') + name.slice(0, -1);
    open.push({ indent, path });
    found.push({ path, top: indent === 0 });
  }
  return found;
}

/** Every folder that holds a tracked file, at any depth. */
function foldersOf(files: string[]): Set<string> {
  const folders = new Set<string>();
  for (const file of files) {
    const parts = file.split('/').slice(0, -1);
    parts.forEach((_, i) => folders.add(parts.slice(0, i + 1).join('/')));
  }
  return folders;
}

/** What the map gets wrong against the tracked files, one message per folder. */
function mapProblems(lines: string[], files: string[]): string[] {
  const tracked = foldersOf(files);
  const named = mappedFolders(lines);
  const topNamed = new Set(named.filter((f) => f.top).map((f) => f.path.split('/')[0]));
  const missing = [...tracked]
    .filter((folder) => !folder.includes('/') && !topNamed.has(folder))
    .map((folder) => `${folder}/ is a top-level folder with no line in README.md's "${TITLE}"`);
  const stale = named
    .filter((f) => !tracked.has(f.path))
    .map((f) => `README.md's "${TITLE}" names ${f.path}/, which holds no tracked file`);
  return [...missing.sort(), ...stale];
}

const trackedFiles = () =>
  execFileSync('git', ['ls-files'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    .split('\n')
    .filter(Boolean);

test("README.md's map of the code has a line for every top-level folder and names no other", () => {
  const lines = mapLines(readFileSync('README.md', 'utf8'));
  const files = trackedFiles();
  expect(files.length, 'git ls-files lists the repository').toBeGreaterThan(100);
  expect(mapProblems(lines, files)).toEqual([]);
});

test('a folder missing from the map, and folders the map names that do not exist, are named', () => {
  const readme = [
    '# Site',
    '',
    HEADING,
    '',
    '```',
    '.ci/                      what CI runs',
    'app/                      routes only',
    '  (dark)/                 the dark tree',
    '    (shop)/               the shop pages',
    '  (light)/light/          the light tree',
    '                          new/ (a description going on: not a folder of the map)',
    'gone/                     a folder since removed',
    '  old/                    inside it',
    '```',
    '',
    '## Testing',
    '',
    '```',
    'lib/                      (another section: not the map)',
    '```',
  ].join('\n');
  const files = [
    '.ci/run',
    'app/(dark)/(shop)/cart/page.tsx',
    'app/(light)/light/page.tsx',
    'lib/util.ts',
    '.github/workflows/ci.yml',
    'README.md',
  ];
  expect(mapProblems(mapLines(readme), files)).toEqual([
    `.github/ is a top-level folder with no line in README.md's "${TITLE}"`,
    `lib/ is a top-level folder with no line in README.md's "${TITLE}"`,
    `README.md's "${TITLE}" names gone/, which holds no tracked file`,
    `README.md's "${TITLE}" names gone/old/, which holds no tracked file`,
  ]);
  expect(() => mapLines('# Site\n\n## Quick start\n')).toThrow(`README.md has no "${HEADING}"`);
});
