import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { PipelineError, runPipeline } from '../../pipeline/pictures/build';
import { denseSet } from '../../components/ui/picture-widths';
import { BOTTOM, TOP, metadataBlocks, phonePhoto } from '../../tools/pictures/phone-photo';

/*
 * The picture pipeline (pipeline/pictures/) on content of its own in a temporary folder: a phone's photo
 * lying on its side with GPS comes out upright, small and clean; nothing is upscaled; a second build
 * reads the cache; a missing or broken picture stops the build naming the file, the JSON path and the
 * picture. The rules it shares with the site, on small inputs, are e2e/unit/picture-widths.spec.ts.
 */
test.describe.configure({ mode: 'serial' });
// The first test encodes a 12-megapixel phone photo to AVIF and WebP at every width: 78 s in a clean-clone
// CI run on 2 cores beside the e2e workers, and past 90 s twice in one where another test run shared the
// machine. The limit is for a hung encoder, not a slow one.
test.setTimeout(180_000);

let dir = '';
const site = () => ({
  contentDir: join(dir, 'content'),
  publicDir: join(dir, 'public'),
  manifestFile: join(dir, 'manifest.json'),
  cacheDir: join(dir, 'cache'),
});
const writeContent = (members: { src: string; alt: string }[]) => {
  mkdirSync(join(dir, 'content'), { recursive: true });
  writeFileSync(
    join(dir, 'content', 'team.en.json'),
    JSON.stringify({ members: members.map((portrait, i) => ({ slug: `m${i}`, portrait })) }),
  );
};
const publicFile = (src: string) => join(dir, 'public', ...src.split('/').filter(Boolean));
const place = (src: string, data: Buffer | string) => {
  mkdirSync(join(publicFile(src), '..'), { recursive: true });
  writeFileSync(publicFile(src), data);
};
/** Mean colour of a band of rows of a picture file (0 = top, 1 = bottom). */
const bandColour = async (file: string, from: number, to: number) => {
  const { data, info } = await sharp(file)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let [r, g, b, n] = [0, 0, 0, 0];
  for (let y = Math.floor(info.height * from); y < Math.floor(info.height * to); y++)
    for (let x = 0; x < info.width; x += 4) {
      const i = (y * info.width + x) * 3;
      r += data[i]!;
      g += data[i + 1]!;
      b += data[i + 2]!;
      n++;
    }
  return { r: r / n, g: g / n, b: b / n };
};

