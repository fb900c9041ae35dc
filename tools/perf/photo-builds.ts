import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * The two throwaway builds of `npm run perf -- --photos`: this commit's site with every picture of the
 * team, the projects and the case studies replaced by photographs (tools/perf-photos.ts), once with
 * real photographs and once with the grain worst case. Each is a clone of the commit in
 * $TMPDIR/rawnaq-perf-photos/<set>/ with this checkout's packages linked in (hard links, or a copy on
 * another file system: Turbopack refuses a node_modules symlinked from outside its folder), kept while
 * the commit is the same. The
 * pictures' copies are cached by hash in one folder beside them, so a new commit re-encodes nothing
 * whose bytes and settings did not change. Only committed work is measured: commit before a sitting.
 */

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
// Outside node_modules/: esbuild (the editor's bundle) reads no tsconfig paths for files under one.
const BUILDS = join(tmpdir(), 'rawnaq-perf-photos');
const STAMP = '.photo-stamp';

export const PHOTO_SETS = ['real', 'grain'] as const;
export type PhotoSet = (typeof PHOTO_SETS)[number];

function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}) {
  const result = spawnSync(command, args, {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
}

/** `from`'s packages hard-linked into `to` (copied where links cannot cross file systems), without its caches. */
function linkPackages(from: string, to: string) {
  if (!existsSync(from)) return;
  mkdirSync(to, { recursive: true });
  const entries = readdirSync(from)
    .filter((name) => name !== '.cache')
    .map((name) => join(from, name));
  try {
    run('cp', ['-al', ...entries, to], ROOT);
  } catch {
    run('cp', ['-a', ...entries, to], ROOT);
  }
}

const head = () =>
  spawnSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).stdout.trim();

/** The export of `set`'s build for this commit, making it when there is none. */
export function preparePhotoBuild(set: PhotoSet, log: (line: string) => void): string {
  const dir = join(BUILDS, set);
  const out = join(dir, 'out');
  const stamp = `${head()} ${set}`;
  const stampFile = join(dir, STAMP);
  if (
    existsSync(stampFile) &&
    readFileSync(stampFile, 'utf8') === stamp &&
    existsSync(join(out, 'index.html'))
  ) {
    log(`photos (${set}): export kept (same commit)`);
    return out;
  }
  const started = Date.now();
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(BUILDS, { recursive: true });
  run('git', ['clone', '-q', ROOT, dir], ROOT);
  linkPackages(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  linkPackages(join(ROOT, 'editor', 'node_modules'), join(dir, 'editor', 'node_modules'));
  log(`photos (${set}): replacing the pictures`);
  run(
    'npx',
    ['tsx', 'tools/perf-photos.ts', '--throwaway', ...(set === 'real' ? ['--real'] : [])],
    dir,
  );
  log(`photos (${set}): building`);
  run('npm', ['run', 'build'], dir, { BUILD_CACHE_DIR: join(BUILDS, 'build-cache') });
  writeFileSync(stampFile, stamp);
  log(`photos (${set}): built in ${Math.round((Date.now() - started) / 1000)} s`);
  return out;
}
