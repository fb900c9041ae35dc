import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

/*
 * The update configuration (renovate.json, see docs/keeping-current.md): the groups it names
 * still name this project's packages (a renamed or dropped package would quietly leave its group), the
 * framework moves with its React and its lint preset, and lock-file maintenance is on. Renovate's own
 * validator (`npx --package renovate renovate-config-validator --strict`) checks the syntax; it is not
 * run here, being 600 packages.
 */

type Rule = {
  groupName?: string;
  matchPackageNames?: string[];
  matchDepTypes?: string[];
  matchFileNames?: string[];
};
const config = JSON.parse(readFileSync('renovate.json', 'utf8')) as {
  schedule: string[];
  lockFileMaintenance: { enabled: boolean };
  packageRules: Rule[];
};
const manifest = (file: string) =>
  JSON.parse(readFileSync(file, 'utf8')) as Record<
    'dependencies' | 'devDependencies',
    Record<string, string>
  >;
const direct = (file: string) => {
  const pkg = manifest(file);
  return Object.keys({ ...pkg.dependencies, ...pkg.devDependencies });
};
const ours = [...direct('package.json'), ...direct('tools/observatory/package.json')];

/** The group Renovate puts a package in: the last rule that names it (later rules win). */
const groupOf = (name: string, devDependency: boolean) =>
  config.packageRules.reduce<string | undefined>((group, rule) => {
    const named = rule.matchPackageNames?.some((pattern) =>
      pattern.endsWith('/**') ? name.startsWith(pattern.slice(0, -2)) : pattern === name,
    );
    const byType = devDependency && rule.matchDepTypes?.includes('devDependencies');
    return named || (!rule.matchPackageNames && byType) ? (rule.groupName ?? group) : group;
  }, undefined);

test('every package a group names is one of ours', () => {
  const exact = config.packageRules
    .flatMap((rule) => rule.matchPackageNames ?? [])
    .filter((name) => !name.endsWith('/**'));
  // Names that come in through another package rather than package.json.
  const transitive = new Set(['playwright', 'playwright-core']);
  expect(exact.filter((name) => !ours.includes(name) && !transitive.has(name))).toEqual([]);
});

test('Next moves with React and its lint preset; Playwright, Tailwind, the editor each as one', () => {
  const { devDependencies } = manifest('package.json');
  const group = (name: string) => groupOf(name, name in devDependencies);
  for (const name of ['next', 'react', 'react-dom', 'eslint-config-next', '@types/react'])
    expect(group(name), name).toBe('Next and React');
  expect(group('@playwright/test')).toBe('Playwright');
  expect(group('tailwindcss')).toBe('Tailwind');
  expect(group('@tailwindcss/postcss')).toBe('Tailwind');
  // The editor's package (editor/, its own lock file) is one group, whatever it holds.
  const editorRule = config.packageRules.find((rule) => rule.matchFileNames?.includes('editor/**'));
  expect(editorRule?.groupName).toBe('web editor');
  expect(direct('editor/package.json')).toContain('decap-cms-app');
  expect(group('typescript')).toBe('dev tools');
  expect(config.lockFileMaintenance.enabled).toBe(true);
  expect(config.schedule.length).toBeGreaterThan(0);
});