test.beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'rawnaq-pictures-'));
});
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('a sideways phone photo with GPS comes out upright, in AVIF and WebP, without metadata', async () => {
  const photo = await phonePhoto();
  expect(await metadataBlocks(photo)).toEqual(['EXIF', 'XMP', 'orientation 6']);
  place('/images/team/photo.jpg', photo);
  place(
    '/images/team/small.png',
    await sharp({ create: { width: 200, height: 100, channels: 4, background: '#336699' } })
      .png()
      .toBuffer(),
  );
  writeContent([
    { src: '/images/team/photo.jpg', alt: 'A portrait' },
    { src: '/images/team/small.png', alt: 'A small picture' },
  ]);
  const first = await runPipeline(site());
  expect(first.made).toBe(2);
  const entry = first.manifest['/images/team/photo.jpg']!;
  // Upright: taller than wide, the widest copy 1920 px (the original's 3024 is never served).
  expect([entry.width, entry.height]).toEqual([1920, 2560]);
  expect(entry.color).toMatch(/^#[0-9a-f]{6}$/);
  // A photograph: the 720 px step too (PHOTO_WIDTHS).
  expect(entry.avif!.map((c) => c.width)).toEqual([320, 640, 720, 960, 1080, 1280, 1600, 1920]);
  expect(entry.webp!.map((c) => c.width)).toEqual(entry.avif!.map((c) => c.width));
  // Its copies for dense screens at a phone's widths, each lighter than its 1x twin, and what a dense
  // screen picks from: those, then the wider 1x copies.
  expect(entry.dense!.map((c) => c.width)).toEqual([320, 640, 720, 960, 1080, 1280]);
  for (const copy of entry.dense!) {
    expect(copy.src).toMatch(new RegExp(`-${copy.width}d\\.avif$`));
    const twin = entry.avif!.find((c) => c.width === copy.width)!;
    expect(readFileSync(publicFile(copy.src)).length, copy.src).toBeLessThan(
      readFileSync(publicFile(twin.src)).length * 0.85,
    );
  }
  expect(denseSet(entry)!.map((c) => c.src.replace(/^.*-/, ''))).toEqual(
    ['320d', '640d', '720d', '960d', '1080d', '1280d', '1600', '1920'].map((n) => `${n}.avif`),
  );
  for (const copy of [...entry.avif!, ...entry.webp!, ...entry.dense!]) {
    const file = publicFile(copy.src);
    const meta = await sharp(file).metadata();
    expect([meta.format, meta.width, meta.height], copy.src).toEqual([
      copy.src.endsWith('.avif') ? 'heif' : 'webp',
      copy.width,
      copy.height,
    ]);
    expect(copy.height / copy.width).toBeCloseTo(4 / 3, 2);
    expect(await metadataBlocks(file), copy.src).toEqual([]);
    expect(readFileSync(file).includes('PhoneMaker'), copy.src).toBe(false);
  }
  // The warm half on top, the cool half below: turned the right way, not only the right shape.
  const smallest = publicFile(entry.webp![0]!.src);
  const top = await bandColour(smallest, 0.05, 0.4);
  const bottom = await bandColour(smallest, 0.6, 0.95);
  expect(top.r).toBeGreaterThan(top.b);
  expect(bottom.b).toBeGreaterThan(bottom.r);
  expect(Math.abs(top.r - TOP.r)).toBeLessThan(40);
  expect(Math.abs(bottom.b - BOTTOM.b)).toBeLessThan(40);

  // A 200 px picture is never upscaled: one copy of each format, at its own width; it has
  // transparency, so no colour is painted behind it.
  const small = first.manifest['/images/team/small.png']!;
  expect(small.avif!.map((c) => [c.width, c.height])).toEqual([[200, 100]]);
  expect(small.color).toBeUndefined();
  // A drawing (PNG, WebP) has no copies for dense screens: its few kilobytes are sharp at any density.
  expect(small.dense).toBeUndefined();
  expect(denseSet(small)).toBeUndefined();

  // Nothing changed: the next build makes nothing and writes the same manifest.
  const second = await runPipeline(site());
  expect(second.made).toBe(0);
  expect(second.manifest).toEqual(first.manifest);
});

test('a missing, unreadable or non-picture file stops the build, naming file, JSON path and picture', async () => {
  place('/images/team/notes.jpg', 'these are notes, not a photo');
  const whole = await sharp({
    create: { width: 600, height: 400, channels: 3, background: '#884422' },
  })
    .jpeg()
    .toBuffer();
  place('/images/team/cut.jpg', whole.subarray(0, Math.floor(whole.length / 2)));
  writeContent([
    { src: '/images/team/photo.jpg', alt: 'Fine' },
    { src: '/images/team/gone.jpg', alt: 'Missing' },
    { src: '/images/team/notes.jpg', alt: 'Text' },
    { src: '/images/team/cut.jpg', alt: 'Truncated' },
  ]);
  const error = await runPipeline(site()).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PipelineError);
  const message = (error as Error).message;
  expect(message).toContain(
    'content/team.en.json at $.members[1].portrait.src: /images/team/gone.jpg: no such file',
  );
  expect(message).toMatch(
    /content\/team\.en\.json at \$\.members\[2\]\.portrait\.src: \/images\/team\/notes\.jpg: not a picture/,
  );
  expect(message).toMatch(
    /content\/team\.en\.json at \$\.members\[3\]\.portrait\.src: \/images\/team\/cut\.jpg: a damaged picture/,
  );
  expect(message).not.toContain('members[0]');
});
