import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import sharp from 'sharp';

/*
 * A page's picture against its approved one. A whole page at 390 px is about 390 x 9,000 pixels: kept as
 * PNG, 336 of them would weigh hundreds of megabytes in the repository. So both pictures go through the
 * same steps before they are compared: halved (a change of a colour, a gap or a picture's place still
 * shows at half size: a gap of 4 px moves everything below it by 2), then kept as WebP at quality 80
 * (about 30 KB a page). What is compared is each 4 x 4 block's average colour: WebP's own blur is far
 * below the threshold, and a text, a colour or a box that moved is far above it.
 */

/** Blocks of BLOCK x BLOCK pixels of the halved picture are compared by their average colour. */
const BLOCK = 4;
/** How far (0-255, the largest of the three channels) a block's average may move before it counts. */
export const BLOCK_THRESHOLD = 10;
/** How many blocks may count before the pictures differ: anti-aliasing noise, never a whole element. */
export const BLOCKS_ALLOWED = 4;

export type Approved = { width: number; height: number; data: Buffer };

/** A screenshot (PNG) as it is kept: halved, WebP at quality 80. */
export async function kept(png: Buffer): Promise<Buffer> {
  const { width } = await sharp(png).metadata();
  return sharp(png)
    .resize({ width: Math.round((width ?? 2) / 2), kernel: 'lanczos3' })
    .webp({ quality: 80, effort: 4 })
    .toBuffer();
}

async function pixels(webp: Buffer): Promise<Approved> {
  const { data, info } = await sharp(webp)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data };
}

export type Difference = {
  /** Why the pictures differ, in words; undefined when they agree. */
  problem?: string;
  /** The picture with the differing blocks marked in red over a faded copy (PNG), when sizes agree. */
  diff?: Buffer;
};

/** Compares two kept pictures (WebP). */
export async function compare(expected: Buffer, actual: Buffer): Promise<Difference> {
  const [a, b] = await Promise.all([pixels(expected), pixels(actual)]);
  if (a.width !== b.width || a.height !== b.height)
    return {
      problem: `the page is ${b.width * 2} x ${b.height * 2} px, the approved one ${a.width * 2} x ${a.height * 2} px`,
    };
  const { width, height } = a;
  const marked = Buffer.from(b.data.map((value) => 128 + (value >> 1)));
  let differing = 0;
  let first: { x: number; y: number } | undefined;
  for (let y0 = 0; y0 < height; y0 += BLOCK)
    for (let x0 = 0; x0 < width; x0 += BLOCK) {
      const sums = [0, 0, 0, 0, 0, 0];
      let n = 0;
      for (let y = y0; y < Math.min(y0 + BLOCK, height); y++)
        for (let x = x0; x < Math.min(x0 + BLOCK, width); x++) {
          const i = (y * width + x) * 3;
          for (let c = 0; c < 3; c++) {
            sums[c]! += a.data[i + c]!;
            sums[c + 3]! += b.data[i + c]!;
          }
          n++;
        }
      const moved = Math.max(...[0, 1, 2].map((c) => Math.abs(sums[c]! - sums[c + 3]!) / n));
      if (moved <= BLOCK_THRESHOLD) continue;
      differing++;
      first ??= { x: x0 * 2, y: y0 * 2 };
      for (let y = y0; y < Math.min(y0 + BLOCK, height); y++)
        for (let x = x0; x < Math.min(x0 + BLOCK, width); x++) {
          const i = (y * width + x) * 3;
          [marked[i], marked[i + 1], marked[i + 2]] = [255, 0, 0];
        }
    }
  if (differing <= BLOCKS_ALLOWED) return {};
  const diff = await sharp(marked, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
  return {
    problem: `${differing} blocks of ${BLOCK * 2} x ${BLOCK * 2} px differ from the approved picture, the first at (${first!.x}, ${first!.y})`,
    diff,
  };
}

/** Reads an approved picture, or undefined when there is none. */
export const approved = (file: string) => (existsSync(file) ? readFileSync(file) : undefined);

/** Writes an approved picture (the update run). */
export function approve(file: string, picture: Buffer) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, picture);
}
