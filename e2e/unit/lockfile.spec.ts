import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

/*
 * `npm ci` refuses a lock file that lacks any optional dependency of a locked package ("Missing:
 * @next/swc-darwin-arm64 … from lock file"), which happens when a version's binaries for other
 * platforms are not on the registry the lock was made from. The pins in package.json (next,
 * eslint-config-next, tailwindcss, @tailwindcss/postcss, and the unrs-resolver override) are versions
 * whose binaries exist for every platform; this check keeps a future update from bringing the gap back.
 */

type LockedPackage = {
  version?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
};

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  lockfileVersion: number;
  packages: Record<string, LockedPackage>;
};
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/** Where Node would find `name` from the package installed at `from` (its node_modules, then up). */
function resolve(from: string, name: string): string | undefined {
  let dir = from;
  for (;;) {
    const candidate = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
    if (candidate in lock.packages) return candidate;
    if (!dir) return undefined;
    const up = dir.lastIndexOf('/node_modules/');
    dir = up >= 0 ? dir.slice(0, up) : '';
  }
}

test('the lock file lists every optional dependency of every locked package, for every platform', () => {
  expect(lock.lockfileVersion).toBe(3);
  const missing: string[] = [];
  for (const [path, entry] of Object.entries(lock.packages)) {
    for (const name of Object.keys(entry.optionalDependencies ?? {})) {
      if (!resolve(path, name)) missing.push(`${name} (wanted by ${path || 'the project'})`);
    }
  }
  expect(
    missing,
    'npm ci would refuse the lock file; pick versions the registry serves for every platform',
  ).toEqual([]);
});

test('the lock file agrees with package.json on every direct dependency', () => {
  const direct = { ...pkg.dependencies, ...pkg.devDependencies };
  const root = lock.packages[''] ?? {};
  for (const [name, range] of Object.entries(direct)) {
    const declared = {
      ...root.dependencies,
      ...(root as { devDependencies?: Record<string, string> }).devDependencies,
    };
    expect(declared[name], `${name} in the lock's root entry`).toBe(range);
    expect(lock.packages[`node_modules/${name}`]?.version, `${name} is locked`).toBeTruthy();
  }
  // Next's compiler for macOS and Windows, the binaries the registry lacked for 16.4.6.
  const next = lock.packages['node_modules/next']?.version;
  for (const platform of ['darwin-arm64', 'darwin-x64', 'win32-x64-msvc', 'linux-x64-gnu']) {
    expect(lock.packages[`node_modules/@next/swc-${platform}`]?.version, platform).toBe(next);
  }
});
