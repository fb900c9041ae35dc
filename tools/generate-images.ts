/*
 * `npm run images`: draws every image the content refers to, so the site needs no stock files.
 *
 * 1. Reads every JSON file under content/ (not content/schemas/) and finds each image object
 *    { "src": "/images/…", "alt" } at any depth (pipeline/images/collect.ts). Its size is the size of
 *    the file already there, or for a new one the usual size of its folder (DEFAULT_SIZES).
 * 2. Picks the art from the folder, name and alt (tools/images/art.ts): wordmarks, the agency
 *    logo and award badges as SVG text; covers, portraits, avatars, product shots and heroes as
 *    abstract SVG compositions rasterised by sharp to WebP (quality 78, effort 5) at exactly
 *    width x height. `-dark` / `-light` names are theme variants (light ink / deep background for
 *    dark, dark ink / pale background for light).
 * 3. Writes public<src>. The build's picture pipeline (pipeline/pictures/) makes the AVIF and WebP
 *    copies the pages serve, as for any other picture.
 *
 * Deterministic: all randomness is seeded from the image path (and its family: the record it
 * belongs to), so the same content gives byte-identical files; unchanged files are not rewritten.
 * It never deletes anything. Options: CONTENT_DIR and PUBLIC_DIR (env) or --content=DIR and
 * --public=DIR, defaulting to content/ and public/ in the repo.
 */
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp, { type Sharp } from 'sharp';
import { artFor, prepareArt } from './images/art';
import { collectImages, type ImageRef, type SizedImageRef } from '../pipeline/images/collect';
import { isMadeElsewhere } from './images/made-elsewhere';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const option = (flag: string, env: string | undefined, fallback: string): string => {
  const arg = process.argv.find((a) => a.startsWith(`--${flag}=`));
  return resolve(arg ? arg.slice(flag.length + 3) : env || fallback);
};
const contentDir = option('content', process.env.CONTENT_DIR, join(root, 'content'));
const publicDir = option('public', process.env.PUBLIC_DIR, join(root, 'public'));

const WEBP = { quality: 78, effort: 5 } as const;
sharp.cache(false);

interface Output {
  src: string;
  data: Buffer;
}

/** The files for one image: the SVG text, or the raster and its responsive copies. */
async function render(image: SizedImageRef): Promise<Output[]> {
  const svg = artFor(image);
  if (image.src.endsWith('.svg')) return [{ src: image.src, data: Buffer.from(svg) }];
  const { data, info } = await sharp(Buffer.from(svg))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.width !== image.width || info.height !== image.height)
    throw new Error(
      `${image.src}: rendered ${info.width}x${info.height}, expected ${image.width}x${image.height}`,
    );
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  const encode = (pipeline: Sharp, src: string): Promise<Buffer> => {
    if (src.endsWith('.png'))
      return pipeline.png({ compressionLevel: 9, palette: false }).toBuffer();
    if (src.endsWith('.jpg')) return pipeline.jpeg({ quality: 80, mozjpeg: true }).toBuffer();
    return pipeline.webp(WEBP).toBuffer();
  };
  return [{ src: image.src, data: await encode(sharp(data, raw), image.src) }];
}

/** The size a new picture of a folder is drawn at (an existing file keeps its own). */
const DEFAULT_SIZES: Record<string, [number, number]> = {
  '': [148, 40],
  awards: [240, 96],
  brands: [200, 80],
  'case-studies': [1200, 800],
  heroes: [1920, 1080],
  posts: [1200, 800],
  products: [800, 800],
  projects: [1200, 800],
  sections: [1200, 900],
  services: [1200, 800],
  team: [800, 1000],
  testimonials: [160, 160],
};

async function sized(image: ImageRef): Promise<SizedImageRef> {
  const path = join(publicDir, ...image.src.split('/').filter(Boolean));
  if (existsSync(path)) {
    const { width, height } = await sharp(path).metadata();
    if (width && height) return { ...image, width, height };
  }
  const folder = image.src.split('/').slice(2, -1).join('/');
  const size = DEFAULT_SIZES[folder];
  if (!size)
    throw new Error(
      `${image.where}: ${image.src}: no file to take its size from, and no usual size for /images/${folder}/`,
    );
  return { ...image, width: size[0], height: size[1] };
}

/** Writes a file unless it already holds exactly these bytes; true when it wrote. */
function writeIfChanged(src: string, data: Buffer): boolean {
  const path = join(publicDir, ...src.split('/').filter(Boolean));
  if (!path.startsWith(join(publicDir, 'images') + sep))
    throw new Error(`${src} leaves ${publicDir}/images`);
  if (existsSync(path) && readFileSync(path).equals(data)) return false;
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, data);
  return true;
}

async function main(): Promise<void> {
  const started = performance.now();
  if (!existsSync(contentDir)) throw new Error(`no content directory at ${contentDir}`);
  const { images, problems } = collectImages(contentDir);
  if (problems.length > 0) {
    console.error(
      `generate-images: ${problems.length} problem(s) in ${contentDir}:\n${problems.join('\n')}`,
    );
    process.exitCode = 1;
  }
  let files = 0;
  let bytes = 0;
  let written = 0;
  // Video posters are frames of their video, drawn by tools/generate-video.ts.
  const queue = images.filter((image) => !isMadeElsewhere(image.src));
  await prepareArt();
  const worker = async (): Promise<void> => {
    for (let image = queue.shift(); image; image = queue.shift()) {
      for (const out of await render(await sized(image))) {
        files += 1;
        bytes += out.data.length;
        if (writeIfChanged(out.src, out.data)) written += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const size =
    bytes >= 1048576 ? `${(bytes / 1048576).toFixed(2)} MB` : `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `Images: ${images.length} images -> ${files} files (${written} written, ${files - written} unchanged), ${size}, ${seconds} s.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
