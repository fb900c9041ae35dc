/*
 * One picture through the pipeline: read, turned upright, copied at each width as AVIF and WebP with
 * every metadata block left out, its placeholder colour measured. Results are kept in
 * node_modules/.cache/pictures/<hash>/ (or $BUILD_CACHE_DIR/pictures/, pipeline/build-cache.ts) under the hash of the file's bytes and of the settings below, so
 * an unchanged picture costs two file copies per width on the next build; a missing or stale cache only
 * makes the build slower.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { buildCacheDir } from '../build-cache';
import { copyWidths, type PictureEntry } from '../../components/ui/picture-widths';

export const CACHE_DIR = buildCacheDir('pictures');

/** Encoder settings; part of the cache key, so a change here remakes every copy. */
// Low encoder efforts: on a clean clone every picture is encoded once, on 2 cores. Against AVIF effort 3
// and WebP effort 4, a 1200 px drawing's copies encode about 6x faster for about a fifth more bytes.
export const ENCODE = {
  avif: { quality: 52, effort: 1, chromaSubsampling: '4:2:0' },
  webp: { quality: 76, effort: 2 },
} as const;
/**
 * A photograph's AVIF copies for phones (JPEG or HEIF sources, up to PHONE_COPIES px wide) at effort 4:
 * at the same quality, 15-27 % fewer bytes than effort 1 (a 960 px copy of a real photograph 29.5 →
 * 22.2 KB, of the grain worst case 100.7 → 73.1 KB) with the same SSIM and butteraugli scores, for
 * four to six times the encoding time. A phone's first screen waits on those bytes (about 50 ms per
 * 10 KB on slow 4G); a desktop's wider copies and a drawing's few kilobytes keep the fast setting.
 */
export const PHOTO_AVIF = { ...ENCODE.avif, effort: 4 } as const;
/**
 * A photograph's copies for dense screens (DENSE_MEDIA, 1.75 device pixels to a CSS pixel and more), at
 * the phone widths: quality 40, the lowest at which every test photograph (the twelve real ones of
 * ./real-photos.ts and the grain worst case, 720 px wide), seen at 1.75 dppx (copy and original both
 * scaled down by 1.75), scores no worse on butteraugli than its quality-52 copy seen at 1x (the
 * worst: Dune, 2.46 against 2.83; at quality 38 it was 2.99). About two fifths fewer bytes: Dune's
 * 720 px copy 39.0 → 24.7 KB, the grain's 57.9 → 34.3 KB.
 */
export const PHOTO_DENSE_AVIF = { ...PHOTO_AVIF, quality: 40 } as const;
/**
 * The widest copy a phone takes: a 430 px iPhone at DPR 3 fills its 390 px slot (1,170 px) with the
 * 1280 px copy, a 390 px one its 350 px slot with the 1080 px copy (or a 1200 px photograph's own).
 */
const PHONE_COPIES = 1280;
/** What cameras and phones write: the sources treated as photographs. */
const PHOTO_FORMATS = new Set(['jpeg', 'heif']);
export const isPhoto = (format: string) => PHOTO_FORMATS.has(format);
// The widths are not part of it: a copy already made is kept when the list of widths changes.
const SETTINGS = JSON.stringify({ version: 1, ENCODE });
const PHOTO_SETTINGS = JSON.stringify({
  version: 1,
  ENCODE,
  PHOTO_AVIF,
  PHOTO_DENSE_AVIF,
  PHONE_COPIES,
});

/** Raster formats sharp reads that the pipeline takes in. */
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'avif', 'heif', 'gif', 'tiff']);

export class PictureError extends Error {}

/** What the cache holds for one source: its entry without URLs, and where its copies are. */
export interface Processed {
  hash: string;
  width: number;
  height: number;
  color?: string;
  copies: { width: number; height: number; format: 'avif' | 'webp'; dense?: true; file: string }[];
  /** Whether the copies were made now (false: read from the cache). */
  made: boolean;
}

const hex = (n: number) => Math.round(n).toString(16).padStart(2, '0');

/** Reads a source's size without decoding it (SVG included); throws a PictureError when unreadable. */
export async function readSize(
  data: Buffer,
): Promise<{ width: number; height: number; format: string; hasAlpha: boolean }> {
  let meta: Metadata;
  try {
    meta = await sharp(data).metadata();
  } catch (error) {
    throw new PictureError(`not a picture sharp can read (${(error as Error).message})`);
  }
  if (!meta.width || !meta.height || !meta.format)
    throw new PictureError('a picture without a width and height');
  // EXIF orientations 5-8 turn the picture a quarter: its upright width is the stored height.
  const turned = (meta.orientation ?? 1) >= 5;
  return {
    width: turned ? meta.height : meta.width,
    height: turned ? meta.width : meta.height,
    format: meta.format,
    hasAlpha: meta.hasAlpha ?? false,
  };
}

