/*
 * Real photographs for the checks and the measurements of photographs (issue 40): the nature set of
 * Debian's mate-backgrounds package (12 photographs of 1280-2560 px, GPL-2+, their authors in
 * /usr/share/doc/mate-backgrounds/copyright). The drawn test photograph of ./phone-photo.ts is the worst
 * case (grain no encoder can compress, 5x a real photograph's bytes); these are what editors upload.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { withPhoneMetadata } from './phone-photo';

/** Where Debian's mate-backgrounds package puts its photographs. */
export const REAL_PHOTOS = '/usr/share/backgrounds/mate/nature';

/** The real photographs, installing their package when they are missing and apt-get can (as root). */
export function realPhotos(): string[] {
  if (!existsSync(REAL_PHOTOS) && process.getuid?.() === 0)
    spawnSync('apt-get', ['install', '-y', 'mate-backgrounds'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  if (!existsSync(REAL_PHOTOS))
    throw new Error(
      `No real photographs in ${REAL_PHOTOS}: install Debian's mate-backgrounds (sudo apt-get install mate-backgrounds).`,
    );
  return readdirSync(REAL_PHOTOS)
    .filter((name) => name.endsWith('.jpg'))
    .sort()
    .map((name) => join(REAL_PHOTOS, name));
}

/** A real photograph cropped, at its own resolution, to the shape `width` x `height`. */
export async function realPhoto(source: string, width: number, height: number) {
  const meta = await sharp(source).metadata();
  const scale = Math.min(meta.width / width, meta.height / height);
  const [W, H] = [Math.round(width * scale), Math.round(height * scale)];
  return { image: sharp(source).resize(W, H, { fit: 'cover' }), size: `${W}x${H}` };
}

/**
 * The real photograph with the finest detail of the set (a ladybird on a leaf: its hairs and the
 * leaf's veins), as a portrait (3:4) JPEG with a phone's EXIF, GPS and XMP, upright.
 */
export async function realPortrait(): Promise<Buffer> {
  const source = realPhotos().find((path) => path.endsWith('/LadyBird.jpg')) ?? realPhotos()[0]!;
  const { image } = await realPhoto(source, 3, 4);
  return withPhoneMetadata(image, 1);
}
