import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

/*
 * Every dependency with an install script is decided in its package.json's `allowScripts` (approved
 * or denied, `npm install-scripts approve|deny`), with the reason in docs/install.md. npm 11.19 runs an
 * undecided one and ends the install with a warning; a stricter npm (or `strict-allow-scripts`) skips
 * or refuses it, so an undecided script would make installs differ between machines. The lock file
 * marks each such package with `hasInstallScript`, for every platform, whichever one this runs on.
 */

/** Where the decisions are explained, the README linking to it. */
const GUIDE = 'docs/install.md';

/** The site and the three packages installed apart from it, each with its own lock file. */
const PROJECTS = ['.', 'editor', join('tools', 'observatory'), join('deploy', 'cms-auth')];

type Lock = {
  packages: Record<string, { name?: string; version?: string; hasInstallScript?: boolean }>;
};
type Manifest = { allowScripts?: Record<string, boolean> };

const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;

/** Each locked package with an install script, as name and version. */
function withInstallScripts(project: string): { name: string; version: string }[] {
  const lock = readJson<Lock>(join(project, 'package-lock.json'));
  return Object.entries(lock.packages)
    .filter(([path, entry]) => path && entry.hasInstallScript)
    .map(([path, entry]) => ({
      name: entry.name ?? path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length),
      version: entry.version ?? '',
    }));
}

/** The `allowScripts` key that decides `name` at `version`: the bare name, or pinned to the version. */
function decision(
  allow: Record<string, boolean>,
  name: string,
  version: string,
): string | undefined {
  return [name, `${name}@${version}`].find((key) => key in allow);
}

for (const project of PROJECTS) {
  test(`${project === '.' ? 'the site' : project}: every install script is approved or denied`, () => {
    const allow = readJson<Manifest>(join(project, 'package.json')).allowScripts ?? {};
    const scripts = withInstallScripts(project);
    const undecided = scripts
      .filter(({ name, version }) => !decision(allow, name, version))
      .map(({ name, version }) => `${name}@${version}`);
    expect
      .soft(
        undecided,
        `decide each in ${join(project, 'package.json')} (npm install-scripts approve|deny <pkg>) and give the reason in ${GUIDE}`,
      )
      .toEqual([]);
    // And no entry outlives its package (`npm install-scripts prune` removes such an entry).
    const used = new Set(scripts.map(({ name, version }) => decision(allow, name, version)));
    expect(
      Object.keys(allow).filter((key) => !used.has(key)),
      'allowScripts entries for no locked install script',
    ).toEqual([]);
  });
}

test(`${GUIDE} gives the reason for each decision, by name`, () => {
  const guide = readFileSync(GUIDE, 'utf8');
  // From the paragraph that introduces `allowScripts` to the one that names this file.
  const start = guide.indexOf('`allowScripts`');
  const end = guide.indexOf('e2e/unit/install-scripts.spec.ts', start);
  expect(start, `${GUIDE} says where install scripts are decided`).toBeGreaterThanOrEqual(0);
  expect(end, `${GUIDE} names this check after the reasons`).toBeGreaterThan(start);
  const section = guide.slice(start, end);
  expect(readFileSync('README.md', 'utf8'), `README.md links to ${GUIDE}`).toContain(`](${GUIDE})`);
  const decided = PROJECTS.flatMap((project) =>
    Object.keys(readJson<Manifest>(join(project, 'package.json')).allowScripts ?? {}),
  );
  const unexplained = decided.filter(
    (key) => !section.includes(`\`${key.replace(/@[^@/]+$/, '')}\``),
  );
  expect(unexplained).toEqual([]);
});