/** Processes one raster source (its bytes), from the cache when it holds it. */
export async function processRaster(data: Buffer, cacheRoot = CACHE_DIR): Promise<Processed> {
  const size = await readSize(data);
  const photo = isPhoto(size.format);
  const hash = createHash('sha256')
    .update(photo ? PHOTO_SETTINGS : SETTINGS)
    .update(data)
    .digest('hex');
  const dir = join(cacheRoot, hash.slice(0, 2), hash);
  const metaFile = join(dir, 'picture.json');
  const widths = copyWidths(size.width, photo);
  if (existsSync(metaFile)) {
    const cached = JSON.parse(readFileSync(metaFile, 'utf8')) as Omit<Processed, 'made'>;
    const sameWidths = cached.copies
      .filter((c) => c.format === 'avif' && !c.dense)
      .map((c) => c.width);
    if (
      sameWidths.join() === widths.join() &&
      cached.copies.every((c) => existsSync(join(dir, c.file)))
    )
      return {
        ...cached,
        copies: cached.copies.map((c) => ({ ...c, file: join(dir, c.file) })),
        made: false,
      };
  }
  if (!ACCEPTED.has(size.format))
    throw new PictureError(`a ${size.format} file, not a raster picture (JPEG, PNG, WebP or AVIF)`);
  const widest = widths[widths.length - 1]!;
  // Decoded once, upright (rotate() with no angle applies the EXIF orientation), at the widest copy's
  // width; every copy is resized from these pixels. Nothing of the source's metadata is carried on:
  // sharp writes none unless asked to.
  let pixels: { data: Buffer; info: OutputInfo };
  try {
    pixels = await sharp(data, { failOn: 'error' })
      .rotate()
      .resize({ width: widest, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw new PictureError(`a damaged picture (${(error as Error).message})`);
  }
  const { width, height, channels } = pixels.info;
  const raw = { raw: { width, height, channels } } as const;
  let color: string | undefined;
  if (!size.hasAlpha) {
    const { dominant } = await sharp(pixels.data, raw).stats();
    color = `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`;
  }
  mkdirSync(dir, { recursive: true });
  const copies: Processed['copies'] = [];
  for (const w of widths) {
    const h = Math.max(1, Math.round((height * w) / width));
    const phone = photo && w <= PHONE_COPIES;
    const kinds: { format: 'avif' | 'webp'; file: string; dense?: true }[] = [
      { format: 'avif', file: `${w}.avif` },
      { format: 'webp', file: `${w}.webp` },
      // A phone's width of a photograph: its copy for dense screens too.
      ...(phone ? [{ format: 'avif', file: `${w}d.avif`, dense: true } as const] : []),
    ];
    for (const { format, file, dense } of kinds) {
      copies.push({ width: w, height: h, format, file, ...(dense && { dense }) });
      if (existsSync(join(dir, file))) continue; // made before another width was added
      const resized = sharp(pixels.data, raw).resize(w, h, { fit: 'fill', kernel: 'lanczos3' });
      const out =
        format === 'webp'
          ? await resized.webp(ENCODE.webp).toBuffer()
          : await resized
              .avif(dense ? PHOTO_DENSE_AVIF : phone ? PHOTO_AVIF : ENCODE.avif)
              .toBuffer();
      writeFileSync(join(dir, `${file}.tmp`), out);
      renameSync(join(dir, `${file}.tmp`), join(dir, file));
    }
  }
  const entry = { hash, width, height, ...(color && { color }), copies };
  // Written last and renamed into place: a build stopped half-way leaves no entry naming missing copies.
  writeFileSync(`${metaFile}.tmp`, JSON.stringify(entry));
  renameSync(`${metaFile}.tmp`, metaFile);
  return { ...entry, copies: copies.map((c) => ({ ...c, file: join(dir, c.file) })), made: true };
}

/** The manifest entry of a processed raster, its copies named by `srcOf`. */
export function entryOf(
  processed: Processed,
  srcOf: (width: number, format: 'avif' | 'webp', dense?: boolean) => string,
): PictureEntry {
  const of = (format: 'avif' | 'webp', dense = false) =>
    processed.copies
      .filter((c) => c.format === format && !!c.dense === dense)
      .map((c) => ({ src: srcOf(c.width, format, dense), width: c.width, height: c.height }));
  const dense = of('avif', true);
  return {
    width: processed.width,
    height: processed.height,
    ...(processed.color && { color: processed.color }),
    avif: of('avif'),
    webp: of('webp'),
    ...(dense.length > 0 && { dense }),
  };
}
