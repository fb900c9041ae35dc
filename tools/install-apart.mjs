// @ts-check
/*
 * `npm ci` (or `npm install`) at the root installs the site, then runs this as its postinstall: the
 * three packages kept apart from the site, each from its own lock file with its own flags, so that one
 * install gives a developer and CI everything.
 *
 * - editor/: Decap CMS, its local proxy and the React they run on. Its .npmrc sets legacy-peer-deps for
 *   the old React peers some of Decap's own dependencies still declare; the site keeps npm's default.
 * - deploy/cms-auth/: wrangler and its Worker runtime, for the sign-in service and its test.
 * - tools/observatory/: the MDN HTTP Observatory's scanner for the nginx test, with --ignore-scripts
 *   (its postinstall downloads lists the offline scan does not need).
 *
 * Not npm workspaces: a workspace install takes one set of settings for the whole tree (the editor's
 * legacy-peer-deps would change how the site's own peers resolve, and --ignore-scripts would apply to
 * every package), and it would hoist Decap's 600-odd packages beside the site's own, where the site's
 * build could resolve them. Docs: docs/install.md.
 *
 * A package whose node_modules already holds what its lock file lists is left as it is, so a later
 * `npm install <something>` at the root costs nothing here. INSTALL_APART names the packages to install
 * (`editor`, or `none`), for a deploy that needs the editor only.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const PACKAGES = [
  { name: 'editor', dir: 'editor', flags: [] },
  { name: 'cms-auth', dir: join('deploy', 'cms-auth'), flags: [] },
  { name: 'observatory', dir: join('tools', 'observatory'), flags: ['--ignore-scripts'] },
];

const wanted = process.env['INSTALL_APART']?.split(',').map((name) => name.trim());

/** The packages a lock file lists, by path, without the package itself. */
const packagesOf = (file) =>
  existsSync(file)
    ? Object.entries(JSON.parse(readFileSync(file, 'utf8')).packages ?? {}).filter(
        ([path]) => path !== '',
      )
    : undefined;

/**
 * Whether `dir`'s node_modules holds what its lock file lists: npm's record of what it installed
 * (node_modules/.package-lock.json) has every package of the lock file at its version (optional ones,
 * such as other platforms' binaries, may be missing) and none the lock file does not list.
 */
function installed(dir) {
  const lock = packagesOf(join(dir, 'package-lock.json'));
  const record = packagesOf(join(dir, 'node_modules', '.package-lock.json'));
  if (!lock || !record) return false;
  const have = new Map(record.map(([path, entry]) => [path, entry.version]));
  const listed = new Map(lock.map(([path, entry]) => [path, entry.version]));
  return (
    lock.every(([path, entry]) => entry.optional || have.get(path) === entry.version) &&
    record.every(([path, entry]) => listed.get(path) === entry.version)
  );
}

for (const { name, dir, flags } of PACKAGES) {
  if (wanted && !wanted.includes(name)) continue;
  if (installed(dir)) {
    console.log(`install-apart: ${dir}/ is installed`);
    continue;
  }
  console.log(`install-apart: npm ci --prefix ${dir} ${flags.join(' ')}`.trimEnd());
  const result = spawnSync('npm', ['ci', '--prefix', dir, '--no-audit', '--no-fund', ...flags], {
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) {
    console.error(`install-apart: npm ci --prefix ${dir} failed (exit ${result.status})`);
    process.exit(result.status ?? 1);
  }
}
