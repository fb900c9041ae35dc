/*
 * `npx tsx scripts/perf-photos.ts --throwaway`: turns this checkout into the site an agency has once its
 * photographers are done: every picture of the team, the projects and the case studies becomes a
 * high-detail 12-megapixel JPEG as a phone or camera writes it (4032x3024, or 3024x4032 stored on its
 * side with EXIF orientation 6 where the drawing stands upright, GPS and all), and the content names the
 * new files. Then `npm run build` and `npm run perf -- --dir <this>/out` measure what real photographs
 * cost a visitor, beside the drawn site in the same sitting.
 *
 * It rewrites content/ and public/images/: run it in a throwaway clone (or put them back with
 * `git checkout -- content public/images && git clean -fd public/images`).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { photoPixels, withPhoneMetadata } from './pictures/phone-photo';

const FOLDERS = ['team', 'projects', 'case-studies'];
const PICTURE = new RegExp(`"(/images/(?:${FOLDERS.join('|')})/[a-z0-9-]+)\\.webp"`, 'g');

if (!process.argv.includes('--throwaway')) {
  console.error(
    'This rewrites content/ and public/images/: run it in a throwaway clone, with --throwaway.',
  );
  process.exit(1);
}

const sources = new Set<string>();
const files = readdirSync('content').filter((name) => name.endsWith('.json'));
for (const name of files)
  for (const [, path] of readFileSync(join('content', name), 'utf8').matchAll(PICTURE))
    sources.add(path!);

let seed = 11;
const started = Date.now();
for (const path of [...sources].sort()) {
  const drawing = await sharp(join('public', `${path}.webp`)).metadata();
  const upright = drawing.height > drawing.width;
  const [W, H] = upright ? [3024, 4032] : [4032, 3024];
  // Each photo its own colours and its own discs.
  const hue = (seed * 47) % 360;
  const colour = (shift: number) => {
    const [r, g, b] = [0, 120, 240].map(
      (offset) => 128 + 90 * Math.cos(((hue + shift + offset) * Math.PI) / 180),
    );
    return { r: r!, g: g!, b: b! };
  };
  const pixels = await photoPixels(W, H, { top: colour(0), bottom: colour(150), seed: seed++ });
  const image = sharp(pixels, { raw: { width: W, height: H, channels: 3 } });
  // A portrait as a phone stores it: lying on its side, turned upright by its EXIF orientation.
  const jpeg = await withPhoneMetadata(upright ? image.rotate(-90) : image, upright ? 6 : 1);
  writeFileSync(join('public', `${path}.jpg`), jpeg);
  console.log(`${path}.jpg  ${W}x${H}  ${(jpeg.length / 1e6).toFixed(1)} MB`);
}
for (const name of files) {
  const file = join('content', name);
  const text = readFileSync(file, 'utf8');
  writeFileSync(file, text.replace(PICTURE, '"$1.jpg"'));
}
console.log(
  `${sources.size} photographs in ${((Date.now() - started) / 1000).toFixed(0)} s; content/ names them.`,
);
