/*
 * `npm run pictures` (run by `npm run build` and `npm run dev` before Next): every picture the content
 * names, generated art and editors' uploads alike, through one pipeline.
 *
 * 1. Finds each image object ({ "src": "/images/…", "alt" }) in the JSON files of content/, with its
 *    file and JSON path (pipeline/images/collect.ts).
 * 2. Reads each file of public/images/ it names: a missing, unreadable or non-picture file stops the
 *    build, naming the content file, the JSON path and the picture.
 * 3. Raster pictures (pipeline/pictures/process.ts): turned upright by their EXIF orientation, copied as
 *    AVIF and WebP at the widths of components/ui/picture-widths.ts (never upscaled), with no metadata
 *    (GPS, camera, owner, thumbnail) carried over, into public/img/; cached by content hash in
 *    node_modules/.cache/pictures/, several at a time (one per core).
 * 4. Writes the manifest the pages are rendered from (.pictures/manifest.json): each picture's upright
 *    size, placeholder colour and copies. SVG keeps its file and gets its size.
 *
 * The originals stay in public/images/ (the editors' folder) and never reach a visitor: the build
 * removes them from out/ after the export (pipeline/post-export.ts). Options: --content=DIR,
 * --public=DIR (where /images/ and /img/ are), --images=DIR (read /images/ from another folder) and
 * --manifest=FILE, or CONTENT_DIR, PUBLIC_DIR, PICTURES_SOURCE and PICTURES_MANIFEST; defaults
 * content/, public/ and .pictures/manifest.json.
 */
import { availableParallelism } from 'node:os';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { collectReferences, SRC_PATTERN, type ImageReference } from '../images/collect';
import { manifestPath } from '../../components/ui/picture-manifest-path';
import { entryOf, PictureError, processRaster, readSize } from './process';
import { copySrc, isRaster, type PictureManifest } from '../../components/ui/picture-widths';

const option = (flag: string, env: string | undefined, fallback: string): string => {
  const arg = process.argv.find((a) => a.startsWith(`--${flag}=`));
  return resolve(arg ? arg.slice(flag.length + 3) : env || fallback);
};

export interface PipelineOptions {
  contentDir: string;
  /** Where the copies go (its img/ folder), and where /images/… are read unless `imagesDir` is set. */
  publicDir: string;
  /** The folder whose images/ holds the pictures, when not publicDir (a test's copy of the site). */
  imagesDir?: string;
  manifestFile: string;
  cacheDir?: string;
  log?: (line: string) => void;
}

export interface PipelineResult {
  manifest: PictureManifest;
  pictures: number;
  made: number;
  files: number;
  seconds: number;
}

/** A failed build's message: every problem, each naming the content file, JSON path and picture. */
export class PipelineError extends Error {}

const fileOf = (publicDir: string, src: string) =>
  join(publicDir, ...src.split('/').filter(Boolean));

/** Removes from `dir` every file not in `keep` (paths relative to dir), and empty folders. */
function prune(dir: string, keep: Set<string>, base = dir): void {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      prune(path, keep, base);
      if (readdirSync(path).length === 0) rmSync(path, { recursive: true });
    } else if (!keep.has(relative(base, path).split(sep).join('/'))) rmSync(path);
  }
}

export async function runPipeline(options: PipelineOptions): Promise<PipelineResult> {
  const started = performance.now();
  const { contentDir, publicDir, manifestFile } = options;
  const { references, problems } = collectReferences(contentDir);
  const at = (r: ImageReference) => `${r.file} at ${r.path}.src: ${r.src}`;
  const bySrc = new Map<string, ImageReference[]>();
  for (const r of references) {
    if (!SRC_PATTERN.test(r.src)) {
      problems.push(
        `${at(r)}: not a lower-case path under /images/ ending in .webp, .png, .jpg, .jpeg or .svg`,
      );
      continue;
    }
    bySrc.set(r.src, [...(bySrc.get(r.src) ?? []), r]);
  }
  const manifest: PictureManifest = {};
  const outputs = new Map<string, string>(); // /img/… → cached file
  let made = 0;
  const queue = [...bySrc.keys()].sort();
  const fail = (src: string, why: string) => {
    for (const r of bySrc.get(src)!) problems.push(`${at(r)}: ${why}`);
  };
  sharp.concurrency(1);
  const worker = async (): Promise<void> => {
    for (let src = queue.shift(); src; src = queue.shift()) {
      const file = fileOf(options.imagesDir ?? publicDir, src);
      if (!existsSync(file) || !statSync(file).isFile()) {
        fail(src, `no such file in ${relative(process.cwd(), dirname(file)) || '.'}/`);
        continue;
      }
      const data = readFileSync(file);
      try {
        if (!isRaster(src)) {
          const size = await readSize(data);
          if (size.format !== 'svg') throw new PictureError(`a ${size.format} file named .svg`);
          manifest[src] = { width: size.width, height: size.height };
          continue;
        }
        const processed = await processRaster(data, options.cacheDir);
        if (processed.made) made += 1;
        manifest[src] = entryOf(processed, (w, format, dense) =>
          copySrc(processed.hash, w, format, dense),
        );
        for (const c of processed.copies)
          outputs.set(copySrc(processed.hash, c.width, c.format, c.dense), c.file);
      } catch (error) {
        if (!(error instanceof PictureError)) throw error;
        fail(src, error.message);
      }
    }
  };
  const workers = Math.max(1, Math.min(4, availableParallelism()));
  await Promise.all(Array.from({ length: workers }, worker));
  if (problems.length > 0)
    throw new PipelineError(
      `Pictures: ${problems.length} problem(s):\n${problems.map((p) => `  ${p}`).join('\n')}`,
    );

  // public/img/ holds exactly this build's copies: a removed or changed picture leaves nothing behind.
  const imgDir = join(publicDir, 'img');
  const keep = new Set([...outputs.keys()].map((src) => src.replace(/^\/img\//, '')));
  prune(imgDir, keep);
  for (const [src, cached] of outputs) {
    const target = fileOf(publicDir, src);
    if (existsSync(target)) continue; // named by content hash: the same name is the same bytes
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(cached, target);
  }
  mkdirSync(dirname(manifestFile), { recursive: true });
  const sorted = Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => (a < b ? -1 : 1)));
  writeFileSync(manifestFile, `${JSON.stringify(sorted, null, 1)}\n`);
  return {
    manifest: sorted,
    pictures: bySrc.size,
    made,
    files: outputs.size,
    seconds: (performance.now() - started) / 1000,
  };
}

async function main(): Promise<void> {
  const root = process.cwd();
  const result = await runPipeline({
    contentDir: option('content', process.env.CONTENT_DIR, join(root, 'content')),
    publicDir: option('public', process.env.PUBLIC_DIR, join(root, 'public')),
    imagesDir: option(
      'images',
      process.env.PICTURES_SOURCE,
      option('public', process.env.PUBLIC_DIR, join(root, 'public')),
    ),
    manifestFile: option('manifest', process.env.PICTURES_MANIFEST, manifestPath()),
  });
  console.log(
    `Pictures: ${result.pictures} pictures, ${result.made} processed now (the rest from the cache), ` +
      `${result.files} AVIF and WebP copies in public/img/, ${result.seconds.toFixed(1)} s.`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
