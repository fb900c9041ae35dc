/*
 * The throwaway copy the scale command grows and builds: the project's files as git sees them (tracked,
 * and new files not ignored; what is edited but not committed, as it is now), copied, and its installed
 * packages (node_modules/, editor/node_modules/) hard-linked, which costs seconds and no space. Hard links,
 * not a symlink: Turbopack refuses a node_modules/ that resolves outside the project's folder. The
 * packages' caches (node_modules/.cache/) are left out, so nothing the copy's build writes can reach the
 * project's own files through a shared inode; the copy's build keeps its pictures and social cards in
 * the cache that BUILD_CACHE_DIR names (scale.ts points it at the project's).
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, lstatSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';

function run(command: string, args: string[], cwd: string): string {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 64 << 20 });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (${result.status}): ${result.stderr}`);
  return result.stdout;
}

/** Hard-links every entry of `from` but its cache into `to` (`cp -al`). */
function linkPackages(from: string, to: string): void {
  if (!existsSync(from)) return;
  mkdirSync(to, { recursive: true });
  const entries = readdirSync(from)
    .filter((name) => name !== '.cache')
    .map((name) => join(from, name));
  if (entries.length) run('cp', ['-al', ...entries, to], from);
}

export function makeCopy(source: string, target: string): { files: number; seconds: number } {
  const started = performance.now();
  removeCopy(target);
  mkdirSync(target, { recursive: true });
  const files = run('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], source)
    .split('\0')
    .filter(Boolean);
  let copied = 0;
  for (const file of files) {
    const from = join(source, file);
    // A file deleted but not yet committed, or a folder git lists (a submodule), is not copied.
    if (!existsSync(from) || !lstatSync(from).isFile()) continue;
    mkdirSync(dirname(join(target, file)), { recursive: true });
    copyFileSync(from, join(target, file));
    copied++;
  }
  linkPackages(join(source, 'node_modules'), join(target, 'node_modules'));
  linkPackages(join(source, 'editor', 'node_modules'), join(target, 'editor', 'node_modules'));
  return { files: copied, seconds: (performance.now() - started) / 1000 };
}

export function removeCopy(target: string): void {
  if (existsSync(target)) rmSync(target, { recursive: true, force: true });
}
