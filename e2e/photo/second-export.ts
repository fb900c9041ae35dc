import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { dropOriginals } from '../../pipeline/pictures/drop-originals';
import type { PictureManifest } from '../../components/ui/picture-widths';
import { metadataBlocks } from '../../tools/pictures/phone-photo';

/*
 * A second export of the site from other content (an editor's copy of the repository), built beside
 * out/ without touching it: the picture pipeline over the copy's pictures into its own manifest, then a
 * real `next build` of the routes asked for into its own folder. Used by e2e/photo/photo.spec.ts.
 */

const root = process.cwd();

function run(command: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, ...env, FORCE_COLOR: '0' },
  });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
}

/**
 * Builds `routes` (next build --debug-build-paths patterns) from `repo`'s content/ and public/images/
 * into `exportDir`, without the picture originals, and returns the pictures' manifest.
 */
export function buildExport(repo: string, exportDir: string, routes: string): PictureManifest {
  const manifest = join(root, 'node_modules', '.cache', 'photo-export', 'manifest.json');
  const env = {
    CONTENT_DIR: join(repo, 'content'),
    PICTURES_MANIFEST: manifest,
    NEXT_DIST_DIR: exportDir,
    TYPECHECKED: '1',
  };
  // `next build` with another distDir adds that folder's types to tsconfig.json and next-env.d.ts.
  const kept = ['tsconfig.json', 'next-env.d.ts'].map((f) => [f, readFileSync(f, 'utf8')] as const);
  try {
    let started = Date.now();
    run('npx', ['tsx', 'pipeline/pictures/build.ts', `--images=${join(repo, 'public')}`], env);
    console.log(`second export: pictures ${((Date.now() - started) / 1000).toFixed(1)} s`);
    rmSync(exportDir, { recursive: true, force: true });
    started = Date.now();
    run('npx', ['next', 'build', '--debug-build-paths', routes], env);
    console.log(`second export: next build ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    for (const [file, text] of kept) writeFileSync(file, text);
    // public/img/ back to the repository's own pictures.
    run('npx', ['tsx', 'pipeline/pictures/build.ts']);
  }
  dropOriginals(exportDir);
  return JSON.parse(readFileSync(manifest, 'utf8')) as PictureManifest;
}

/** Every picture file under `dirs` (those that exist) that carries a metadata block, with its blocks. */
export async function metadataCarriers(dirs: string[]): Promise<string[]> {
  const carrying: string[] = [];
  for (const dir of dirs.filter((d) => existsSync(d)))
    for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
      if (!entry.isFile() || !/\.(jpe?g|png|webp|avif|gif|tiff?)$/i.test(entry.name)) continue;
      const file = join(entry.parentPath, entry.name);
      const blocks = await metadataBlocks(file);
      if (blocks.length > 0) carrying.push(`${file}: ${blocks.join(', ')}`);
    }
  return carrying;
}
