/*
 * `npx tsx tools/perf-photos.ts --throwaway [--real]`: turns this checkout into the site an agency has
 * once its photographers are done: every picture of the team, the projects and the case studies becomes
 * a JPEG as a phone or camera writes it, and the content names the new files. Then `npm run build` and
 * `npm run perf -- --dir <this>/out` measure what photographs cost a visitor beside the drawn site in the
 * same sitting (`npm run perf -- --photos` does all of it in throwaway copies, tools/perf/photo-builds.ts).
 *
 * Two sets:
 * - the worst case (default): high-detail 12-megapixel pictures (4032x3024, or 3024x4032 stored on its
 *   side with EXIF orientation 6 where the drawing stands upright, GPS and all) of discs under
 *   per-pixel grain, which no encoder can compress: a 960 px AVIF weighs 5x a real photograph's;
 * - `--real`: real photographs, the nature set of Debian's mate-backgrounds package (12 photographs of
 *   1280-2560 px, GPL-2+, their authors in /usr/share/doc/mate-backgrounds/copyright; installed with
 *   apt-get when missing and run as root), each cropped to the shape of the drawing it replaces, with a
 *   phone's EXIF and GPS.
 *
 * It rewrites content/ and public/images/: run it in a throwaway clone (or put them back with
 * `git checkout -- content public/images && git clean -fd public/images`).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { photoPixels, withPhoneMetadata } from './pictures/phone-photo';
import { realPhoto, realPhotos } from './pictures/real-photos';

const FOLDERS = ['team', 'projects', 'case-studies'];
const PICTURE = new RegExp(`"(/images/(?:${FOLDERS.join('|')})/[a-z0-9-]+)\\.webp"`, 'g');
/** The worst case: discs under grain at 12 megapixels, in colours of its own per seed. */
async function grainPhoto(upright: boolean, seed: number): Promise<{ image: Sharp; size: string }> {
  const [W, H] = upright ? [3024, 4032] : [4032, 3024];
  const hue = (seed * 47) % 360;
  const colour = (shift: number) => {
    const [r, g, b] = [0, 120, 240].map(
      (offset) => 128 + 90 * Math.cos(((hue + shift + offset) * Math.PI) / 180),
    );
    return { r: r!, g: g!, b: b! };
  };
  const pixels = await photoPixels(W, H, { top: colour(0), bottom: colour(150), seed });
  return {
    image: sharp(pixels, { raw: { width: W, height: H, channels: 3 } }),
    size: `${W}x${H}`,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!process.argv.includes('--throwaway')) {
    console.error(
      'This rewrites content/ and public/images/: run it in a throwaway clone, with --throwaway.',
    );
    process.exit(1);
  }
  const real = process.argv.includes('--real') ? realPhotos() : undefined;

  const sources = new Set<string>();
  const files = readdirSync('content').filter((name) => name.endsWith('.json'));
  for (const name of files)
    for (const [, path] of readFileSync(join('content', name), 'utf8').matchAll(PICTURE))
      sources.add(path!);

  const started = Date.now();
  for (const [index, path] of [...sources].sort().entries()) {
    const drawing = await sharp(join('public', `${path}.webp`)).metadata();
    const upright = drawing.height > drawing.width;
    const { image, size } = real
      ? await realPhoto(real[index % real.length]!, drawing.width, drawing.height)
      : await grainPhoto(upright, 11 + index);
    // The worst case's portraits as a phone stores them: lying on their side, turned upright by EXIF.
    const sideways = !real && upright;
    const jpeg = await withPhoneMetadata(sideways ? image.rotate(-90) : image, sideways ? 6 : 1);
    writeFileSync(join('public', `${path}.jpg`), jpeg);
    console.log(`${path}.jpg  ${size}  ${(jpeg.length / 1e6).toFixed(2)} MB`);
  }
  for (const name of files) {
    const file = join('content', name);
    const text = readFileSync(file, 'utf8');
    writeFileSync(file, text.replace(PICTURE, '"$1.jpg"'));
  }
  console.log(
    `${sources.size} ${real ? 'real photographs' : 'worst-case photographs'} in ${((Date.now() - started) / 1000).toFixed(0)} s; content/ names them.`,
  );
}
