import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

/*
 * The web editor's packages live in editor/ (its own package.json and lock file), not in the site's:
 * the site's install carries none of Decap CMS's 600-odd packages, and no peer conflict of theirs.
 */

type Lock = { packages: Record<string, { version?: string }> };
const json = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T;
const site = json<{
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
}>('package.json');
const editor = json<{ dependencies: Record<string, string> }>('editor/package.json');

test("the site's install has none of the editor's packages", () => {
  const declared = Object.keys({ ...site.dependencies, ...site.devDependencies });
  expect(declared.filter((name) => name.startsWith('decap-'))).toEqual([]);
  const locked = Object.keys(json<Lock>('package-lock.json').packages);
  expect(locked.filter((path) => /node_modules\/decap-/.test(path))).toEqual([]);
});

test('the editor package locks Decap CMS, its local proxy and the React it runs on', () => {
  expect(Object.keys(editor.dependencies).sort()).toEqual(
    ['decap-cms-app', 'decap-server', 'react', 'react-dom'].sort(),
  );
  const locked = json<Lock>('editor/package-lock.json').packages;
  for (const name of Object.keys(editor.dependencies))
    expect(locked[`node_modules/${name}`]?.version, name).toMatch(/^\d+\.\d+\.\d+/);
  // Decap 3.16 asks for React 19 (its peer dependency): the editor runs the same major as the site.
  const major = (range: string) => /\d+/.exec(range)?.[0];
  expect(major(locked['node_modules/react']!.version!)).toBe(major(site.dependencies['react']!));
});
